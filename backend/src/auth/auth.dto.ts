import { ACCOUNT_MESSAGES, ADMIN_PASSWORD_MIN } from '@bb/shared/accounts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../common/email';
import { MaxChars, OneLine } from '../common/form-fields';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SET_PASSWORD_MIN_LENGTH,
} from '../credentials/password-policy';
import { NewPassword } from '../credentials/password-rules';
import { GivenPassword, USERNAME_DOC, Username } from '../credentials/account-fields';

/**
 * Rules checked in the order written (stacked decorators would run bottom-up); with the global
 * stopAtFirstError the first failing one is the field's message.
 */
const CheckedInOrder = (...rules: PropertyDecorator[]) => applyDecorators(...rules);

export class LoginDto {
  @ApiProperty({ example: 'jordan' })
  @OneLine()
  @CheckedInOrder(
    IsNotEmpty({ message: 'Username is required' }),
    IsString({ message: 'Username must be text.' }),
    MaxChars(254, { message: 'Username must be at most 254 characters.' }),
  )
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', format: 'password' })
  @GivenPassword()
  password: string;
}

export class RegisterDto {
  @ApiProperty(USERNAME_DOC)
  @Username()
  username: string;

  @ApiProperty({ example: 'jordan@example.org' })
  @IsEmailAddress()
  email: string;

  @ApiProperty({
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Not one of the most common passwords.',
  })
  @NewPassword(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  password: string;

  @ApiPropertyOptional({
    description: 'Accepted for compatibility and ignored: registration always creates a member.',
  })
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false.' })
  isAdmin?: boolean;
}

export class EmailDto {
  @ApiProperty({ example: 'jordan@example.org' })
  @IsEmailAddress()
  email: string;
}

/** The secret of an e-mail link: required (with the form's message), text, of sane length. */
const TokenField = (missing: string) =>
  applyDecorators(
    IsNotEmpty({ message: missing }),
    IsString({ message: 'The token must be text.' }),
    MaxLength(200, { message: 'The token is not valid.' }),
  );

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the link in the verification e-mail' })
  @TokenField('Verification token is missing. Please use the link from your email.')
  token: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the link in the password reset e-mail' })
  @TokenField('Password reset token is missing. Please use the link from your email.')
  token: string;

  @ApiProperty({
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `An administrator's account needs at least ${ADMIN_PASSWORD_MIN} characters.`,
  })
  @NewPassword(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  password: string;
}

export class SetPasswordDto {
  @ApiProperty({ description: 'The token of the link in the e-mail an administrator had sent' })
  @TokenField('Password setup token is missing. Please use the link from your email.')
  token: string;

  @ApiProperty({
    format: 'password',
    minLength: SET_PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  })
  @NewPassword(SET_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.setPasswordTooShort)
  password: string;
}

export class MessageDto {
  @ApiProperty({ example: 'Verification email sent! Please check your inbox.' })
  message: string;
}
