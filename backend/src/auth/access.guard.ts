import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  HttpException,
  Injectable,
  Logger,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { auditOriginOf, AuditService } from '../audit/audit.service';
import { type Access, ACCESS_KEY, ACCESS_MESSAGES } from '../common/access';
import { signedOutRefusal } from './two-factor/pending-enrolment';

/** The access a route asks for: the handler's, else its controller's, else 'signed-in'. */
export function accessOf(reflector: Reflector, context: ExecutionContext): Access {
  return (
    reflector.getAllAndOverride<Access>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ??
    'signed-in'
  );
}

/**
 * The one role guard, global and deny-by-default: it checks the signed-in user
 * (`req.currentUser`, loaded per request) against the route's `@Public()`, `@MemberOnly()` or
 * `@AdminOnly()` (nothing: signed in). 401 when nobody is signed in, 403 when the user is not allowed.
 * A refused request to an administrators' route is written to the audit trail before the answer.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = accessOf(this.reflector, context);
    if (access === 'public') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const refusal = refusalOf(access, req);
    if (!refusal) return true;
    if (access === 'admin') await this.recordRefusal(req);
    throw refusal;
  }

  /** `admin.access-denied`: who (if signed in), from where, `METHOD /path` (no query string). */
  private async recordRefusal(req: Request): Promise<void> {
    try {
      const user = req.currentUser;
      const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
      await this.audit.record({
        actor: user ? { id: user.id, username: user.username } : null,
        origin: auditOriginOf(req),
        action: 'admin.access-denied',
        detail: `${req.method} ${path}`,
      });
    } catch (err) {
      // The refusal stands whatever happens to its record.
      this.logger.error({ err }, 'Could not record a refused admin request');
    }
  }
}

/** Why `req` may not use a route with `access`; null when it may. */
function refusalOf(access: Exclude<Access, 'public'>, req: Request): HttpException | null {
  const user = req.currentUser;
  if (!user) return signedOutRefusal(req);
  if (access === 'admin' && !user.isAdmin) return new ForbiddenException(ACCESS_MESSAGES.notAdmin);
  if ((access === 'admin' || access === 'member') && !user.emailVerified)
    return new ForbiddenException(ACCESS_MESSAGES.unverified);
  return null;
}
