import { auditOriginOf } from '../audit/audit.service';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginNextStep } from '@bb/shared/two-factor';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../common/access';
import { CurrentUser } from '../common/current-user.decorator';
import { RateLimit } from '../common/rate-limit.decorator';
import { AUTH_LIMITS, AUTH_MESSAGES } from './auth-messages';
import {
  EmailDto,
  LoginDto,
  MessageDto,
  RegisterDto,
  ResetPasswordDto,
  SetPasswordDto,
  VerifyEmailDto,
} from './auth.dto';
import { AuthService, type VerifiedSignIn } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';
import { type PublicUser, sessionUser, type SessionUser } from './request-user';
import { SessionsService } from '../sessions/sessions.service';
import { LoginNextStepDto } from './two-factor/two-factor.dto';
import { SessionUserDto } from './user.dto';
import { ApiAnswers, ApiCreatedAnswers, RateLimitedPost } from '../common/api-answers';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Get('user')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user, and whether this session is their first sign-in' })
  @ApiOkResponse({ type: SessionUserDto })
  currentUser(@CurrentUser() user: PublicUser, @Req() req: Request): SessionUser {
    return sessionUser(req, user);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  // Added after RateLimit's guard (decorators apply bottom-up): the per-address limit runs first.
  @UseGuards(LocalAuthGuard)
  @RateLimit(AUTH_LIMITS.loginPerIp)
  @ApiOperation({
    summary: 'Sign in by username',
    description:
      'Starts a new session (new session id). Unverified accounts are refused with a message ' +
      "containing 'verify your email'; suspended accounts with their own message. With two-factor " +
      'sign-in on (or an administrator who must enrol in it) the answer is 202 with the next step ' +
      'and the session is only pending: POST /api/login/two-factor (or .../setup and .../enable) ' +
      'finishes it.',
  })
  @ApiAcceptedResponse({ type: LoginNextStepDto, description: 'A second step is needed' })
  @ApiAnswers(SessionUserDto, {
    invalid: true,
    unauthorized: 'Invalid username or password',
    forbidden: 'Unverified or suspended account',
    tooMany: true,
  })
  async login(
    // Read and checked by LocalAuthGuard (guards run before pipes); declared for the API document.
    @Body() _credentials: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser | LoginNextStep> {
    const answer = await this.auth.signIn(req.user as VerifiedSignIn, req);
    if ('nextStep' in answer) res.status(202);
    return answer;
  }

  @Post('register')
  @Public()
  @RateLimit(AUTH_LIMITS.registerPerIp)
  @ApiOperation({
    summary: 'Create a member account and sign in',
    description:
      'isAdmin in the payload is ignored: the account is never an administrator. Sends a ' +
      'verification e-mail.',
  })
  @ApiCreatedAnswers(SessionUserDto, {
    invalid: true,
    conflict: 'Username or e-mail taken',
    tooMany: true,
  })
  register(@Body() dto: RegisterDto, @Req() req: Request): Promise<SessionUser> {
    return this.auth.register(dto, req);
  }

  @Post('logout')
  @Public({ session: 'optional' })
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: the session ends' })
  @ApiOkResponse({ type: MessageDto })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageDto> {
    await this.sessions.end({ current: { req, res } });
    return { message: AUTH_MESSAGES.loggedOut };
  }

  @Public()
  @RateLimitedPost('forgot-password', AUTH_LIMITS.mailPerIp, {
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not an account has this address.',
    ok: MessageDto,
    errors: { invalid: true },
  })
  async forgotPassword(@Body() dto: EmailDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.forgotPassword(dto.email, req);
    return { message: AUTH_MESSAGES.forgotSent };
  }

  @Public()
  @RateLimitedPost('resend-verification', AUTH_LIMITS.mailPerIp, {
    summary: 'Mail a new verification link',
    description: 'Answers the same whether or not an unverified account has this address.',
    ok: MessageDto,
    errors: { invalid: true },
  })
  async resendVerification(@Body() dto: EmailDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.resendVerification(dto.email, req);
    return { message: AUTH_MESSAGES.resendSent };
  }

  @Public()
  @RateLimitedPost('verify-email', AUTH_LIMITS.tokenPerIp, {
    summary: 'Verify an e-mail address with the token of its link',
    description:
      "The link of a change of address (PATCH /api/user) makes that address the account's, " +
      'verified, and tells the previous one; 409 when another account has taken it meanwhile. ' +
      'The message says whether the account must now sign in or, followed while signed in to it, ' +
      'that its member area is open.',
    ok: MessageDto,
    errors: {
      invalid: 'Invalid or expired link',
      conflict: 'The new address is taken',
    },
  })
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<MessageDto> {
    const { outcome, userId } = await this.auth.verifyEmail(dto.token, auditOriginOf(req));
    if (outcome === 'changed') return { message: AUTH_MESSAGES.emailChanged };
    // Followed in the browser that is signed in to the account (just after registering): it needs
    // no sign-in, its member area is open now.
    const signedIn = req.currentUser?.id === userId;
    return { message: signedIn ? AUTH_MESSAGES.verifiedSignedIn : AUTH_MESSAGES.verified };
  }

  @Public()
  @RateLimitedPost('reset-password', AUTH_LIMITS.tokenPerIp, {
    summary: 'Set a new password with the token of a reset link',
    description: "Ends the user's other sessions.",
    ok: MessageDto,
    errors: { invalid: 'Invalid or expired link' },
  })
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.setPasswordWithToken(dto.token, dto.password, 'reset-password', req);
    return { message: AUTH_MESSAGES.resetDone };
  }

  @Public()
  @RateLimitedPost('set-password', AUTH_LIMITS.tokenPerIp, {
    summary: 'Set the password of an account an administrator prepared',
    description: 'Failures answer `{ statusCode, message }`.',
    ok: MessageDto,
    errors: { invalid: 'Invalid or expired link' },
  })
  async setPassword(@Body() dto: SetPasswordDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.setPasswordWithToken(dto.token, dto.password, 'set-password', req);
    return { message: AUTH_MESSAGES.setDone };
  }
}
