import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

/**
 * Who may call a route. One global guard (auth/access.guard.ts) reads it from the handler, else from
 * its controller; a route that says nothing needs a signed-in user (deny by default), so a new
 * controller is never open by accident.
 *
 * - `public`: everyone.
 * - `signed-in`: any signed-in user (the default).
 * - `member`: a signed-in user whose e-mail address is verified (spec 000: member routes).
 * - `admin`: a signed-in administrator whose e-mail address is verified (every route under /api/admin).
 */
export type Access = 'public' | 'signed-in' | 'member' | 'admin';

export const ACCESS_KEY = 'access';

/** What the guard answers; the texts of spec 000's guard cards. */
export const ACCESS_MESSAGES = {
  signedOut: 'You are not signed in.',
  unverified: 'Please verify your email address to access this area.',
  notAdmin:
    "You don't have permission to access this area. This area is restricted to administrators only.",
} as const;

const documented = (access: Exclude<Access, 'public'>, forbidden?: string) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, access),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' }),
    ...(forbidden
      ? [ApiForbiddenResponse({ type: ErrorResponseDto, description: forbidden })]
      : []),
  );

/** Open to everyone. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Any signed-in user (what a route without a decorator needs; this one also documents it). */
export const SignedIn = () => documented('signed-in');

/** A signed-in user with a verified e-mail address: the member area. */
export const MemberOnly = () => documented('member', 'The e-mail address is not verified');

/** A signed-in administrator with a verified e-mail address. */
export const AdminOnly = () => documented('admin', 'Not a verified administrator');
