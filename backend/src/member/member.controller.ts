import { Body, Controller, Get, Header, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicUser } from '../auth/request-user';
import { MemberOnly } from '../common/access';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParam } from '../common/id.pipe';
import { RateLimit } from '../common/rate-limit.decorator';
import { INQUIRY_RATE_LIMIT, INQUIRY_RATE_WINDOW_MS } from '../inquiries/inquiry-options';
import {
  MemberBookingDto,
  MemberConversationItemDto,
  MemberMessageDto,
  MemberSummaryDto,
  ReplyDto,
  UpdateBookingDto,
} from './member.dto';
import { MemberService } from './member.service';
import { ApiAnswers, ApiCreatedAnswers, ApiRecordAnswers } from '../common/api-answers';

/** The member area (docs/member-api.md): a signed-in member with a verified e-mail address. */
@ApiTags('member area')
@MemberOnly()
@Controller('my')
export class MemberController {
  constructor(private readonly member: MemberService) {}

  @Get('bookings')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's speaking requests, newest first" })
  @ApiOkResponse({ type: [MemberBookingDto] })
  bookings(@CurrentUser() user: PublicUser): Promise<MemberBookingDto[]> {
    return this.member.bookings(user);
  }

  @Get('bookings/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One of the member’s speaking requests' })
  @ApiAnswers(MemberBookingDto, { invalid: 'Malformed id', notFound: 'Not one of the member’s' })
  booking(
    @CurrentUser() user: PublicUser,
    @IdParam('booking') id: string,
  ): Promise<MemberBookingDto> {
    return this.member.booking(user, id);
  }

  @Patch('bookings/:id')
  @ApiOperation({
    summary: 'Change a pending speaking request',
    description:
      'Only the fields sent change; null clears an optional one. Only while the status is pending ' +
      '(409 otherwise). The organisation receives a notification e-mail of the change.',
  })
  @ApiRecordAnswers(MemberBookingDto, { conflict: 'No longer pending' })
  updateBooking(
    @CurrentUser() user: PublicUser,
    @IdParam('booking') id: string,
    @Body() dto: UpdateBookingDto,
  ): Promise<MemberBookingDto> {
    return this.member.updateBooking(user, id, dto);
  }

  @Get('messages')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's inbox, newest first, with their replies" })
  @ApiOkResponse({ type: [MemberMessageDto] })
  messages(@CurrentUser() user: PublicUser): Promise<MemberMessageDto[]> {
    return this.member.messagesOf(user);
  }

  @Get('conversations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The member's conversations, latest activity first",
    description:
      'One item per inquiry the inbox is about (the inquiry, the replies both ways, the status ' +
      'news; never internal notes), and each message about no inquiry as it is. The routes of ' +
      'a message (read, reply) take the id of any message of a conversation.',
  })
  @ApiOkResponse({ type: [MemberConversationItemDto] })
  conversations(@CurrentUser() user: PublicUser): Promise<MemberConversationItemDto[]> {
    return this.member.conversations(user);
  }

  @Post('messages/:id/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a message read (idempotent)',
    description: 'A message about an inquiry marks its whole conversation read.',
  })
  @ApiRecordAnswers(MemberMessageDto, { invalid: 'Malformed id' })
  markRead(
    @CurrentUser() user: PublicUser,
    @IdParam('message') id: string,
  ): Promise<MemberMessageDto> {
    return this.member.markRead(user, id);
  }

  @Post('messages/:id/reply')
  @RateLimit({ limit: INQUIRY_RATE_LIMIT, windowMs: INQUIRY_RATE_WINDOW_MS })
  @ApiOperation({
    summary: 'Reply to a message',
    description:
      'Stored as a contact message (general) linked to the member and the thread; the organisation ' +
      'receives the contact notification e-mail. Answers the thread with the new reply.',
  })
  @ApiCreatedAnswers(MemberMessageDto, { invalid: true, notFound: true, tooMany: true })
  reply(
    @CurrentUser() user: PublicUser,
    @IdParam('message') id: string,
    @Body() dto: ReplyDto,
  ): Promise<MemberMessageDto> {
    return this.member.reply(user, id, dto.message);
  }

  @Get('summary')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The dashboard's figures and the bell's count" })
  @ApiOkResponse({ type: MemberSummaryDto })
  summary(@CurrentUser() user: PublicUser): Promise<MemberSummaryDto> {
    return this.member.summary(user);
  }
}
