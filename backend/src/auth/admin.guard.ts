import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../common/error-response.dto';

export const ADMIN_ONLY_MESSAGE =
  "You don't have permission to access this area. This area is restricted to administrators only.";
export const ADMIN_UNVERIFIED_MESSAGE = 'Please verify your email address to access this area.';

/**
 * Lets through only a signed-in administrator with a verified e-mail address. Every controller under
 * /api/admin carries it (test/admin-routes.e2e-spec.ts fails for one that does not).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().currentUser;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    if (!user.isAdmin) throw new ForbiddenException(ADMIN_ONLY_MESSAGE);
    if (!user.emailVerified) throw new ForbiddenException(ADMIN_UNVERIFIED_MESSAGE);
    return true;
  }
}

/** For admin controllers: the AdminGuard and its documentation. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: 'Not a verified administrator',
    }),
  );
