import { PERMISSIONS, STAFF_ROLE_CODES } from '@bb/shared/staff-roles';
import type { Permission, StaffRoleCode } from '@bb/shared/staff-roles';
import { ApiProperty } from '@nestjs/swagger';

/**
 * What every answer about an account starts with (accountBasics in users/users.service.ts); not an
 * answer itself, so not a schema of the API document: UserDto and AdminUserDto extend it.
 */
export abstract class AccountBasicsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jordan' }) username: string;
  @ApiProperty({ example: 'jordan@example.org' }) email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({
    enum: STAFF_ROLE_CODES,
    isArray: true,
    description:
      "The staff roles held (docs/admin-api.md, Roles); empty for a member. isAdmin is true exactly when 'administrator' is one.",
  })
  roles: StaffRoleCode[];
}

export class UserDto extends AccountBasicsDto {
  @ApiProperty({
    enum: PERMISSIONS,
    isArray: true,
    description: 'What the roles permit together: what the admin panel shows and the API allows.',
  })
  permissions: Permission[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'A new address the user asked for, waiting for its confirmation link; `email` stays in force until then.',
  })
  pendingEmail: string | null;
}

/** The signed-in user with what the session knows (GET /api/user, the sign-in answers). */
export class SessionUserDto extends UserDto {
  @ApiProperty({
    description:
      "Whether this session is the account's first sign-in (none was recorded before it): the " +
      'screens then say "Welcome", not "Welcome back".',
  })
  firstSignIn: boolean;
}
