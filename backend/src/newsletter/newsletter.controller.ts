import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AcceptsBody } from '../common/body-type';
import { MessageResponseDto } from '../common/error-response.dto';
import { Public } from '../common/access';
import { RateLimit } from '../common/rate-limit.decorator';
import { SubscribeDto, UnsubscribeDto, UnsubscribeQueryDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';
import { ApiAnswers, ApiCreatedAnswers } from '../common/api-answers';

@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @RateLimit({ limit: 10, windowMs: 15 * 60 * 1000 })
  @ApiOperation({ summary: 'Subscribe to the monthly newsletter; a welcome e-mail follows' })
  @ApiCreatedAnswers(MessageResponseDto, { invalid: true, tooMany: true })
  async subscribe(@Body() dto: SubscribeDto): Promise<MessageResponseDto> {
    await this.newsletter.subscribe(dto.email);
    return { message: "Thank you for subscribing! You'll hear from us once a month." };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimit({ limit: 30, windowMs: 15 * 60 * 1000 })
  @ApiOperation({
    summary: 'Unsubscribe with the token from an e-mail',
    description:
      'Takes the token as JSON `{token}` (the unsubscribe page) or as `?token=` with the form body ' +
      '`List-Unsubscribe=One-Click` (RFC 8058 one-click unsubscribe by mail clients).',
  })
  @AcceptsBody('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiAnswers(MessageResponseDto, { invalid: true })
  async unsubscribe(
    @Body() body: UnsubscribeDto,
    @Query() query: UnsubscribeQueryDto,
  ): Promise<MessageResponseDto> {
    await this.newsletter.unsubscribe(body?.token ?? query.token);
    return {
      message: 'You have been unsubscribed. You will not receive any more newsletter e-mails.',
    };
  }
}
