import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Patch,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MessageDto } from '../auth/auth.dto';
import type { PublicUser } from '../auth/request-user';
import { destroySession, sessionCookieName } from '../auth/session';
import { UserDto } from '../auth/user.dto';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit.decorator';
import { APP_CONFIG, type AppConfig } from '../config/config';
import {
  ChangePasswordDto,
  DeleteAccountDto,
  PreferencesDto,
  PreferencesResponseDto,
  UpdateProfileDto,
} from './account.dto';
import { ACCOUNT_MESSAGES, AccountService, Preferences } from './account.service';

/** Confirmations with the password: limited like sign-in, per client address. */
const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** The signed-in member's own account (every route needs a session: the global guard). */
@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' })
@Controller('user')
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly account: AccountService,
  ) {}

  @Patch()
  @ApiOperation({
    summary: 'Change username and/or e-mail',
    description: 'A new e-mail address is unverified and receives a verification link.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  update(@Req() req: Request, @Body() dto: UpdateProfileDto): Promise<PublicUser> {
    return this.account.updateProfile(req.currentUser!.id, dto);
  }

  @Post('password')
  @HttpCode(200)
  @RateLimit(PASSWORD_CHECK_LIMIT)
  @ApiOperation({
    summary: 'Change the password (current + new)',
    description: "Ends the member's other sessions.",
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async changePassword(@Req() req: Request, @Body() dto: ChangePasswordDto): Promise<MessageDto> {
    await this.account.changePassword(req.currentUser!.id, dto, req);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  @Get('preferences')
  @ApiOperation({ summary: "The member's settings" })
  @ApiOkResponse({ type: PreferencesResponseDto })
  preferences(@Req() req: Request): Promise<Preferences> {
    return this.account.preferences(req.currentUser!.id);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Change settings (only the fields sent)' })
  @ApiOkResponse({ type: PreferencesResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  updatePreferences(@Req() req: Request, @Body() dto: PreferencesDto): Promise<Preferences> {
    return this.account.updatePreferences(req.currentUser!.id, dto);
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download Your Data: everything stored about the member, as JSON' })
  @ApiOkResponse({ description: 'A JSON file (Content-Disposition: attachment)' })
  async export(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const data = await this.account.export(req.currentUser!.id);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete()
  @HttpCode(200)
  @RateLimit(PASSWORD_CHECK_LIMIT)
  @ApiOperation({ summary: 'Delete the account (confirmed with the password)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async delete(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() dto: DeleteAccountDto,
  ): Promise<MessageDto> {
    await this.account.deleteAccount(req.currentUser!.id, dto.password);
    await destroySession(req);
    res.clearCookie(sessionCookieName(this.config), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
    });
    return { message: ACCOUNT_MESSAGES.deleted };
  }
}
