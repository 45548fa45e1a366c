import {
  ADMIN_NOTES_MAX,
  type AdminUserCounts,
  type AdminUserPage,
  AUDIT_ACTIONS,
  SORT_ORDERS,
  type SortOrder,
  USER_PAGE_SIZES,
  USER_ROLE_FILTERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type UserRoleFilter,
  type UserSortField,
  type UserStatusFilter,
} from '@bb/shared/admin';
import { STAFF_ROLE_CODES, STAFF_ROLES, type StaffRoleCode } from '@bb/shared/staff-roles';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { AuditEntryDto } from '../audit/audit.dto';
import { AccountBasicsDto } from '../auth/user.dto';
import { IsEmailAddress } from '../common/email';
import { IfSent, NullableText } from '../common/form-fields';
import { ChoiceParam, PageQueryDto, SearchParam } from '../common/list-query';
import { USERNAME_DOC, Username } from '../credentials/account-fields';

/** A switch of the account: true or false; when sent, null is refused like any other wrong value. */
const Switch = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IfSent(),
    IsBoolean({ message: `${label} must be true or false.` }),
  );

/** The staff roles of an account, all of them (docs/admin-api.md, Roles): a list of role codes. */
const Roles = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      enum: STAFF_ROLE_CODES,
      isArray: true,
      maxItems: STAFF_ROLE_CODES.length,
      uniqueItems: true,
      example: ['editor', 'inbox'],
      description: `${description} ${STAFF_ROLES.map((r) => `${r.code}: ${r.description}`).join(' ')}`,
    }),
    IfSent(),
    IsArray({ message: 'Roles must be a list of role codes.' }),
    ArrayMaxSize(STAFF_ROLE_CODES.length, {
      message: `Roles may list at most ${STAFF_ROLE_CODES.length} roles.`,
    }),
    IsIn(STAFF_ROLE_CODES, {
      each: true,
      message: `Each role must be one of: ${STAFF_ROLE_CODES.join(', ')}.`,
    }),
    ArrayUnique({ message: 'Each role may be listed only once.' }),
  );

/** POST /api/admin/users */
export class CreateAdminUserDto {
  @ApiProperty(USERNAME_DOC)
  @Username()
  username: string;

  @ApiProperty({ example: 'jordan@example.org', description: 'Unique without regard to case.' })
  @IsEmailAddress()
  email: string;

  @Roles(
    "The staff roles to give (none: a member). The invitation e-mail names them and what each may do. With isAdmin, 'administrator' must be listed exactly when isAdmin is true.",
  )
  roles?: StaffRoleCode[];

  @ApiPropertyOptional({
    default: false,
    description: "Make the account an administrator (the spec's alias of the administrator role).",
  })
  @IsOptional()
  @IsBoolean({ message: 'Administrator must be true or false.' })
  isAdmin?: boolean;
}

/** PATCH /api/admin/users/{id}: only the fields sent change; null clears the notes only. */
export class UpdateAdminUserDto {
  @ApiPropertyOptional(USERNAME_DOC)
  @IfSent()
  @Username()
  username?: string;

  @ApiPropertyOptional({ example: 'jordan@example.org' })
  @IfSent()
  @IsEmailAddress()
  email?: string;

  @Roles(
    "Replaces the account's staff roles (an empty list: a member again). With isAdmin, 'administrator' must be listed exactly when isAdmin is true.",
  )
  roles?: StaffRoleCode[];

  @Switch('Administrator', 'Give (true) or remove (false) the administrator role.')
  isAdmin?: boolean;

  @Switch('Email Verified', 'Mark the e-mail address verified or unverified.')
  emailVerified?: boolean;

  @Switch('Suspended', 'Suspend (true: every session ends at once) or reactivate (false).')
  suspended?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ADMIN_NOTES_MAX,
    description: "Administrators' notes, never shown to the user; null or blank clears them.",
  })
  @NullableText('Notes', ADMIN_NOTES_MAX, { multiline: true })
  notes?: string | null;
}

/** GET /api/admin/users/export (and the list): the table's search and filters. */
export class UserFilterQueryDto {
  @SearchParam('Text the username or e-mail address contains (without regard to case)')
  search?: string;

  @ChoiceParam(
    'Role',
    USER_ROLE_FILTERS,
    'all',
    'admin: administrators; user: accounts without any staff role; staff: any staff role; editor, inbox, newsletter, contributor: the accounts given that role',
  )
  role?: UserRoleFilter;

  @ChoiceParam('Status', USER_STATUS_FILTERS, 'all', 'Whether the e-mail address is verified')
  status?: UserStatusFilter;
}

/** GET /api/admin/users: one page of the table (10 users unless pageSize says otherwise). */
export class UserListQueryDto extends IntersectionType(PageQueryDto, UserFilterQueryDto) {
  @ChoiceParam(
    'Sort',
    USER_SORT_FIELDS,
    'createdAt',
    'role sorts Admin before User and status Unverified before Verified (ascending); ties newest first, then by id',
  )
  sort?: UserSortField;

  @ChoiceParam('Order', SORT_ORDERS, 'desc', 'Default: desc for createdAt, asc for the others')
  order?: SortOrder;
}

export class AdminUserDto extends AccountBasicsDto {
  @ApiProperty() suspended: boolean;
  @ApiProperty({ description: 'False until the owner of a prepared account has set a password' })
  hasPassword: boolean;
  @ApiProperty({ description: 'Two-factor sign-in is on (an administrator can reset it)' })
  twoFactorEnabled: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginAt: string | null;
}

export class AdminUserCountsDto implements AdminUserCounts {
  @ApiProperty({ description: 'Every user' }) total: number;
  @ApiProperty({ description: 'Administrators' }) admins: number;
  @ApiProperty({ description: 'Verified e-mail addresses' }) verified: number;
  @ApiProperty({ description: 'Unverified e-mail addresses' }) unverified: number;
  @ApiProperty({ description: 'Suspended accounts' }) suspended: number;
  @ApiProperty({ description: 'Created since the 1st of this month (UTC)' }) newThisMonth: number;
}

export class AdminUserPageDto implements AdminUserPage {
  @ApiProperty({ type: [AdminUserDto], description: 'The page, in the order asked for' })
  items: AdminUserDto[];
  @ApiProperty({ description: 'How many users match the search and filters' }) total: number;
  @ApiProperty({ description: '1-based' }) page: number;
  @ApiProperty({ description: `The page offers ${USER_PAGE_SIZES.join(', ')}` }) pageSize: number;
  @ApiProperty({
    type: AdminUserCountsDto,
    description: "The stat cards' figures, over every user whatever the search and filters",
  })
  counts: AdminUserCountsDto;
}

export class AssigneeOptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jordan' }) username: string;
}

export class AssigneeListDto {
  @ApiProperty({
    type: [AssigneeOptionDto],
    description: "The active staff holding the 'inbox' permission, by username",
  })
  items: AssigneeOptionDto[];
}

export class SignInRecordDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Chrome 131 on Windows' })
  browser: string | null;
}

export class AdminUserActivityDto {
  @ApiProperty({ type: [SignInRecordDto], description: 'Newest first' })
  signIns: SignInRecordDto[];
  @ApiProperty({
    type: [AuditEntryDto],
    description: `Administrative actions on the account, newest first (${AUDIT_ACTIONS.filter((a) => a.startsWith('user.') || a === 'admin.sign-in-failed').join(', ')})`,
  })
  actions: AuditEntryDto[];
}
