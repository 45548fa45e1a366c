import {
  type LoginNextStep,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_MESSAGES,
  type TwoFactorCodeBody,
  type TwoFactorDisableBody,
  type TwoFactorEnrolled,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@bb/shared/two-factor';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { SessionUserDto } from '../user.dto';
import { GivenPassword } from '../../credentials/account-fields';

/**
 * A code as typed: spaces and hyphens people add are tolerated ("123 456", "X7K2M 9QP4D"), letters
 * compared lower-case, and a recovery code typed without its hyphen gets it back.
 */
const NormalisedCode = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const compact = value.replace(/[\s-]/g, '').toLowerCase();
    return /^[a-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
  });

const SIX_DIGITS_OR_RECOVERY = new RegExp(
  `^(\\d{6}|${RECOVERY_CODE_PATTERN.source.slice(1, -1)})$`,
);

/** A code field: required, text, and a 6-digit code (or, with `recovery`, a recovery code). */
const CodeField = (recovery: boolean) =>
  applyDecorators(
    NormalisedCode(),
    IsNotEmpty({ message: TWO_FACTOR_MESSAGES.codeRequired }),
    IsString({
      message: recovery ? TWO_FACTOR_MESSAGES.codeFormat : TWO_FACTOR_MESSAGES.codeNeeded,
    }),
    recovery
      ? Matches(SIX_DIGITS_OR_RECOVERY, { message: TWO_FACTOR_MESSAGES.codeFormat })
      : Matches(/^\d{6}$/, { message: TWO_FACTOR_MESSAGES.codeNeeded }),
  );

/** A 6-digit code or a recovery code. */
export class TwoFactorCodeDto implements TwoFactorCodeBody {
  @ApiProperty({
    example: '123456',
    description: 'A 6-digit code from the authenticator app, or a recovery code ("x7k2m-9qp4d")',
  })
  @CodeField(true)
  code: string;
}

/** A 6-digit code from the authenticator app (no recovery code). */
export class TotpCodeDto implements TwoFactorCodeBody {
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' })
  @CodeField(false)
  code: string;
}

export class TwoFactorDisableDto implements TwoFactorDisableBody {
  @ApiProperty({ example: 'correct horse battery staple', format: 'password' })
  @GivenPassword()
  password: string;

  @ApiProperty({ example: '123456', description: 'A 6-digit code or a recovery code' })
  @CodeField(true)
  code: string;
}

export class LoginNextStepDto implements LoginNextStep {
  @ApiProperty({ enum: ['two-factor', 'two-factor-enrolment'] })
  nextStep: LoginNextStep['nextStep'];
  @ApiProperty({ example: TWO_FACTOR_MESSAGES.codeNeeded }) message: string;
}

export class TwoFactorStatusDto implements TwoFactorStatus {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabledAt: string | null;
  @ApiProperty({ minimum: 0, maximum: RECOVERY_CODE_COUNT }) recoveryCodesLeft: number;
  @ApiProperty({
    description: 'An administrator while the organisation requires it: cannot be turned off',
  })
  required: boolean;
}

export class TwoFactorSetupDto implements TwoFactorSetup {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The key in base32' })
  secret: string;
  @ApiProperty({ example: 'otpauth://totp/Building%20Bridges:jordan?secret=...' })
  otpauthUrl: string;
  @ApiProperty({ example: 'data:image/svg+xml;base64,...', description: 'QR code of otpauthUrl' })
  qrCode: string;
}

export class TwoFactorRecoveryCodesDto implements TwoFactorRecoveryCodes {
  @ApiProperty({
    type: [String],
    example: ['x7k2m-9qp4d'],
    description: `${RECOVERY_CODE_COUNT} codes, shown once`,
  })
  recoveryCodes: string[];
}

export class TwoFactorEnrolledDto extends TwoFactorRecoveryCodesDto implements TwoFactorEnrolled {
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
}
