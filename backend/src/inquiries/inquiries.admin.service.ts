import {
  type AdminContactMessage,
  type AdminNotification,
  type AdminSpeakingRequest,
  type AdminStats,
  CONTACT_INBOX_VIEW,
  contactMessagesExportFileName,
  type InboxPage,
  speakingRequestsExportFileName,
  type StatusNoticePreview,
  type ThreadEntry,
  type WithThread,
} from '@bb/shared/admin';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  SPEAKING_REQUEST_STATUS_LABELS,
  SPEAKING_REQUEST_STATUSES,
  speakingBudgetLabel,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { EntityManager, IsNull, Repository } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { formatCreatedDate } from '../common/csv';
import {
  type InboxFilters,
  type InboxKind,
  type InboxQuery,
  inboxItem,
  inboxPage,
  labelSql,
  streamInboxExport,
} from '../common/inbox-list';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { bookingTitle, statusText } from '../member/inquiry-messages';
import { MemberInboxService } from '../member/member-inbox.service';
import type { MemberMessage } from '../member/member-message.entity';
import { BookingLogisticsService } from './booking-logistics.service';
import { ContactMessage } from './contact-message.entity';
import { type InboxRowFacts, inboxRowFacts } from './inbox-facts';
import { ADMIN_INQUIRY_MESSAGES, adminPathOf, contactRef, speakingRef } from './inquiry-refs';
import {
  excerpt,
  InquiryResponder,
  replySubject,
  type StatusChangeRequest,
  statusAuditDetail,
  statusPreview,
} from './inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from './inquiry-threads.service';
import { InquiryTriageService, possibleSpamSql } from './inquiry-triage.service';
import { SpeakingRequest } from './speaking-request.entity';

export { ADMIN_INQUIRY_MESSAGES } from './inquiry-refs';

/** The speaking requests' CSV columns. */
export const SPEAKING_EXPORT_COLUMNS = [
  'Received',
  'Status',
  'Organization',
  'Contact Person',
  'Email',
  'Event Type',
  'Event Date',
  'Audience Size',
  'Budget',
  'Message',
];
/** The contact messages' CSV columns. */
export const CONTACT_EXPORT_COLUMNS = [
  'Received',
  'Status',
  'Name',
  'Email',
  'Company',
  'Inquiry Type',
  'Message',
];
/** The contact inbox's first sort key: unread (new) messages before the others. */
const CONTACT_UNREAD_FIRST = `(CASE WHEN "c"."status" = 'new' THEN 0 ELSE 1 END)`;

/** How many characters of a reply the audit trail keeps in an entry's detail. */
export const AUDIT_REPLY_EXCERPT = 120;

/** "Since the start of the current calendar month, UTC", in SQL. */
export const START_OF_MONTH_UTC = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

function toAdminSpeakingRequest(
  row: SpeakingRequest,
  { memberId, replyCount, triage }: InboxRowFacts,
): AdminSpeakingRequest {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
    ...triage,
    eventType: row.eventType,
    company: row.company,
    contactName: row.contactName,
    eventDate: row.eventDate,
    attendeeCount: row.attendeeCount,
    budget: row.budget,
    message: row.message,
    status: row.status,
    eventTime: row.eventTime,
    endTime: row.endTime,
    location: row.location,
    videoLink: row.videoLink,
    feeNote: row.feeNote,
  };
}

function toAdminContactMessage(
  row: ContactMessage,
  { memberId, replyCount, triage }: InboxRowFacts,
  inReplyTo: string | null,
): AdminContactMessage {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
    ...triage,
    name: row.name,
    company: row.company,
    inquiryType: row.inquiryType,
    message: row.message,
    status: row.status,
    inReplyTo,
  };
}

/** How the audit trail names a speaking request. */
const speakingLabel = (row: SpeakingRequest) => bookingTitle(row);
/** How the audit trail names a contact message. */
const contactLabel = (row: ContactMessage) => `${row.name} <${row.email}>`;

/**
 * The admin panel's speaking requests and contact messages (`/api/admin/speaking-requests`,
 * `/api/admin/contact-messages`): lists, details with their threads, status changes and replies, and
 * the dashboard's figures. Every change is stored with its messages and its audit entry in one
 * transaction (MailService.transaction).
 */
@Injectable()
export class InquiriesAdminService {
  constructor(
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly mail: MailService,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly responder: InquiryResponder,
    private readonly audit: AuditService,
    private readonly logistics: BookingLogisticsService,
    private readonly triage: InquiryTriageService,
  ) {}

  // ---- Speaking requests ----

  /** The speaking requests' inbox: search, status filter, order, items, export (inbox-list.ts). */
  private readonly speakingInbox: InboxKind<
    SpeakingRequest,
    AdminSpeakingRequest,
    SpeakingRequestStatus
  > = {
    query: () => this.speaking.createQueryBuilder('r'),
    alias: 'r',
    searchColumns: [
      '"r"."company"',
      '"r"."contact_name"',
      '"r"."event_type"',
      labelSql('"r"."event_type"', EVENT_TYPE_LABELS),
      '"r"."email"',
    ],
    statusColumn: '"r"."status"',
    statuses: SPEAKING_REQUEST_STATUSES,
    possibleSpam: possibleSpamSql('r'),
    order: [['"r"."created_at"', 'DESC']],
    toItems: async (rows) => {
      const facts = await inboxRowFacts(
        this.inbox,
        this.threads,
        this.triage,
        'speaking-request',
        rows,
      );
      return rows.map((row) => toAdminSpeakingRequest(row, facts(row)));
    },
    export: {
      fileName: speakingRequestsExportFileName,
      header: SPEAKING_EXPORT_COLUMNS,
      row: (r) => [
        formatCreatedDate(r.createdAt),
        labelOf(SPEAKING_REQUEST_STATUS_LABELS, r.status),
        r.company,
        r.contactName,
        r.email,
        labelOf(EVENT_TYPE_LABELS, r.eventType),
        r.eventDate ? formatCreatedDate(new Date(`${r.eventDate}T00:00:00Z`)) : '',
        r.attendeeCount === null ? '' : String(r.attendeeCount),
        speakingBudgetLabel(r.budget) ?? '',
        r.message ?? '',
      ],
    },
  };

  /** One page of the speaking requests matching the filters, newest first, with the counts. */
  speakingRequests(
    query: InboxQuery,
  ): Promise<InboxPage<AdminSpeakingRequest, SpeakingRequestStatus>> {
    return inboxPage(this.speakingInbox, query);
  }

  /** Every speaking request matching the filters, as a streamed CSV download. */
  exportSpeakingRequests(filters: InboxFilters, res: Response): Promise<void> {
    return streamInboxExport(this.speakingInbox, filters, res);
  }

  private async speakingRow(id: string): Promise<SpeakingRequest> {
    const row = await this.speaking.findOneBy({ id });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
    return row;
  }

  /** One speaking request as the list shows it, without reading its thread; 404 for an unknown id. */
  speakingItem(id: string): Promise<AdminSpeakingRequest> {
    return inboxItem(this.speakingInbox, id, ADMIN_INQUIRY_MESSAGES.speakingNotFound);
  }

  /** One speaking request with its thread, oldest first; 404 for an unknown id. */
  async speakingRequest(id: string): Promise<WithThread<AdminSpeakingRequest>> {
    const row = await this.speakingRow(id);
    const thread = await this.threads.openThread('speaking-request', id);
    const [owner, triageOf] = await Promise.all([
      this.inbox.ownerOfInquiry(row),
      this.triage.triageOf([row]),
    ]);
    const { id: _id, ...triage } = triageOf(row);
    return {
      ...toAdminSpeakingRequest(row, {
        memberId: owner?.id ?? null,
        replyCount: thread.length,
        triage,
      }),
      thread,
    };
  }

  /**
   * Sets a speaking request's status (any to any). A change tells the sender (InquiryResponder
   * statusNotice, with the administrator's personal line if any; what is sent joins the request's
   * conversation) unless `notify` is false, and is audited, in one transaction; the same status
   * again changes nothing and tells nobody. 404 for an unknown id.
   */
  async setSpeakingStatus(
    id: string,
    change: StatusChangeRequest<SpeakingRequestStatus>,
    by: AuditActor,
  ): Promise<AdminSpeakingRequest> {
    await this.mail.transaction((m, mail) => this.applySpeakingStatus(id, change, by, m, mail));
    return this.speakingItem(id);
  }

  /** What setting this status would send (the change itself, made and rolled back). */
  async previewSpeakingStatus(
    id: string,
    change: StatusChangeRequest<SpeakingRequestStatus>,
    by: AuditActor,
  ): Promise<StatusNoticePreview> {
    return statusPreview(
      await this.mail.dryRun((m, mail) =>
        this.applySpeakingStatus(id, { ...change, notify: true }, by, m, mail),
      ),
    );
  }

  /** The change of setSpeakingStatus, in the caller's transaction; answers the inbox message sent, if any. */
  private async applySpeakingStatus(
    id: string,
    change: StatusChangeRequest<SpeakingRequestStatus>,
    by: AuditActor,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<MemberMessage | null> {
    const { status } = change;
    const row = await m.findOne(SpeakingRequest, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
    if (row.status === status) return null;
    const from = row.status;
    await m.update(SpeakingRequest, { id }, { status });
    const updated = await m.findOneByOrFail(SpeakingRequest, { id });
    const message =
      change.notify === false
        ? null
        : await this.responder.statusNotice(
            speakingRef(updated),
            labelOf(SPEAKING_REQUEST_STATUS_LABELS, status),
            (forMember) => statusText(updated, forMember),
            m,
            mail,
            {
              note: change.note,
              by,
              attachments:
                status === 'confirmed'
                  ? await this.logistics.attachmentFor(updated, mail)
                  : undefined,
            },
          );
    await this.audit.record(
      {
        actor: by.user,
        origin: by.origin,
        action: 'speaking-request.status',
        targetType: 'speaking-request',
        targetId: id,
        targetLabel: speakingLabel(updated),
        changes: { status: { from, to: status } },
        detail: statusAuditDetail(change),
      },
      m,
    );
    return message;
  }

  /** The organisation's reply to a speaking request (InquiryResponder.reply), audited. */
  async replyToSpeakingRequest(id: string, message: string, by: AuditActor): Promise<ThreadEntry> {
    const entry = await this.mail.transaction(async (m, mail) => {
      const row = await m.findOneBy(SpeakingRequest, { id });
      if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
      const reply = await this.responder.reply(speakingRef(row), by, message, m, mail);
      await this.audit.record(
        {
          actor: by.user,
          origin: by.origin,
          action: 'speaking-request.reply',
          targetType: 'speaking-request',
          targetId: id,
          targetLabel: speakingLabel(row),
          detail: excerpt(message, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return reply;
    });
    return toThreadEntry(entry);
  }

  // ---- Contact messages ----

  /** The contact inbox: search, status (and 'inbox': all but archived) and type filters, unread first. */
  private readonly contactInbox: InboxKind<
    ContactMessage,
    AdminContactMessage,
    ContactMessageStatus
  > = {
    query: () => this.contacts.createQueryBuilder('c'),
    alias: 'c',
    searchColumns: ['"c"."name"', '"c"."email"', '"c"."company"', '"c"."message"'],
    statusColumn: '"c"."status"',
    statuses: CONTACT_MESSAGE_STATUSES,
    possibleSpam: possibleSpamSql('c'),
    views: { [CONTACT_INBOX_VIEW]: `"c"."status" <> 'archived'` },
    filters: { type: '"c"."inquiry_type"' },
    // Matches IDX_contact_message_unread_first.
    order: [
      [CONTACT_UNREAD_FIRST, 'ASC'],
      ['"c"."created_at"', 'DESC'],
    ],
    toItems: async (rows) => {
      const [facts, subjects] = await Promise.all([
        inboxRowFacts(this.inbox, this.threads, this.triage, 'contact-message', rows),
        this.inbox.subjectsOf(rows.flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : []))),
      ]);
      return rows.map((row) =>
        toAdminContactMessage(
          row,
          facts(row),
          (row.memberMessageId && subjects.get(row.memberMessageId)) || null,
        ),
      );
    },
    export: {
      fileName: contactMessagesExportFileName,
      header: CONTACT_EXPORT_COLUMNS,
      row: (c) => [
        formatCreatedDate(c.createdAt),
        labelOf(CONTACT_MESSAGE_STATUS_LABELS, c.status),
        c.name,
        c.email,
        c.company ?? '',
        labelOf(INQUIRY_TYPE_LABELS, c.inquiryType),
        c.message,
      ],
    },
  };

  /** One page of the contact messages matching the filters: unread (status new) first, then newest. */
  contactMessages(
    query: InboxQuery,
  ): Promise<InboxPage<AdminContactMessage, ContactMessageStatus>> {
    return inboxPage(this.contactInbox, query);
  }

  /** Every contact message matching the filters, newest first, as a streamed CSV download. */
  exportContactMessages(filters: InboxFilters, res: Response): Promise<void> {
    return streamInboxExport(this.contactInbox, filters, res);
  }

  private async inReplyTo(row: ContactMessage): Promise<string | null> {
    if (!row.memberMessageId) return null;
    return (await this.inbox.subjectsOf([row.memberMessageId])).get(row.memberMessageId) ?? null;
  }

  /** One contact message as the list shows it, without reading its thread; 404 for an unknown id. */
  contactItem(id: string): Promise<AdminContactMessage> {
    return inboxItem(this.contactInbox, id, ADMIN_INQUIRY_MESSAGES.contactNotFound);
  }

  /** One contact message with its thread, oldest first; 404 for an unknown id. */
  async contactMessage(id: string): Promise<WithThread<AdminContactMessage>> {
    const row = await this.contacts.findOneBy({ id });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.contactNotFound);
    const [thread, owner, inReplyTo, triageOf] = await Promise.all([
      this.threads.openThread('contact-message', id),
      this.inbox.ownerOfInquiry(row),
      this.inReplyTo(row),
      this.triage.triageOf([row]),
    ]);
    const { id: _id, ...triage } = triageOf(row);
    return {
      ...toAdminContactMessage(
        row,
        { memberId: owner?.id ?? null, replyCount: thread.length, triage },
        inReplyTo,
      ),
      thread,
    };
  }

  /**
   * Moves a contact message in the organisation's inbox (new, read, replied, archived): audited,
   * nobody is told (it is the inbox's own bookkeeping). The same status again changes nothing.
   */
  async setContactStatus(
    id: string,
    status: ContactMessageStatus,
    by: AuditActor,
  ): Promise<AdminContactMessage> {
    await this.mail.transaction(async (m) => {
      const row = await m.findOne(ContactMessage, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.contactNotFound);
      if (row.status === status) return;
      await m.update(ContactMessage, { id }, { status });
      await this.audit.record(
        {
          actor: by.user,
          origin: by.origin,
          action: 'contact-message.status',
          targetType: 'contact-message',
          targetId: id,
          targetLabel: contactLabel(row),
          changes: { status: { from: row.status, to: status } },
        },
        m,
      );
    });
    return this.contactItem(id);
  }

  /**
   * The organisation's reply to a contact message (InquiryResponder.reply); the message becomes
   * 'replied'. Audited with that status change, in one transaction.
   */
  async replyToContactMessage(id: string, message: string, by: AuditActor): Promise<ThreadEntry> {
    const entry = await this.mail.transaction(async (m, mail) => {
      const row = await m.findOne(ContactMessage, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.contactNotFound);
      const reply = await this.responder.reply(
        contactRef(row, await this.inReplyTo(row)),
        by,
        message,
        m,
        mail,
      );
      if (row.status !== 'replied') await m.update(ContactMessage, { id }, { status: 'replied' });
      await this.audit.record(
        {
          actor: by.user,
          origin: by.origin,
          action: 'contact-message.reply',
          targetType: 'contact-message',
          targetId: id,
          targetLabel: contactLabel(row),
          changes:
            row.status === 'replied' ? null : { status: { from: row.status, to: 'replied' } },
          detail: excerpt(message, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return reply;
    });
    return toThreadEntry(entry);
  }

  // ---- The dashboard ----

  /** The dashboard's speaking-request figures; this month: since the start of the month, UTC. */
  async speakingCounts(): Promise<AdminStats['speakingRequests']> {
    const [row] = (await this.speaking.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE status = 'declined')::int AS declined,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(*) FILTER (WHERE created_at >= ${START_OF_MONTH_UTC})::int AS "thisMonth"
         FROM speaking_request
        WHERE archived_at IS NULL`,
    )) as AdminStats['speakingRequests'][];
    return row;
  }

  /** The dashboard's contact-message figures: unread means status new; archived ones left out. */
  async contactCounts(): Promise<AdminStats['contactMessages']> {
    const [row] = (await this.contacts.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'new')::int AS unread
         FROM contact_message
        WHERE archived_at IS NULL`,
    )) as AdminStats['contactMessages'][];
    return row;
  }

  /**
   * What waits for the organisation here (the bell): pending requests and unread messages not
   * archived (nor spam), and members' replies in the inquiries' threads not opened yet, newest
   * `limit` of each.
   */
  async waiting(limit: number): Promise<{ total: number; items: AdminNotification[] }> {
    const [pending, pendingCount, unread, unreadCount, replies] = await Promise.all([
      this.speaking.find({
        where: { status: 'pending', archivedAt: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
      this.speaking.countBy({ status: 'pending', archivedAt: IsNull() }),
      this.contacts.find({
        where: { status: 'new', archivedAt: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
      this.contacts.countBy({ status: 'new', archivedAt: IsNull() }),
      this.threads.unseen(limit),
    ]);
    const subjects = await this.inbox.subjectsOf(
      [...unread, ...replies.items].flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : [])),
    );
    const items: AdminNotification[] = [
      ...pending.map((r) => ({
        kind: 'speaking-request' as const,
        id: r.id,
        title: `Speaking request from ${r.company}`,
        detail: `${r.contactName} · ${labelOf(EVENT_TYPE_LABELS, r.eventType)}`,
        createdAt: r.createdAt.toISOString(),
        path: adminPathOf('speaking-request', r.id),
      })),
      ...unread.map((r) => {
        const inReplyTo = r.memberMessageId ? subjects.get(r.memberMessageId) : undefined;
        return {
          kind: 'contact-message' as const,
          id: r.id,
          title: inReplyTo ? `Reply from ${r.name}` : `Message from ${r.name}`,
          detail: `${inReplyTo ? replySubject(inReplyTo) : labelOf(INQUIRY_TYPE_LABELS, r.inquiryType)} · ${excerpt(r.message, 60)}`,
          createdAt: r.createdAt.toISOString(),
          path: adminPathOf('contact-message', r.id),
        };
      }),
      // A member's reply in an inquiry's thread that no administrator has opened yet.
      ...replies.items.map((r) => {
        const inReplyTo = r.memberMessageId ? subjects.get(r.memberMessageId) : undefined;
        return {
          kind: r.inquiryKind,
          id: r.id,
          title: `Reply from ${r.authorName}`,
          detail: `${inReplyTo ? `${replySubject(inReplyTo)} · ` : ''}${excerpt(r.body, 60)}`,
          createdAt: r.createdAt.toISOString(),
          path: adminPathOf(r.inquiryKind, r.inquiryId),
        };
      }),
    ];
    return { total: pendingCount + unreadCount + replies.total, items };
  }
}
