import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import {
  ADMIN_NOTES_MAX,
  AUDIT_ACTIONS,
  USER_ROLE_FILTERS,
  USER_STATUS_FILTERS,
  type UserRoleFilter,
  type UserStatusFilter,
} from '@bb/shared/admin';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MinLength,
} from 'class-validator';
import { AuditEntryDto } from '../audit/audit.dto';
import { IsEmailAddress } from '../common/email';
import { IfSent, MaxChars, NullableText } from '../common/form-fields';
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERNAME_PATTERN_MESSAGE,
} from './account-rules';

const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A username with registration's rules, checked in this order (the first failure is the message). */
const Username = () =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: ACCOUNT_MESSAGES.usernameRequired }),
    IsString({ message: 'Username must be text.' }),
    MinLength(USERNAME_MIN_LENGTH, { message: ACCOUNT_MESSAGES.usernameTooShort }),
    MaxChars(USERNAME_MAX_LENGTH, {
      message: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`,
    }),
    Matches(USERNAME_PATTERN, { message: USERNAME_PATTERN_MESSAGE }),
  );

/** A switch of the account: true or false; when sent, null is refused like any other wrong value. */
const Switch = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IfSent(),
    IsBoolean({ message: `${label} must be true or false.` }),
  );

const USERNAME_DOC = {
  example: 'jordan',
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  description: 'Letters, numbers, dots, hyphens and underscores; unique without regard to case.',
};

/** POST /api/admin/users */
export class CreateAdminUserDto {
  @ApiProperty(USERNAME_DOC)
  @Username()
  username: string;

  @ApiProperty({ example: 'jordan@example.org', description: 'Unique without regard to case.' })
  @IsEmailAddress()
  email: string;

  @ApiPropertyOptional({ default: false, description: 'Make the account an administrator.' })
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

/** GET /api/admin/users/export: the table's search and filters. */
export class UserExportQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Text in the username or e-mail address' })
  @IsOptional()
  @applyDecorators(
    IsString({ message: 'Search must be text.' }),
    MaxChars(200, { message: 'Search must be at most 200 characters.' }),
  )
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLE_FILTERS, default: 'all' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(USER_ROLE_FILTERS, { message: `Role must be one of: ${USER_ROLE_FILTERS.join(', ')}.` })
  role?: UserRoleFilter;

  @ApiPropertyOptional({ enum: USER_STATUS_FILTERS, default: 'all' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(USER_STATUS_FILTERS, {
    message: `Status must be one of: ${USER_STATUS_FILTERS.join(', ')}.`,
  })
  status?: UserStatusFilter;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jordan' }) username: string;
  @ApiProperty({ example: 'jordan@example.org' }) email: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty() suspended: boolean;
  @ApiProperty({ description: 'False until the owner of a prepared account has set a password' })
  hasPassword: boolean;
  @ApiProperty({ description: 'Two-factor sign-in is on (an administrator can reset it)' })
  twoFactorEnabled: boolean;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginAt: string | null;
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
