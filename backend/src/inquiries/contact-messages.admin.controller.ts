import type { AdminContactMessage, InboxPage, ThreadEntry, WithThread } from '@bb/shared/admin';
import type { ContactMessageStatus } from '@bb/shared/inquiries';
import { Body, Controller, Get, Header, Patch, Post, Query, Res } from '@nestjs/common';
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
  AdminContactMessageDetailDto,
  AdminContactMessageDto,
  AdminContactMessagePageDto,
  ContactMessageFilterQueryDto,
  ContactMessageListQueryDto,
  ContactMessageStatusDto,
} from './inquiries.admin.dto';
import { InquiriesAdminService } from './inquiries.admin.service';
import { AdminReplyDto, ThreadEntryDto } from './inquiry-thread.dto';

/** The organisation's contact inbox in the admin panel (docs/admin-api.md). */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/contact-messages')
export class ContactMessagesAdminController {
  constructor(private readonly inquiries: InquiriesAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Contact messages matching the search, status and type: unread (status new) first, then newest first; one page',
    description:
      'Without page parameters, the first page (20). `status=inbox`: every message but the archived. ' +
      '`counts` covers every message, whatever the filters.',
  })
  @ApiOkResponse({ type: AdminContactMessagePageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(
    @Query() query: ContactMessageListQueryDto,
    @Actor() actor: AuditActor,
  ): Promise<InboxPage<AdminContactMessage, ContactMessageStatus>> {
    return this.inquiries.contactMessages(withAssignee(query, actor.user.id));
  }

  // Before the routes with an id.
  @Get('export')
  @ApiOperation({
    summary:
      'Every contact message matching the search, status and type, as CSV (contact-messages-YYYY-MM-DD.csv)',
    description:
      'Columns Received, Status, Name, Email, Company, Inquiry Type, Message (labels, dates ' +
      "'MMM d, yyyy', UTC); newest first; streamed; escaped like the users export (RFC 4180, formula-safe).",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file (Content-Disposition: attachment)', type: String })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  export(
    @Query() query: ContactMessageFilterQueryDto,
    @Res() res: Response,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.inquiries.exportContactMessages(withAssignee(query, actor.user.id), res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One contact message with its thread of replies, oldest first' })
  @ApiOkResponse({ type: AdminContactMessageDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed id' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  detail(@IdParam('contact message') id: string): Promise<WithThread<AdminContactMessage>> {
    return this.inquiries.contactMessage(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Move a contact message in the inbox (new, read, replied, archived)',
    description:
      'The inbox’s own bookkeeping: nobody is told; the change is written to the audit trail. The ' +
      'same status again changes nothing. Answers the message.',
  })
  @ApiOkResponse({ type: AdminContactMessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  setStatus(
    @IdParam('contact message') id: string,
    @Body() dto: ContactMessageStatusDto,
    @Actor() actor: AuditActor,
  ): Promise<AdminContactMessage> {
    return this.inquiries.setContactStatus(id, dto.status, actor);
  }

  @Post(':id/reply')
  @ApiOperation({
    summary: 'Reply to a contact message',
    description:
      'Adds the reply to the message’s thread and marks the message replied, e-mails the reply to ' +
      'the sender (Reply-To: the organisation) and, for a member, puts it in their inbox, where they ' +
      'can answer it (their answer joins the thread). Audited. Answers the new thread entry.',
  })
  @ApiCreatedResponse({ type: ThreadEntryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  reply(
    @IdParam('contact message') id: string,
    @Body() dto: AdminReplyDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.inquiries.replyToContactMessage(id, dto.message, actor);
  }
}
