import type {
  AdminPartnership,
  InboxPage,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import type { PartnershipStatus } from '@bb/shared/partnerships';
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
import { AdminReplyDto, ThreadEntryDto } from '../inquiries/inquiry-thread.dto';
import { StatusNoticePreviewDto } from '../inquiries/status-notice.dto';
import {
  AdminPartnershipDetailDto,
  AdminPartnershipDto,
  AdminPartnershipPageDto,
  PartnershipFilterQueryDto,
  PartnershipListQueryDto,
  PartnershipStatusDto,
} from './partnerships.admin.dto';
import { PartnershipsAdminService } from './partnerships.admin.service';

/** Corporate partnership inquiries in the admin panel (docs/admin-api.md). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/corporate-partnerships')
export class PartnershipsAdminController {
  constructor(private readonly partnerships: PartnershipsAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Partnership inquiries matching the search and status, newest first, one page',
    description:
      'Without page parameters, the first page (20). `counts` covers every inquiry, whatever the filters.',
  })
  @ApiOkResponse({ type: AdminPartnershipPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(
    @Query() query: PartnershipListQueryDto,
    @Actor() actor: AuditActor,
  ): Promise<InboxPage<AdminPartnership, PartnershipStatus>> {
    return this.partnerships.list(withAssignee(query, actor.user.id));
  }

  // Before the routes with an id.
  @Get('export')
  @ApiOperation({
    summary:
      'Every partnership inquiry matching the search and status, as CSV (corporate-partnerships-YYYY-MM-DD.csv)',
    description:
      'Columns Received, Status, Company, Contact Person, Email, Partnership Type, Interests, Company ' +
      "size, Timeline, Budget, Additional information (labels, dates 'MMM d, yyyy', UTC); newest " +
      'first; streamed; escaped like the users export (RFC 4180, formula-safe).',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file (Content-Disposition: attachment)', type: String })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  export(
    @Query() query: PartnershipFilterQueryDto,
    @Res() res: Response,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.partnerships.export(withAssignee(query, actor.user.id), res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One partnership inquiry with its thread of replies, oldest first' })
  @ApiOkResponse({ type: AdminPartnershipDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed id' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  detail(@IdParam('partnership') id: string): Promise<WithThread<AdminPartnership>> {
    return this.partnerships.detail(id);
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status of a partnership inquiry',
    description:
      'Any status may follow any other. A change is e-mailed to the inquiry’s address and, when the ' +
      'inquiry is a member’s, put in their inbox (the e-mail only if their Email Notifications are ' +
      'on), with the personal line `note` above its text, unless `notify` is false; what is sent ' +
      'joins the inquiry’s thread. Written to the audit trail, all in one transaction. The same ' +
      'status again changes nothing and tells nobody. Answers the inquiry.',
  })
  @ApiOkResponse({ type: AdminPartnershipDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  setStatus(
    @IdParam('partnership') id: string,
    @Body() dto: PartnershipStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<AdminPartnership> {
    return this.partnerships.setStatus(id, dto, actor);
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
    @IdParam('partnership') id: string,
    @Body() dto: PartnershipStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<StatusNoticePreview> {
    return this.partnerships.previewStatus(id, dto, actor);
  }

  @Post(':id/reply')
  @ApiOperation({
    summary: 'Reply to a partnership inquiry',
    description:
      'Adds the reply to the inquiry’s thread, e-mails it to the inquiry’s address (Reply-To: the ' +
      'organisation) and, for a member’s inquiry, puts it in their inbox, where they can answer it ' +
      '(their answer joins the thread). Audited. Answers the new thread entry.',
  })
  @ApiCreatedResponse({ type: ThreadEntryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  reply(
    @IdParam('partnership') id: string,
    @Body() dto: AdminReplyDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.partnerships.reply(id, dto.message, actor);
  }
}
