import type { Permission } from '@bb/shared/staff-roles';
import { applyDecorators, SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. One global guard (auth/access.guard.ts) reads it from the handler, else from
 * its controller; a route that says nothing needs a signed-in user (deny by default), so a new
 * controller is never open by accident.
 *
 * - `public`: everyone.
 * - `signed-in`: any signed-in user (the default).
 * - `member`: a signed-in user whose e-mail address is verified (spec 000: member routes).
 * - `admin`: a signed-in staff member (any staff role, @bb/shared/staff-roles) whose e-mail address is
 *   verified and whose roles hold the route's permission (`@Requires`, else the controller's
 *   `AdminApiController` permission): every route under /api/admin and the upload routes.
 */
export type Access = 'public' | 'signed-in' | 'member' | 'admin';

export const ACCESS_KEY = 'access';

/** The permissions an `admin` route needs, any of which will do (the handler's, else its controller's). */
export const PERMISSION_KEY = 'permission';

/** What the guard answers; the texts of spec 000's guard cards. */
export const ACCESS_MESSAGES = {
  signedOut: 'You are not signed in.',
  unverified: 'Please verify your email address to access this area.',
  notAdmin:
    "You don't have permission to access this area. This area is restricted to administrators only.",
  /** An `admin` route that declares no permission: refused to everyone (the access test names it). */
  undeclared: 'This route declares no permission, so nobody may use it.',
} as const;

/**
 * Documentation only (the OpenAPI document's `security`, common/api-document.ts): how a public route
 * uses the session cookie a client may send. `optional`: it works signed out and treats a signed-in
 * caller differently (an inquiry linked to the member, a sign-out); `pending-sign-in`: it needs the
 * session of a pending sign-in (the password step made it), not a signed-in user.
 */
export type SessionUse = 'optional' | 'pending-sign-in';

export const SESSION_KEY = 'session-use';

/**
 * Open to everyone. The OpenAPI document derives each route's `security` and its 401/403 answers
 * from these decorators' metadata (the guard's), so they declare nothing of Swagger's themselves.
 */
export const Public = (options: { session?: SessionUse } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'public' satisfies Access),
    ...(options.session ? [SetMetadata(SESSION_KEY, options.session)] : []),
  );

/** Any signed-in user (what a route without a decorator needs; this one says so). */
export const SignedIn = () => SetMetadata(ACCESS_KEY, 'signed-in' satisfies Access);

/** A signed-in user with a verified e-mail address: the member area. */
export const MemberOnly = () => SetMetadata(ACCESS_KEY, 'member' satisfies Access);

/**
 * A signed-in staff member with a verified e-mail address who holds any of `permissions`
 * (@bb/shared/staff-roles). A route of an `admin` controller without a permission of its own or of
 * its controller is refused to everyone (and fails the generated access test).
 */
export const AdminOnly = (...permissions: Permission[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'admin' satisfies Access),
    ...(permissions.length ? [SetMetadata(PERMISSION_KEY, permissions)] : []),
  );

/** The permission a route needs (any of several), instead of its controller's. */
export const Requires = (...permissions: [Permission, ...Permission[]]) =>
  SetMetadata(PERMISSION_KEY, permissions);
