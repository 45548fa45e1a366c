import {
  type AdminMessageAnswer,
  INQUIRY_API_PATHS,
  type InquiryKind,
  type InquiryTriage,
} from '@bb/shared/admin';
import { Body, Delete, HttpCode, Patch, Post, type Type } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { MessageResponseDto } from '../common/error-response.dto';
import { IdParam } from '../common/id.pipe';
import { AssigneeDto, InquiryTriageDto } from './inquiry-triage.dto';
import { INQUIRY_KIND_NAMES, InquiryTriageService } from './inquiry-triage.service';
import { ApiRecordAnswers, AdminApiController } from '../common/api-answers';

/** What DELETE answers, by kind. */
export const DELETED_MESSAGES: Readonly<Record<InquiryKind, string>> = {
  'speaking-request': 'The speaking request was deleted.',
  'corporate-partnership': 'The partnership inquiry was deleted.',
  'contact-message': 'The contact message was deleted.',
};

/**
 * The triage routes of one kind of inquiry (docs/admin-api.md, "Triage"), all answering the
 * inquiry's triage fields as they are after the change (DELETE: a message). The three kinds' classes
 * are made by this function, so that their routes are the same.
 */
function triageController(kind: InquiryKind, className: string): Type<unknown> {
  const name = INQUIRY_KIND_NAMES[kind];

  @AdminApiController(`admin/${INQUIRY_API_PATHS[kind]}`, 'inbox')
  class TriageController {
    constructor(readonly triage: InquiryTriageService) {}

    @Patch(':id/assignee')
    @ApiOperation({
      summary: `Assign the ${name} to an administrator, or to nobody`,
      description:
        'The assignee (an active administrator) gets an e-mail linking to the inquiry, unless they ' +
        'assigned it themselves; the same assignee again changes nothing. Audited. Nothing is sent ' +
        'to the sender.',
    })
    @ApiRecordAnswers(InquiryTriageDto, { invalid: 'Not an active administrator' })
    assign(
      @IdParam(name) id: string,
      @Body() dto: AssigneeDto,
      @Actor() actor: AuditActor,
    ): Promise<InquiryTriage> {
      return this.triage.assign(kind, id, dto.assigneeId, actor);
    }

    @Post(':id/archive')
    @HttpCode(200)
    @ApiOperation({
      summary: `Archive the ${name}`,
      description:
        "Out of the inbox's default list and count cards (the status filter's `archived` view " +
        'shows it); again: nothing changes. Audited; nothing is sent.',
    })
    @ApiRecordAnswers(InquiryTriageDto)
    archive(@IdParam(name) id: string, @Actor() actor: AuditActor): Promise<InquiryTriage> {
      return this.triage.archive(kind, id, actor);
    }

    @Post(':id/restore')
    @HttpCode(200)
    @ApiOperation({
      summary: `Put an archived ${name} back in the inbox`,
      description:
        'One archived as spam is "not spam" (see …/not-spam). Not archived: nothing changes. Audited.',
    })
    @ApiRecordAnswers(InquiryTriageDto)
    restore(@IdParam(name) id: string, @Actor() actor: AuditActor): Promise<InquiryTriage> {
      return this.triage.restore(kind, id, actor);
    }

    @Post(':id/spam')
    @HttpCode(200)
    @ApiOperation({
      summary: `Mark the ${name} as spam`,
      description:
        'Archives it and marks its sender’s address: their inquiries of any kind sent afterwards are ' +
        'stored as usual and show `possibleSpam`. Nothing is sent to the sender. Audited.',
    })
    @ApiRecordAnswers(InquiryTriageDto)
    spam(@IdParam(name) id: string, @Actor() actor: AuditActor): Promise<InquiryTriage> {
      return this.triage.spam(kind, id, actor);
    }

    @Post(':id/not-spam')
    @HttpCode(200)
    @ApiOperation({
      summary: `Undo "spam" for the ${name}`,
      description:
        'Its sender’s address is no longer marked (their inquiries lose `possibleSpam`) and, if it ' +
        'was archived as spam, it is back in the inbox. Audited.',
    })
    @ApiRecordAnswers(InquiryTriageDto)
    notSpam(@IdParam(name) id: string, @Actor() actor: AuditActor): Promise<InquiryTriage> {
      return this.triage.notSpam(kind, id, actor);
    }

    @Delete(':id')
    @HttpCode(200)
    @ApiOperation({
      summary: `Delete the ${name} and its thread`,
      description:
        'Removes the inquiry with its replies, the sender’s answers and the internal notes. What the ' +
        'member was sent stays in their Messages, no longer linked to it (a reply there arrives as a ' +
        'new contact message); a speaking request leaves their My Bookings. Audited with what was ' +
        'deleted; nothing is sent.',
    })
    @ApiRecordAnswers(MessageResponseDto)
    async delete(
      @IdParam(name) id: string,
      @Actor() actor: AuditActor,
    ): Promise<AdminMessageAnswer> {
      await this.triage.delete(kind, id, actor);
      return { message: DELETED_MESSAGES[kind] };
    }
  }
  Object.defineProperty(TriageController, 'name', { value: className });
  return TriageController;
}

export const SpeakingRequestTriageController = triageController(
  'speaking-request',
  'SpeakingRequestTriageController',
);
export const PartnershipTriageController = triageController(
  'corporate-partnership',
  'PartnershipTriageController',
);
export const ContactMessageTriageController = triageController(
  'contact-message',
  'ContactMessageTriageController',
);
