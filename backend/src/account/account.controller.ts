import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MessageDto } from '../auth/auth.dto';
import type { PublicUser } from '../auth/request-user';
import { SessionsService } from '../sessions/sessions.service';
import { colorModeOf } from '../sessions/color-mode';
import { SignedIn } from '../common/access';
import { CurrentUser } from '../common/current-user.decorator';
import { UserDto } from '../auth/user.dto';
import { RateLimit } from '../common/rate-limit.decorator';
import {
  ChangePasswordDto,
  DeleteAccountDto,
  PreferencesDto,
  PreferencesResponseDto,
  UpdateProfileDto,
} from './account.dto';
import { ACCOUNT_MESSAGES, AccountService, Preferences } from './account.service';
import { ApiAnswers, RateLimitedPost } from '../common/api-answers';

/** Confirmations with the password: limited like sign-in, per client address. */
const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** The signed-in member's own account (every route needs a session: the global guard). */
@ApiTags('account')
@SignedIn()
@Controller('user')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
  ) {}

  @Patch()
  @ApiOperation({
    summary: 'Change the username and/or ask for a new e-mail address',
    description:
      'The username changes at once. A new e-mail address waits as `pendingEmail`: a confirmation ' +
      'link goes to it and a notice to the address in force, which stays (verified as before) ' +
      'until the link is followed (POST /api/verify-email). Sending the current address changes ' +
      'nothing; another address replaces the waiting one. Changes of address are rate-limited ' +
      '(3 per account an hour, 10 per client address in 15 minutes, with Resend).',
  })
  @ApiAnswers(UserDto, { invalid: true, conflict: 'Username or e-mail taken', tooMany: true })
  update(
    @CurrentUser() user: PublicUser,
    @Body() dto: UpdateProfileDto,
    @Req() req: Request,
  ): Promise<PublicUser> {
    return this.account.updateProfile(user.id, dto, req);
  }

  @Post('email-change/resend')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail the link of the waiting change of e-mail address again',
    description: 'Only the newest link works. Rate-limited with the changes of address.',
  })
  @ApiAnswers(MessageDto, { conflict: 'No change of address is waiting', tooMany: true })
  async resendEmailChange(
    @CurrentUser() user: PublicUser,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.account.resendEmailChange(user.id, req);
    return { message: ACCOUNT_MESSAGES.emailChangeResent };
  }

  @Delete('email-change')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel the waiting change of e-mail address',
    description: 'Its link stops working; the address in force stays.',
  })
  @ApiAnswers(UserDto, { conflict: 'No change of address is waiting' })
  cancelEmailChange(@CurrentUser() user: PublicUser): Promise<PublicUser> {
    return this.account.cancelEmailChange(user.id);
  }

  @RateLimitedPost('password', PASSWORD_CHECK_LIMIT, {
    summary: 'Change the password (current + new)',
    description: "Ends the member's other sessions.",
    ok: MessageDto,
    errors: { invalid: true },
  })
  async changePassword(
    @CurrentUser() user: PublicUser,
    @Req() req: Request,
    @Body() dto: ChangePasswordDto,
  ): Promise<MessageDto> {
    await this.account.changePassword(user.id, dto, req);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  @Get('preferences')
  @ApiOperation({ summary: "The member's settings" })
  @ApiOkResponse({ type: PreferencesResponseDto })
  preferences(@CurrentUser() user: PublicUser): Promise<Preferences> {
    return this.account.preferences(user.id);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Change settings (only the fields sent)' })
  @ApiAnswers(PreferencesResponseDto, { invalid: true })
  async updatePreferences(
    @CurrentUser() user: PublicUser,
    @Body() dto: PreferencesDto,
    @Req() req: Request,
  ): Promise<Preferences> {
    const preferences = await this.account.updatePreferences(user.id, dto);
    // This answer's signed-in hint already names the new colour mode (sessions/signed-in-hint.ts).
    req.colorMode = colorModeOf(preferences);
    return preferences;
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download Your Data: everything stored about the member, as JSON' })
  @ApiOkResponse({ description: 'A JSON file (Content-Disposition: attachment)' })
  async export(@CurrentUser() user: PublicUser, @Res({ passthrough: true }) res: Response) {
    const data = await this.account.export(user.id);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete()
  @HttpCode(200)
  @RateLimit(PASSWORD_CHECK_LIMIT)
  @ApiOperation({
    summary: 'Delete the account (confirmed with the password)',
    description:
      'A confirmation e-mail goes to the address the account had, queued with the deletion. 409 ' +
      'for the only active administrator.',
  })
  @ApiAnswers(MessageDto, {
    invalid: true,
    conflict: 'The only active administrator',
    tooMany: true,
  })
  async delete(
    @CurrentUser() user: PublicUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() dto: DeleteAccountDto,
  ): Promise<MessageDto> {
    const email = await this.account.deleteAccount(user.id, dto.password);
    await this.sessions.end({ current: { req, res } });
    return { message: ACCOUNT_MESSAGES.deleted(email) };
  }
}
