import { ForbiddenException, Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request defence that needs no client token, for every state-changing request:
 * a browser's `Sec-Fetch-Site: cross-site` is refused, as is an `Origin` other than the site's own
 * (PUBLIC_URL). Bodies must also be JSON unless a route accepts another type (BodyTypeGuard).
 */
@Injectable()
export class RequestOriginMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      throw new ForbiddenException('Cross-site requests are not allowed.');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== this.config.publicOrigin) {
      throw new ForbiddenException('Requests from other sites are not allowed.');
    }
    next();
  }
}
