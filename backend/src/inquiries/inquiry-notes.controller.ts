import type { ThreadEntry } from '@bb/shared/admin';
import { Body, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { IdParam } from '../common/id.pipe';
import { InquiryNotesService } from './inquiry-notes.service';
import { AdminNoteDto, ThreadEntryDto } from './inquiry-thread.dto';
import { ApiCreatedAnswers, AdminApiController } from '../common/api-answers';

const DESCRIPTION =
  'Adds an entry with author `note` to the inquiry’s thread: seen by administrators only, never ' +
  'sent to the sender nor shown in the member area. Audited. Answers the new thread entry.';

/** Internal notes on the three kinds of inquiry (docs/admin-api.md). */
@AdminApiController('admin', 'inbox')
export class InquiryNotesController {
  constructor(private readonly notes: InquiryNotesService) {}

  @Post('speaking-requests/:id/notes')
  @ApiOperation({ summary: 'Add an internal note to a speaking request', description: DESCRIPTION })
  @ApiCreatedAnswers(ThreadEntryDto, { invalid: true, notFound: true })
  speakingRequest(
    @IdParam('speaking request') id: string,
    @Body() dto: AdminNoteDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.notes.add('speaking-request', id, dto.note, actor);
  }

  @Post('corporate-partnerships/:id/notes')
  @ApiOperation({
    summary: 'Add an internal note to a partnership inquiry',
    description: DESCRIPTION,
  })
  @ApiCreatedAnswers(ThreadEntryDto, { invalid: true, notFound: true })
  partnership(
    @IdParam('partnership') id: string,
    @Body() dto: AdminNoteDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.notes.add('corporate-partnership', id, dto.note, actor);
  }

  @Post('contact-messages/:id/notes')
  @ApiOperation({ summary: 'Add an internal note to a contact message', description: DESCRIPTION })
  @ApiCreatedAnswers(ThreadEntryDto, { invalid: true, notFound: true })
  contactMessage(
    @IdParam('contact message') id: string,
    @Body() dto: AdminNoteDto,
    @Actor() actor: AuditActor,
  ): Promise<ThreadEntry> {
    return this.notes.add('contact-message', id, dto.note, actor);
  }
}
