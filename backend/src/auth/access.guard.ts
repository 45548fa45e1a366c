import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type Access, ACCESS_KEY, ACCESS_MESSAGES } from '../common/access';

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
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = accessOf(this.reflector, context);
    if (access === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().currentUser;
    if (!user) throw new UnauthorizedException(ACCESS_MESSAGES.signedOut);
    if (access === 'admin' && !user.isAdmin) throw new ForbiddenException(ACCESS_MESSAGES.notAdmin);
    if ((access === 'admin' || access === 'member') && !user.emailVerified)
      throw new ForbiddenException(ACCESS_MESSAGES.unverified);
    return true;
  }
}
