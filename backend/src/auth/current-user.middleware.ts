import { isStaffAccount } from '@bb/shared/accounts';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { colorModeOf } from '../sessions/color-mode';
import {
  ADMIN_ABSOLUTE_MS,
  ADMIN_IDLE_MS,
  replaceSession,
  sessionLifetimeMs,
} from '../sessions/session';
import { RequestUsers } from '../users/request-users';
import { toPublicUser } from '../users/users.service';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Loads the signed-in user from the database on every request that has `session.userId`, so that a
 * suspension, a deletion or a change of role applies at once (RequestUsers: requests that arrive
 * together share one query). A session whose user no longer exists or is suspended, or a staff
 * member's session (any staff role) past its 12 hours, is ended (and with it the signed-in hint); a
 * staff member's session that must first set up two-factor sign-in becomes a pending enrolment
 * (TwoFactorService.sendToEnrolment). Sets `req.currentUser`, and `req.colorMode` (their Dark Mode
 * setting) for the hint. Runs after the session middleware.
 */
@Injectable()
export class CurrentUserMiddleware implements NestMiddleware {
  constructor(
    private readonly users: RequestUsers,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const id = req.session?.userId;
      if (!id) return next();
      const user = await this.users.byId(id);
      // Staff (any staff role, as the account is now): 12 hours after sign-in at most.
      const staff = !!user && isStaffAccount(user);
      const expired = staff && Date.now() - (req.session.authAt ?? 0) > ADMIN_ABSOLUTE_MS;
      if (!user || user.suspended || expired) {
        await replaceSession(req);
        return next();
      }
      if (await this.twoFactor.sendToEnrolment(req, user)) return next();
      // A member given a staff role while signed in gets the staff's idle timeout from now on.
      if (staff && sessionLifetimeMs(req.session.cookie) !== ADMIN_IDLE_MS)
        req.session.cookie.maxAge = ADMIN_IDLE_MS;
      req.currentUser = toPublicUser(user);
      req.colorMode = colorModeOf(user.preferences);
      next();
    } catch (err) {
      next(err);
    }
  }
}
