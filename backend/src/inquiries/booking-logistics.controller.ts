import type { AdminSpeakingRequest } from '@bb/shared/admin';
import { Body, Get, Header, Patch, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { IdParam } from '../common/id.pipe';
import { BookingLogisticsService } from './booking-logistics.service';
import { AdminSpeakingRequestDto, BookingLogisticsDto } from './inquiries.admin.dto';
import { InquiryInboxService } from './inquiry-inbox.service';
import { ApiRecordAnswers, AdminApiController } from '../common/api-answers';

/** A speaking request's booking logistics and calendar file (docs/admin-api.md). */
@AdminApiController('admin/speaking-requests', 'inbox')
export class BookingLogisticsController {
  constructor(
    private readonly logistics: BookingLogisticsService,
    private readonly inbox: InquiryInboxService,
  ) {}

  @Patch(':id/logistics')
  @ApiOperation({
    summary: 'Set a booking’s date, times, place or video link and internal fee note',
    description:
      'Any of the fields; null or blank clears one. Times are 24-hour HH:MM at the venue; an end ' +
      'time needs a start time and comes after it. Nobody is told (the member sees the time and ' +
      'place under My Bookings; the confirmation e-mail carries the calendar file). Audited when ' +
      'something changed. Answers the request.',
  })
  @ApiRecordAnswers(AdminSpeakingRequestDto)
  async setLogistics(
    @IdParam('speaking request') id: string,
    @Body() dto: BookingLogisticsDto,
    @Actor() actor: AuditActor,
  ): Promise<AdminSpeakingRequest> {
    await this.logistics.set(id, dto, actor);
    return this.inbox.item('speaking-request', id);
  }

  @Get(':id/calendar')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The booking as a calendar file (.ics)',
    description:
      'iCalendar (RFC 5545): the event date with its start and end at the venue (floating local ' +
      'times; an hour when only the start is set; all day without a start), the place or video ' +
      'link. 409 while the request has no event date.',
  })
  @ApiProduces('text/calendar')
  @ApiRecordAnswers(
    { description: 'An .ics file (Content-Disposition: attachment)', type: String },
    { conflict: true },
  )
  async calendar(
    @IdParam('speaking request') id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { fileName, content } = await this.logistics.calendar(id);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return content;
  }
}
