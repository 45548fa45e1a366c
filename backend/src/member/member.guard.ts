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

/** Spec 000 section 2, "Guard behaviour": the text of the 'Email Verification Required' card. */
export const MEMBER_UNVERIFIED_MESSAGE = 'Please verify your email address to access this area.';

/**
 * The member area (`/api/my/*`): a signed-in user whose e-mail address is verified (spec 000: member
 * routes need a verified e-mail). 401 signed out, 403 unverified. Administrators are members too.
 */
@Injectable()
export class MemberGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().currentUser;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    if (!user.emailVerified) throw new ForbiddenException(MEMBER_UNVERIFIED_MESSAGE);
    return true;
  }
}

/** For member-area controllers: the MemberGuard and its documentation. */
export const MemberOnly = () =>
  applyDecorators(
    UseGuards(MemberGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description: 'The e-mail address is not verified',
    }),
  );
