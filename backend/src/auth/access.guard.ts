import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  HttpException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { auditOriginOf, AuditService } from '../audit/audit.service';
import { allows, permissionRefusal, type Permission } from '@bb/shared/staff-roles';
import { type Access, ACCESS_KEY, ACCESS_MESSAGES, PERMISSION_KEY } from '../common/access';
import { signedOutRefusal } from './two-factor/pending-enrolment';

/** The access a route asks for: the handler's, else its controller's, else 'signed-in'. */
export function accessOf(reflector: Reflector, context: ExecutionContext): Access {
  return (
    reflector.getAllAndOverride<Access>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ??
    'signed-in'
  );
}

/** The permissions an `admin` route needs (any of them): the handler's, else its controller's. */
function routePermissions(
  reflector: Reflector,
  context: Pick<ExecutionContext, 'getHandler' | 'getClass'>,
): readonly Permission[] {
  return (
    reflector.getAllAndOverride<Permission[]>(PERMISSION_KEY, [
      context.getHandler(),
      context.getClass(),
    ]) ?? []
  );
}

/**
 * The one role guard, global and deny-by-default: it checks the signed-in user
 * (`req.currentUser`, loaded per request) against the route's `@Public()`, `@MemberOnly()` or
 * `@AdminOnly(permission)` (nothing: signed in). 401 when nobody is signed in, 403 when the user is
 * not allowed: a member without a staff role gets the spec's Access Denied text, a staff member
 * without the route's permission a message naming the roles that hold it (@bb/shared/staff-roles).
 * A refused request to an administrators' route is recorded before the answer
 * (AuditService.recordRefusal: a signed-in user's in the audit trail, counted per user, route and
 * minute; anyone else's in the application log).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = accessOf(this.reflector, context);
    if (access === 'public') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const refusal = refusalOf(access, req, routePermissions(this.reflector, context));
    if (!refusal) return true;
    if (access === 'admin') await this.recordRefusal(req);
    throw refusal;
  }

  /** Who (if signed in), from where, `METHOD /route` (the route's template, no query string). */
  private recordRefusal(req: Request): Promise<void> {
    const user = req.currentUser;
    return this.audit.recordRefusal({
      user: user ? { id: user.id, username: user.username } : null,
      origin: auditOriginOf(req),
      method: req.method,
      route: routeOf(req),
    });
  }
}

/**
 * The path template of the route `req` matched (`/api/admin/users/:id`), as Express knows it once
 * it has routed the request; the path without its query string otherwise.
 */
function routeOf(req: Request): string {
  const route: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  return (req.originalUrl ?? req.url ?? '').split('?')[0];
}

/** Why `req` may not use a route with `access`; null when it may. */
function refusalOf(
  access: Exclude<Access, 'public'>,
  req: Request,
  needed: readonly Permission[],
): HttpException | null {
  const user = req.currentUser;
  if (!user) return signedOutRefusal(req);
  if (access === 'admin' && !user.roles.length)
    return new ForbiddenException(ACCESS_MESSAGES.notAdmin);
  if ((access === 'admin' || access === 'member') && !user.emailVerified)
    return new ForbiddenException(ACCESS_MESSAGES.unverified);
  if (access === 'admin') {
    if (!needed.length) return new ForbiddenException(ACCESS_MESSAGES.undeclared);
    if (!allows(user.permissions, needed)) return new ForbiddenException(permissionRefusal(needed));
  }
  return null;
}
