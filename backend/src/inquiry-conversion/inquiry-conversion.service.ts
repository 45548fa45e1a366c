import { ADMIN_NOTE_MAX, type ConvertedInquiryAnswer } from '@bb/shared/admin';
import { DEFAULT_EVENT_TYPE, INQUIRY_TYPE_LABELS } from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { formatCreatedDate } from '../common/csv';
import { InquiriesService } from '../inquiries/inquiries.service';
import { inquiryAuditEntry } from '../inquiries/inquiry-audit';
import { InquiryConversations } from '../inquiries/inquiry-conversations';
import { InquiryKinds } from '../inquiries/inquiry-kind';
import { adminPathOf } from '../inquiries/inquiry-refs';
import { excerpt } from '../inquiries/inquiry-responder';
import { InquiryThreadsService } from '../inquiries/inquiry-threads.service';
import { MemberInboxService, truncate } from '../member-inbox/member-inbox.service';
import { PartnershipsService } from '../partnerships/partnerships.service';
import type { ConvertContactMessageDto } from './inquiry-conversion.dto';

export const CONVERT_MESSAGES = {
  alreadyConverted: (noun: string) =>
    `This message has already been converted into a ${noun}; its conversation is there now.`,
  spam: 'A message marked as spam cannot be converted. Mark it as not spam first.',
  speakingOnly:
    'Event type, event date, attendee count and budget belong to a speaking request, not to a partnership inquiry.',
  partnershipOnly: 'Partnership type belongs to a partnership inquiry, not to a speaking request.',
} as const;

const NOUNS = {
  'speaking-request': 'speaking request',
  'corporate-partnership': 'partnership inquiry',
} as const;

/**
 * Turning a contact message into a speaking request or a partnership inquiry
 * (`POST /api/admin/contact-messages/{id}/convert`), for the many who write through the general
 * form. In one transaction: the new inquiry is made through its module's service (the sender's
 * address and account, the message's assignee, the fields the administrator gave), the message's
 * thread (replies, answers, internal notes) and the member's inbox messages about it move to the new
 * inquiry, a note says where it came from, and the message is archived with a link to it. Nothing is
 * sent to anyone; audited (`contact-message.convert`, from and to). A message converted once answers
 * 409 after that.
 */
@Injectable()
export class InquiryConversionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inquiries: InquiriesService,
    private readonly partnerships: PartnershipsService,
    private readonly threads: InquiryThreadsService,
    private readonly inbox: MemberInboxService,
    private readonly audit: AuditService,
    private readonly kinds: InquiryKinds,
    private readonly conversations: InquiryConversations,
  ) {}

  /** Converts the contact message `id` (see the class); 404 unknown, 400 bad input, 409 converted. */
  async convert(
    id: string,
    dto: ConvertContactMessageDto,
    by: AuditActor,
  ): Promise<ConvertedInquiryAnswer> {
    const target = dto.target;
    if (
      target === 'corporate-partnership' &&
      [dto.eventType, dto.eventDate, dto.attendeeCount, dto.budget].some((v) => v !== undefined)
    )
      throw new BadRequestException(CONVERT_MESSAGES.speakingOnly);
    if (target === 'speaking-request' && dto.partnershipType !== undefined)
      throw new BadRequestException(CONVERT_MESSAGES.partnershipOnly);

    return this.dataSource.transaction(async (m) => {
      const message = await this.inquiries.lockContactMessage(id, m);
      if (message.convertedKind)
        throw new ConflictException(
          CONVERT_MESSAGES.alreadyConverted(NOUNS[message.convertedKind]),
        );
      if (message.spam) throw new BadRequestException(CONVERT_MESSAGES.spam);

      const owner = { email: message.email, userId: message.userId };
      const made =
        target === 'speaking-request'
          ? await this.inquiries.createSpeakingRequest(
              {
                ...owner,
                contactName: dto.contactName,
                company: dto.company,
                eventType: dto.eventType ?? DEFAULT_EVENT_TYPE,
                eventDate: dto.eventDate,
                attendeeCount: dto.attendeeCount,
                budget: dto.budget,
                message: dto.message,
                assigneeId: message.assigneeId,
              },
              m,
            )
          : await this.partnerships.create(
              {
                ...owner,
                companyName: dto.company,
                contactName: dto.contactName,
                partnershipType: dto.partnershipType!,
                additionalInfo: dto.message,
                assigneeId: message.assigneeId,
              },
              m,
            );
      const to = { kind: target, id: made.id };

      await this.threads.move('contact-message', id, made.id, m, target);
      await this.inbox.moveInquiryMessages('contact-message', id, made.id, m, target);
      // Answers by e-mail to the message's mail (its tag, its Message-IDs) join the new inquiry.
      await this.conversations.move('contact-message', id, made.id, m, target);
      const sent = formatCreatedDate(message.createdAt);
      const heading = `Converted from a contact message (${labelOf(INQUIRY_TYPE_LABELS, message.inquiryType)}) sent on ${sent}.`;
      // What they wrote is carried over as typed; when the administrator changed it, the original
      // stays beside it.
      const original = message.message.trim();
      const carried = (dto.message ?? '').trim();
      await this.threads.add(
        {
          kind: target,
          inquiryId: made.id,
          author: 'note',
          authorUserId: by.user.id,
          authorName: by.user.username,
          body: truncate(
            original && original !== carried
              ? `${heading}\n\nWhat they wrote:\n${original}`
              : heading,
            ADMIN_NOTE_MAX,
          ),
        },
        m,
      );
      await this.inquiries.markContactMessageConverted(id, to, m);

      const madeLabel = this.kinds.get(target).label(made);
      await this.audit.record(
        {
          ...inquiryAuditEntry(
            'contact-message',
            'convert',
            id,
            this.kinds.get('contact-message').label(message),
            by,
          ),
          changes: {
            kind: { from: 'contact-message', to: target },
            id: { from: id, to: made.id },
          },
          detail: excerpt(`Converted into the ${NOUNS[target]} ${madeLabel} (${made.id})`, 200),
        },
        m,
      );
      return { ...to, path: adminPathOf(target, made.id) };
    });
  }
}
