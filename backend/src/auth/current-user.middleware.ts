import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toPublicUser, UsersService } from '../users/users.service';
import { colorModeOf } from '../sessions/color-mode';
import {
  ADMIN_ABSOLUTE_MS,
  ADMIN_IDLE_MS,
  replaceSession,
  sessionLifetimeMs,
} from '../sessions/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads the signed-in user from the database on every request that has `session.userId`, so that a
 * suspension, a deletion or a change of role applies at once. A session whose user no longer exists
 * or is suspended, or an administrator's session past its 12 hours, is ended (and with it the
 * signed-in hint). Sets `req.currentUser`, and `req.colorMode` (their Dark Mode setting) for the
 * hint. Runs after the session middleware.
 */
@Injectable()
export class CurrentUserMiddleware implements NestMiddleware {
  constructor(private readonly users: UsersService) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const id = req.session?.userId;
      if (!id) return next();
      const user = UUID.test(id) ? await this.users.findById(id) : null;
      const expired = user?.isAdmin && Date.now() - (req.session.authAt ?? 0) > ADMIN_ABSOLUTE_MS;
      if (!user || user.suspended || expired) {
        await replaceSession(req);
        return next();
      }
      // A member promoted while signed in gets the administrators' idle timeout from now on.
      if (user.isAdmin && sessionLifetimeMs(req.session.cookie) !== ADMIN_IDLE_MS)
        req.session.cookie.maxAge = ADMIN_IDLE_MS;
      req.currentUser = toPublicUser(user);
      req.colorMode = colorModeOf(user.preferences);
      next();
    } catch (err) {
      next(err);
    }
  }
}
