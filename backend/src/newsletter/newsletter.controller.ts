import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AcceptsBody } from '../common/body-type';
import { MessageResponseDto } from '../common/error-response.dto';
import { Public } from '../common/access';
import { RateLimit } from '../common/rate-limit.decorator';
import { NEWSLETTER_MESSAGES } from '@bb/shared/newsletter-consent';
import { ConfirmDto, SubscribeDto, UnsubscribeDto, UnsubscribeQueryDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';
import { ApiAnswers, ApiCreatedAnswers } from '../common/api-answers';

@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @RateLimit({ limit: 10, windowMs: 15 * 60 * 1000 })
  @ApiOperation({
    summary: 'Sign up for the monthly newsletter; a confirmation e-mail follows',
    description:
      'Stores a pending subscription with its consent and e-mails a confirmation link (valid 7 ' +
      'days); the welcome follows the confirmation (POST /api/newsletter/confirm). The answer is ' +
      'the same whether or not the address was known; a confirmed address gets no e-mail, a ' +
      'pending one at most one new link every 10 minutes.',
  })
  @ApiCreatedAnswers(MessageResponseDto, { invalid: true, tooMany: true })
  async subscribe(@Body() dto: SubscribeDto): Promise<MessageResponseDto> {
    await this.newsletter.subscribe(dto.email);
    return { message: NEWSLETTER_MESSAGES.subscribed };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit({ limit: 30, windowMs: 15 * 60 * 1000 })
  @ApiOperation({
    summary: 'Confirm a sign-up with the token from its confirmation e-mail; the welcome follows',
    description:
      'Confirming again with the same link answers the same and sends nothing more. An unknown ' +
      'or expired link (or that of an address unsubscribed since) is a 400.',
  })
  @ApiAnswers(MessageResponseDto, { invalid: true, tooMany: true })
  async confirm(@Body() dto: ConfirmDto): Promise<MessageResponseDto> {
    await this.newsletter.confirm(dto.token);
    return { message: NEWSLETTER_MESSAGES.confirmed };
  }

  // No per-address limit on the route: mail providers send every reader's one-click POST from a
  // few servers of their own, so a valid token always works; only invalid ones are counted
  // (NewsletterService.unsubscribe).
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe with the token from an e-mail',
    description:
      'Takes the token as JSON `{token}` (the unsubscribe page) or as `?token=` with the form body ' +
      '`List-Unsubscribe=One-Click` (RFC 8058 one-click unsubscribe by mail clients). A valid ' +
      'token always works, however many come from one address (a mail provider sends its ' +
      "readers' one-click requests from a few servers); a client address that sent 30 invalid " +
      'tokens in 15 minutes gets 429 for its further invalid ones.',
  })
  @AcceptsBody('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiAnswers(MessageResponseDto, {
    invalid: true,
    tooMany: 'Too many invalid tokens from this client address: wait and try again',
  })
  async unsubscribe(
    @Body() body: UnsubscribeDto,
    @Query() query: UnsubscribeQueryDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    await this.newsletter.unsubscribe(body?.token ?? query.token, req.ip ?? '');
    return {
      message: 'You have been unsubscribed. You will not receive any more newsletter e-mails.',
    };
  }
}
