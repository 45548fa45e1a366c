import {
  ForbiddenException,
  Inject,
  Injectable,
  NestMiddleware,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths that accept a body other than JSON, with the media types they accept. Mail clients send the
 * RFC 8058 one-click unsubscribe as a form POST from their own servers.
 */
const NON_JSON_BODIES: { path: RegExp; types: string[] }[] = [
  {
    path: /^\/api\/newsletter\/unsubscribe$/,
    types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  },
];

export function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Cross-site request defence that needs no client token, for every state-changing request:
 * a browser's `Sec-Fetch-Site: cross-site` is refused, as is an `Origin` other than the site's own
 * (PUBLIC_URL). Bodies must be JSON, which a cross-site HTML form cannot send.
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
    if (hasBody(req)) {
      const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const path = req.originalUrl.split('?')[0];
      const allowed = NON_JSON_BODIES.find((p) => p.path.test(path))?.types ?? [];
      if (type !== 'application/json' && !allowed.includes(type)) {
        throw new UnsupportedMediaTypeException(
          'The request body must be JSON (Content-Type: application/json).',
        );
      }
    }
    next();
  }
}
