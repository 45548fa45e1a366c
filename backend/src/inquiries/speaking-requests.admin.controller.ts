import type {
  AdminSpeakingRequest,
  InboxPage,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import type { SpeakingRequestStatus } from '@bb/shared/inquiries';
import { Body, Controller, Get, Header, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AdminOnly } from '../common/access';
import { ErrorResponseDto } from '../common/error-response.dto';
import { IdParam } from '../common/id.pipe';
import { withAssignee } from '../common/inbox-list';
import {
  AdminSpeakingRequestDetailDto,
  AdminSpeakingRequestDto,
  AdminSpeakingRequestPageDto,
  SpeakingRequestFilterQueryDto,
  SpeakingRequestListQueryDto,
  SpeakingRequestStatusDto,
} from './inquiries.admin.dto';
import { InquiriesAdminService } from './inquiries.admin.service';
import { AdminReplyDto, ThreadEntryDto } from './inquiry-thread.dto';
import { StatusNoticePreviewDto } from './status-notice.dto';

/** Speaking requests in the admin panel (docs/admin-api.md). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/speaking-requests')
export class SpeakingRequestsAdminController {
  constructor(private readonly inquiries: InquiriesAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Speaking requests matching the search and status, newest first, one page',
    description:
      'Without page parameters, the first page (20). `counts` covers every request, whatever the filters.',
  })
  @ApiOkResponse({ type: AdminSpeakingRequestPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(
    @Query() query: SpeakingRequestListQueryDto,
    @Actor() actor: AuditActor,
  ): Promise<InboxPage<AdminSpeakingRequest, SpeakingRequestStatus>> {
    return this.inquiries.speakingRequests(withAssignee(query, actor.user.id));
  }

  // Before the routes with an id.
  @Get('export')
  @ApiOperation({
    summary:
      'Every speaking request matching the search and status, as CSV (speaking-requests-YYYY-MM-DD.csv)',
    description:
      'Columns Received, Status, Organization, Contact Person, Email, Event Type, Event Date, ' +
      "Audience Size, Budget, Message (labels, dates 'MMM d, yyyy', UTC); newest first; streamed; " +
      'escaped like the users export (RFC 4180, formula-safe).',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file (Content-Disposition: attachment)', type: String })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  export(
    @Query() query: SpeakingRequestFilterQueryDto,
    @Res() res: Response,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.inquiries.exportSpeakingRequests(withAssignee(query, actor.user.id), res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One speaking request with its thread of replies, oldest first' })
  @ApiOkResponse({ type: AdminSpeakingRequestDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed id' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  detail(@IdParam('speaking request') id: string): Promise<WithThread<AdminSpeakingRequest>> {
    return this.inquiries.speakingRequest(id);
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status of a speaking request',
    description:
      'Any status may follow any other. A change is e-mailed to the request’s address and, when the ' +
      'request is a member’s, put in their inbox (the e-mail only if their Email Notifications are ' +
      'on), with the personal line `note` above its text, unless `notify` is false; what is sent ' +
      'joins the request’s thread. Written to the audit trail, all in one transaction. The same ' +
      'status again changes nothing and tells nobody. Answers the request.',
  })
  @ApiOkResponse({ type: AdminSpeakingRequestDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  setStatus(
    @IdParam('speaking request') id: string,
    @Body() dto: SpeakingRequestStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<AdminSpeakingRequest> {
    return this.inquiries.setSpeakingStatus(id, dto, actor);
  }

  @Post(':id/status-notice')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview what a status change would send',
    description:
      'The change itself, made and rolled back: the e-mail it would send (address, subject, text), ' +
      'or null, and whether a message would go to the member’s inbox. Nothing is stored or sent.',
  })
  @ApiOkResponse({ type: StatusNoticePreviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  previewStatus(
    @IdParam('speaking request') id: string,
    @Body() dto: SpeakingRequestStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<StatusNoticePreview> {
    return this.inquiries.previewSpeakingStatus(id, dto, actor);
  }

  @Post(':id/reply')
  @ApiOperation({
    summary: 'Reply to a speaking request',
    description:
      'Adds the reply to the request’s thread, e-mails it to the request’s address (Reply-To: the ' +
      'organisation) and, for a member’s request, puts it in their inbox, where they can answer it ' +
      '(their answer joins the thread). Audited. Answers the new thread entry.',
  })
  @ApiCreatedResponse({ type: ThreadEntryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  reply(
    @IdParam('speaking request') id: string,
    @Body() dto: AdminReplyDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.inquiries.replyToSpeakingRequest(id, dto.message, actor);
  }
}
