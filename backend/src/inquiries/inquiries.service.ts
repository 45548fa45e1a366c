import {
  BOOKING_LEAD_TIME,
  DEFAULT_EVENT_TYPE,
  DEFAULT_INQUIRY_TYPE,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  RESPONSE_TIME,
  SPEAKING_REQUEST_STATUS_LABELS,
  speakingBudgetLabel,
} from '@bb/shared/inquiries';
import type { ConvertedInquiry, InquiryKind } from '@bb/shared/admin';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { labelOf } from '@bb/shared/options';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { contactInboxText, speakingInboxText, statusText } from './inquiry-messages';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import { ContactMessage } from './contact-message.entity';
import { calendarDate, formatCalendarDate } from './event-date';
import type { ContactDto, SpeakingRequestDto } from './inquiries.dto';
import { type InquiryForm, InquiryIntake } from './inquiry-intake';
import { InquiryMailer } from './inquiry-mailer';
import { newReference } from './inquiry-reference';
import { ADMIN_INQUIRY_MESSAGES, adminPathOf, speakingRef } from './inquiry-refs';
import { InquiryResponder } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';
import { DELETED_SENDER_NAME, type InquiryOwner, ownedBy } from './ownership';
import { SpeakingRequest } from './speaking-request.entity';

/** A member's reply to a thread of their inbox, as the member area shows it. */
export interface MemberReply {
  id: string;
  /** The inbox message it answers. */
  memberMessageId: string;
  message: string;
  createdAt: Date;
}

/** The fields of a speaking request its owner may change while it is pending. */
export interface SpeakingRequestChanges {
  eventType?: SpeakingRequest['eventType'];
  /** YYYY-MM-DD or an ISO date-time; null clears it. */
  eventDate?: string | null;
  attendeeCount?: number | null;
  budget?: SpeakingRequest['budget'];
  message?: string | null;
}

/** A speaking request an administrator makes from a contact message (all but the sender's own fields decided). */
export interface NewSpeakingRequest {
  contactName: string;
  email: string;
  company: string;
  eventType: SpeakingRequest['eventType'];
  /** YYYY-MM-DD or an ISO date-time (a valid one); undefined when not known. */
  eventDate?: string;
  attendeeCount?: number;
  budget?: SpeakingRequest['budget'];
  message?: string;
  userId: string | null;
  assigneeId: string | null;
}

/** How the e-mails and messages show a request's changeable fields. */
const FIELD_TEXT = {
  eventType: (r: SpeakingRequest) => labelOf(EVENT_TYPE_LABELS, r.eventType),
  eventDate: (r: SpeakingRequest) =>
    r.eventDate ? formatCalendarDate(r.eventDate) : 'To be determined',
  attendeeCount: (r: SpeakingRequest) =>
    r.attendeeCount ? `${r.attendeeCount.toLocaleString('en-US')} attendees` : 'Not specified',
  budget: (r: SpeakingRequest) => speakingBudgetLabel(r.budget) ?? 'To be determined',
  message: (r: SpeakingRequest) => r.message ?? 'No message provided.',
};
const FIELD_LABELS: Record<keyof typeof FIELD_TEXT, string> = {
  eventType: 'Event type',
  eventDate: 'Event date',
  attendeeCount: 'Audience size',
  budget: 'Budget',
  message: 'Message',
};

/**
 * Contact messages and speaking requests (tables `contact_message`, `speaking_request`): the public
 * forms, the member area's view of a member's own, and (next) the admin panel. Other modules use
 * these tables only through this service.
 */
@Injectable()
export class InquiriesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly mail: MailService,
    private readonly mailer: InquiryMailer,
    private readonly intake: InquiryIntake,
    private readonly threads: InquiryThreadsService,
    private readonly responder: InquiryResponder,
  ) {}

  // ---- The public forms ----

  /**
   * Stores a contact message and queues its two e-mails in one transaction (InquiryIntake, with
   * other submissions arriving at the same time). A filled honeypot is a bot: nothing is stored or
   * sent, and the caller answers as for a success. Returns the stored row, or null.
   *
   * `signedIn`: the member who sent it, if signed in: the row is linked to them. The acknowledgement
   * also goes to the inbox of that member, or else of the member whose verified address the form
   * gave; the acknowledgement e-mail is left out for a member who turned Email Notifications off.
   */
  submitContact(dto: ContactDto, signedIn?: PublicUser): Promise<ContactMessage | null> {
    return this.intake.submit(this.contactForm, dto, signedIn);
  }

  private readonly contactForm: InquiryForm<ContactDto, ContactMessage> = {
    name: 'contact',
    entity: ContactMessage,
    mail: 'contact',
    row: (dto, userId) => ({
      reference: newReference('contact'),
      name: dto.name,
      email: dto.email,
      company: dto.company ?? null,
      inquiryType: dto.inquiryType ?? DEFAULT_INQUIRY_TYPE,
      message: dto.message,
      userId,
    }),
    inboxMessage: (row) => ({
      ...contactInboxText(row),
      inquiry: { kind: 'contact-message', id: row.id },
    }),
    context: (row) => this.contactContext(row),
  };

  /** The variables of the contact e-mails (also used for a member's reply in the member area). */
  private contactContext(row: ContactMessage, inReplyTo?: string): Record<string, unknown> {
    return {
      name: row.name,
      email: row.email,
      company: row.company,
      inquiryTypeLabel: labelOf(INQUIRY_TYPE_LABELS, row.inquiryType),
      message: row.message,
      responseTime: RESPONSE_TIME.contact,
      inReplyTo: inReplyTo ?? null,
      adminUrl: `${this.config.publicUrl}${adminPathOf('contact-message', row.id)}`,
    };
  }

  /** Stores a speaking request and queues its two e-mails in one transaction (see submitContact). */
  submitSpeakingRequest(
    dto: SpeakingRequestDto,
    signedIn?: PublicUser,
  ): Promise<SpeakingRequest | null> {
    return this.intake.submit(this.speakingForm, dto, signedIn);
  }

  private readonly speakingForm: InquiryForm<SpeakingRequestDto, SpeakingRequest> = {
    name: 'speaking-request',
    entity: SpeakingRequest,
    mail: 'speaking',
    row: (dto, userId) => ({
      reference: newReference('speaking'),
      contactName: dto.contactName,
      email: dto.email,
      company: dto.company,
      eventType: dto.eventType ?? DEFAULT_EVENT_TYPE,
      eventDate: dto.eventDate ? calendarDate(dto.eventDate) : null,
      attendeeCount: dto.attendeeCount ?? null,
      budget: dto.budget ?? null,
      message: dto.message ?? null,
      userId,
    }),
    inboxMessage: (row) => ({
      ...speakingInboxText(row),
      speakingRequestId: row.id,
      inquiry: { kind: 'speaking-request', id: row.id },
    }),
    context: (row) => this.speakingContext(row),
  };

  /** The variables of the speaking-request e-mails. */
  private speakingContext(row: SpeakingRequest): Record<string, unknown> {
    return {
      contactName: row.contactName,
      email: row.email,
      company: row.company,
      eventTypeLabel: labelOf(EVENT_TYPE_LABELS, row.eventType),
      eventDate: row.eventDate ? formatCalendarDate(row.eventDate) : null,
      attendeeCount: row.attendeeCount?.toLocaleString('en-US') ?? null,
      budgetLabel: speakingBudgetLabel(row.budget),
      message: row.message,
      responseTime: RESPONSE_TIME.speaking,
      leadTime: BOOKING_LEAD_TIME,
      adminUrl: `${this.config.publicUrl}${adminPathOf('speaking-request', row.id)}`,
    };
  }

  // ---- Turning a contact message into another inquiry (InquiryConversionService) ----

  /** The contact message, locked for the rest of the caller's transaction; 404 when there is none. */
  async lockContactMessage(id: string, m: EntityManager): Promise<ContactMessage> {
    const row = await m.findOne(ContactMessage, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.contactNotFound);
    return row;
  }

  /** Stores a speaking request an administrator made, in the caller's transaction; nothing is sent. */
  createSpeakingRequest(fields: NewSpeakingRequest, m: EntityManager): Promise<SpeakingRequest> {
    return m.save(
      m.create(SpeakingRequest, {
        contactName: fields.contactName,
        email: fields.email,
        company: fields.company,
        eventType: fields.eventType,
        eventDate: fields.eventDate ? calendarDate(fields.eventDate) : null,
        attendeeCount: fields.attendeeCount ?? null,
        budget: fields.budget ?? null,
        message: fields.message ?? null,
        userId: fields.userId,
        assigneeId: fields.assigneeId,
      }),
    );
  }

  /**
   * The contact message was turned into `to`: it keeps the link and is archived (out of the inbox,
   * found under Archived), in the caller's transaction.
   */
  async markContactMessageConverted(
    id: string,
    to: ConvertedInquiry,
    m: EntityManager,
  ): Promise<void> {
    await m.getRepository(ContactMessage).update(
      { id },
      {
        convertedKind: to.kind,
        convertedId: to.id,
        archivedAt: () => 'coalesce(archived_at, now())',
      },
    );
  }

  /**
   * The inquiry a contact message was turned into, or null (not converted, or no such message): where
   * what still arrives for the message belongs.
   */
  async conversionOf(id: string): Promise<ConvertedInquiry | null> {
    const row = await this.contacts.findOne({
      select: { id: true, convertedKind: true, convertedId: true },
      where: { id },
    });
    return row?.convertedKind && row.convertedId
      ? { kind: row.convertedKind, id: row.convertedId }
      : null;
  }

  // ---- A member's own (the member area) ----

  private ownedRequests(owner: InquiryOwner) {
    return ownedBy(this.speaking.createQueryBuilder('r'), 'r', owner);
  }

  /** The member's speaking requests, newest first. */
  speakingRequestsOf(owner: InquiryOwner): Promise<SpeakingRequest[]> {
    return this.ownedRequests(owner)
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
  }

  /** One of the member's speaking requests, or null for any other id. */
  speakingRequestOf(owner: InquiryOwner, id: string): Promise<SpeakingRequest | null> {
    return this.ownedRequests(owner).andWhere('r.id = :id', { id }).getOne();
  }

  /**
   * The member changes one of their pending speaking requests (only the fields given; null clears an
   * optional one) and the organisation is told what changed, in one transaction. 'not-found' for a
   * request that is not theirs; 'locked' once it is no longer pending (an administrator may change the
   * status at any moment, so the update itself checks it).
   */
  async changePendingRequest(
    owner: InquiryOwner,
    id: string,
    changes: SpeakingRequestChanges,
  ): Promise<SpeakingRequest | 'not-found' | 'locked'> {
    const row = await this.speakingRequestOf(owner, id);
    if (!row) return 'not-found';
    if (row.status !== 'pending') return 'locked';
    const next: Partial<SpeakingRequest> = {};
    if (changes.eventType !== undefined) next.eventType = changes.eventType;
    if (changes.eventDate !== undefined)
      next.eventDate = changes.eventDate === null ? null : calendarDate(changes.eventDate);
    if (changes.attendeeCount !== undefined) next.attendeeCount = changes.attendeeCount;
    if (changes.budget !== undefined) next.budget = changes.budget;
    if (changes.message !== undefined) next.message = changes.message;
    const changed = (Object.keys(next) as (keyof typeof FIELD_TEXT)[]).filter(
      (key) => next[key] !== row[key],
    );
    if (!changed.length) return row;
    const set = Object.fromEntries(changed.map((key) => [key, next[key]]));
    return this.mail.transaction(async (m, mail) => {
      const result = await m
        .createQueryBuilder()
        .update(SpeakingRequest)
        .set(set)
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .execute();
      if (!result.affected) return 'locked' as const;
      const updated = await m.findOneByOrFail(SpeakingRequest, { id });
      await this.mailer.notify(mail, 'speaking-change-notification', updated.email, {
        ...this.speakingContext(updated),
        changes: changed.map((key) => ({
          label: FIELD_LABELS[key],
          before: FIELD_TEXT[key](row),
          after: FIELD_TEXT[key](updated),
        })),
      });
      return updated;
    });
  }

  /**
   * Tells the sender of a speaking request its current status (InquiryResponder.statusNotice: an
   * e-mail, and a message in the inbox of the member it belongs to), as a status change does. 404 for
   * an unknown request; answers the inbox message, or null when it belongs to no member.
   */
  async notifyStatusChange(id: string): Promise<MemberMessage | null> {
    const row = await this.speaking.findOneBy({ id });
    if (!row) throw new NotFoundException('We could not find that speaking request.');
    return this.mail.transaction((m, mail) =>
      this.responder.statusNotice(
        speakingRef(row),
        labelOf(SPEAKING_REQUEST_STATUS_LABELS, row.status),
        (forMember) => statusText(row, forMember),
        m,
        mail,
      ),
    );
  }

  /**
   * The member's replies to these threads of their inbox, oldest first: the sender's entries of an
   * inquiry's thread (a thread about an inquiry) and the contact messages (any other thread).
   */
  async repliesTo(userId: string, threadIds: string[]): Promise<MemberReply[]> {
    if (!threadIds.length) return [];
    const [contacts, entries] = await Promise.all([
      this.contacts.find({ where: { memberMessageId: In(threadIds), userId } }),
      this.threads.memberReplies(userId, threadIds),
    ]);
    return [
      ...contacts.map((c) => ({
        id: c.id,
        memberMessageId: c.memberMessageId!,
        message: c.message,
        createdAt: c.createdAt,
      })),
      ...entries.map((e) => ({
        id: e.id,
        memberMessageId: e.memberMessageId!,
        message: e.body,
        createdAt: e.createdAt,
      })),
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  /**
   * A member's reply to a thread of their inbox, in the caller's transaction. When the thread is
   * about an inquiry (its acknowledgement, status news, the organisation's reply), the reply joins
   * that inquiry's thread as the sender's entry, and the organisation is told by an e-mail that
   * links to the inquiry ('inquiry-member-reply'); nothing else is stored. Any other thread (a
   * message from the organisation): the reply is a contact message (general, linked to the member
   * and the thread), sent to the organisation as the usual contact notification naming the thread.
   */
  async addMemberReply(
    member: { id: string; username: string; email: string },
    thread: {
      id: string;
      subject: string;
      inquiryKind?: InquiryKind | null;
      inquiryId?: string | null;
    },
    text: string,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<void> {
    if (thread.inquiryKind && thread.inquiryId) {
      await this.threads.add(
        {
          kind: thread.inquiryKind,
          inquiryId: thread.inquiryId,
          author: 'sender',
          authorUserId: member.id,
          authorName: member.username,
          body: text,
          memberMessageId: thread.id,
        },
        m,
      );
      await this.mailer.notify(mail, 'inquiry-member-reply', member.email.toLowerCase(), {
        name: member.username,
        email: member.email.toLowerCase(),
        inReplyTo: thread.subject,
        message: text,
        adminUrl: `${this.config.publicUrl}${adminPathOf(thread.inquiryKind, thread.inquiryId)}`,
      });
      return;
    }
    const row = await m.save(
      m.create(ContactMessage, {
        name: [...member.username].slice(0, 120).join(''),
        email: member.email.toLowerCase(),
        company: null,
        inquiryType: 'general',
        message: text,
        userId: member.id,
        memberMessageId: thread.id,
      }),
    );
    await this.mailer.notify(
      mail,
      'contact-notification',
      row.email,
      this.contactContext(row, thread.subject),
    );
  }

  /**
   * A message that came by e-mail to the reply address without belonging to any conversation
   * (issue 46), in the caller's transaction: a new contact message (type general) from its sender,
   * its subject kept as the message's first line, and the organisation's usual notification
   * (Reply-To the sender). No acknowledgement is sent: an e-mail that answered every message arriving
   * at the reply address could start a loop with an auto-responder that does not mark itself
   * (docs/decisions.md).
   */
  async receiveByEmail(
    sender: { name: string; email: string },
    subject: string,
    text: string,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<ContactMessage> {
    const message = subject ? `Subject: ${subject}\n\n${text}` : text;
    const row = await m.save(
      m.create(ContactMessage, {
        name: [...(sender.name.replace(/\s+/g, ' ').trim() || sender.email)]
          .slice(0, NAME_MAX)
          .join(''),
        email: sender.email,
        company: null,
        inquiryType: 'general',
        message: [...message].slice(0, MESSAGE_MAX).join(''),
        userId: null,
      }),
    );
    await this.mailer.notify(mail, 'contact-notification', row.email, this.contactContext(row));
    return row;
  }

  /**
   * A member deletes their account: their contact messages go, with their threads; their speaking
   * requests stay with the organisation (a booking it may have confirmed) without the member's name,
   * address and words (DELETED_SENDER_NAME; their entries in the threads go, the organisation's
   * stay). In the caller's transaction. Answers how many of each.
   */
  async forgetMember(
    owner: InquiryOwner,
    m: EntityManager,
  ): Promise<{ contactMessages: number; speakingRequests: number }> {
    const contactIds = (
      await ownedBy(m.getRepository(ContactMessage).createQueryBuilder('c'), 'c', owner)
        .select('c.id', 'id')
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    await this.threads.removeOf('contact-message', contactIds, m);
    if (contactIds.length) await m.getRepository(ContactMessage).delete({ id: In(contactIds) });
    const requestIds = (
      await ownedBy(m.getRepository(SpeakingRequest).createQueryBuilder('r'), 'r', owner)
        .select('r.id', 'id')
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    await this.threads.removeOf('speaking-request', requestIds, m, 'sender');
    if (requestIds.length)
      await m
        .getRepository(SpeakingRequest)
        .update(
          { id: In(requestIds) },
          { contactName: DELETED_SENDER_NAME, email: '', message: null, userId: null },
        );
    return { contactMessages: contactIds.length, speakingRequests: requestIds.length };
  }

  /** The member's contact messages and speaking requests, oldest first (Download Your Data). */
  async exportFor(owner: InquiryOwner) {
    const [contactMessages, speakingRequests] = await Promise.all([
      ownedBy(this.contacts.createQueryBuilder('c'), 'c', owner).orderBy('c.createdAt').getMany(),
      this.ownedRequests(owner).orderBy('r.createdAt').getMany(),
    ]);
    return { contactMessages, speakingRequests };
  }
}
