import { ACCOUNT_MESSAGES, ADMIN_PASSWORD_MIN } from '@bb/shared/accounts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsEmailAddress } from '../common/email';
import { IfSent, MaxChars } from '../common/form-fields';
import { USERNAME_MIN_LENGTH } from '../credentials/account-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../credentials/password-policy';
import { NewPassword } from '../credentials/password-rules';
import { Username } from '../credentials/account-fields';

/** The member's current password, to confirm a sensitive change. */
const CurrentPassword = () =>
  applyDecorators(
    IsNotEmpty({ message: 'Current password is required.' }),
    IsString({ message: 'Current password must be text.' }),
    MaxChars(PASSWORD_MAX_LENGTH, {
      message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    }),
  );

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'jordan', minLength: USERNAME_MIN_LENGTH })
  @IfSent()
  @Username()
  username?: string;

  @ApiPropertyOptional({
    example: 'jordan@example.org',
    description:
      'A new address waits (`pendingEmail`) until the link mailed to it is followed; the address in force stays until then.',
  })
  @IfSent()
  @IsEmailAddress()
  email?: string;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @CurrentPassword()
  currentPassword: string;

  @ApiProperty({
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `An administrator's needs at least ${ADMIN_PASSWORD_MIN} characters.`,
  })
  @NewPassword(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  newPassword: string;
}

export class DeleteAccountDto {
  @ApiProperty({ format: 'password', description: 'The current password, to confirm' })
  @CurrentPassword()
  password: string;
}

const Toggle = (label: string) =>
  applyDecorators(
    ApiPropertyOptional(),
    IsOptional(),
    IsBoolean({ message: `${label} must be true or false.` }),
  );

/**
 * The member's settings (spec 000 section 3). Two-factor authentication is not offered until
 * two-factor sign-in exists, so it is not a setting here.
 */
export class PreferencesDto {
  @Toggle('Email Notifications') emailNotifications?: boolean;
  @Toggle('Push Notifications') pushNotifications?: boolean;
  @Toggle('Marketing Emails') marketingEmails?: boolean;
  @Toggle('Dark Mode') darkMode?: boolean;
}

export class PreferencesResponseDto {
  @ApiProperty() emailNotifications: boolean;
  @ApiProperty() pushNotifications: boolean;
  @ApiProperty() marketingEmails: boolean;
  @ApiProperty() darkMode: boolean;
}
