import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrolled,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@bb/shared/two-factor';
import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { auditOriginOf } from '../../audit/audit.service';
import { Public, SignedIn } from '../../common/access';
import { CurrentUser } from '../../common/current-user.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import { RateLimit } from '../../common/rate-limit.decorator';
import { AUTH_LIMITS } from '../auth-messages';
import type { PublicUser, SessionUser } from '../request-user';
import { SessionUserDto } from '../user.dto';
import {
  TotpCodeDto,
  TwoFactorCodeDto,
  TwoFactorDisableDto,
  TwoFactorEnrolledDto,
  TwoFactorRecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';
import { ApiAnswers, RateLimitedPost } from '../../common/api-answers';

/** Requests per client address to the routes that take a code or make a key. */
const CODE_ROUTE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

/** The second step of a sign-in (after POST /api/login answered 202). */
@ApiTags('auth')
@Public({ session: 'pending-sign-in' })
@Controller('login/two-factor')
export class TwoFactorSignInController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post()
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.loginPerIp)
  @ApiOperation({
    summary: 'Finish a sign-in with a 6-digit code or a recovery code',
    description:
      'Needs the pending sign-in of POST /api/login (202, nextStep "two-factor"); on success the ' +
      'session starts (new session id). A code is accepted once; a recovery code once ever. After ' +
      'TWO_FACTOR_ATTEMPTS wrong codes the pending sign-in ends (401) and the password is needed again.',
  })
  @ApiAnswers(SessionUserDto, {
    invalid: true,
    unauthorized: 'Wrong or used code, too many wrong codes, or no pending sign-in',
    tooMany: true,
  })
  signIn(@Body() dto: TwoFactorCodeDto, @Req() req: Request): Promise<SessionUser> {
    return this.twoFactor.signInWithCode(req, dto.code);
  }

  @RateLimitedPost('setup', CODE_ROUTE_LIMIT, {
    summary: 'A new key for the enrolment an administrator must do before signing in',
    description:
      'Needs the pending sign-in of POST /api/login (202, nextStep "two-factor-enrolment"). The key ' +
      'is kept in the session until POST /api/login/two-factor/enable confirms it.',
    ok: TwoFactorSetupDto,
    errors: { unauthorized: 'No pending sign-in' },
  })
  setup(@Req() req: Request): Promise<TwoFactorSetup> {
    return this.twoFactor.enrolmentSetup(req);
  }

  @RateLimitedPost('enable', AUTH_LIMITS.loginPerIp, {
    summary: 'Confirm the enrolment with a first code: two-factor is on and the session starts',
    ok: TwoFactorEnrolledDto,
    errors: {
      invalid: 'Invalid code, or no fresh key',
      unauthorized: 'Wrong code, too many wrong codes, or no pending sign-in',
    },
  })
  enable(@Body() dto: TotpCodeDto, @Req() req: Request): Promise<TwoFactorEnrolled> {
    return this.twoFactor.finishEnrolment(req, dto.code);
  }
}

/** The signed-in user's own two-factor sign-in (My Settings > Security). */
@ApiTags('account')
@SignedIn()
@Controller('user/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, since when, recovery codes left' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: PublicUser): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user.id);
  }

  @RateLimitedPost('setup', CODE_ROUTE_LIMIT, {
    summary: 'A new key (QR code and text), kept in the session for 10 minutes',
    description: 'Nothing changes on the account until POST /api/user/two-factor/enable.',
    ok: TwoFactorSetupDto,
    errors: { conflict: 'Already on' },
  })
  setup(@CurrentUser() user: PublicUser, @Req() req: Request): Promise<TwoFactorSetup> {
    return this.twoFactor.setup(req, user.id);
  }

  @RateLimitedPost('enable', CODE_ROUTE_LIMIT, {
    summary: 'Turn two-factor sign-in on with a first code of the new key',
    description: 'Answers the recovery codes, shown once. The owner is e-mailed.',
    ok: TwoFactorRecoveryCodesDto,
    errors: {
      invalid: 'Wrong code, or no fresh key',
      conflict: 'Already on',
    },
  })
  async enable(
    @CurrentUser() user: PublicUser,
    @Req() req: Request,
    @Body() dto: TotpCodeDto,
  ): Promise<TwoFactorRecoveryCodes> {
    return { recoveryCodes: await this.twoFactor.enable(req, user.id, dto.code) };
  }

  @RateLimitedPost('recovery-codes', CODE_ROUTE_LIMIT, {
    summary: 'A fresh set of recovery codes (the old ones stop working)',
    ok: TwoFactorRecoveryCodesDto,
    errors: {
      invalid: 'Wrong or used code',
      conflict: 'Not on',
    },
  })
  async recoveryCodes(
    @CurrentUser() user: PublicUser,
    @Body() dto: TotpCodeDto,
    @Req() req: Request,
  ): Promise<TwoFactorRecoveryCodes> {
    return {
      recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(
        user.id,
        dto.code,
        auditOriginOf(req),
      ),
    };
  }

  @RateLimitedPost('disable', CODE_ROUTE_LIMIT, {
    summary: 'Turn two-factor sign-in off (password and a code)',
    description:
      'A wrong password answers 401 like POST /api/user/password. The owner is e-mailed.',
    ok: MessageResponseDto,
    errors: {
      invalid: 'Wrong or used code',
      forbidden: 'An administrator while the organisation requires it',
      conflict: 'Not on',
    },
  })
  async disable(
    @CurrentUser() user: PublicUser,
    @Body() dto: TwoFactorDisableDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    await this.twoFactor.disable(user.id, dto.password, dto.code, auditOriginOf(req));
    return { message: TWO_FACTOR_MESSAGES.turnedOff };
  }
}
