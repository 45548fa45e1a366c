import {
  type AdminContactMessage,
  type AdminNotification,
  type AdminSpeakingRequest,
  type AdminStats,
  CONTACT_INBOX_VIEW,
  contactMessagesExportFileName,
  speakingRequestsExportFileName,
} from '@bb/shared/admin';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  SPEAKING_REQUEST_STATUS_LABELS,
  SPEAKING_REQUEST_STATUSES,
  SPEAKING_BUDGET_LABELS,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { labelSql } from '../common/inbox-list';
import { csvDateSql } from '../common/list-query';
import { bookingTitle, contactInboxText, speakingInboxText, statusText } from './inquiry-messages';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { BookingLogisticsService } from './booking-logistics.service';
import { ContactMessage } from './contact-message.entity';
import { type InboxRowFacts, inboxItemHead } from './inbox-facts';
import { type InquiryKindDescription, InquiryKinds } from './inquiry-kind';
import { ADMIN_INQUIRY_MESSAGES, adminPathOf, contactRef, speakingRef } from './inquiry-refs';
import { excerpt, replySubject } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';
import { possibleSpamSql } from './inquiry-triage.service';
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

/** "Since the start of the current calendar month, UTC", in SQL. */
export const START_OF_MONTH_UTC = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

function toAdminSpeakingRequest(row: SpeakingRequest, facts: InboxRowFacts): AdminSpeakingRequest {
  return {
    ...inboxItemHead(row, facts),
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
  facts: InboxRowFacts,
  inReplyTo: string | null,
): AdminContactMessage {
  return {
    ...inboxItemHead(row, facts),
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
 * Speaking requests and contact messages, the two kinds of inquiry this module owns: their
 * descriptions (InquiryKinds, for the admin inbox, the notes, the triage and the merge), and the
 * dashboard's figures and the bell's waiting items for them.
 */
@Injectable()
export class InquiriesAdminService implements OnModuleInit {
  constructor(
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly logistics: BookingLogisticsService,
    private readonly kinds: InquiryKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.register(this.speakingKind);
    this.kinds.register(this.contactKind);
  }

  /** Speaking requests: newest first; a status change tells the sender (a confirmation with its calendar file). */
  private readonly speakingKind: InquiryKindDescription<
    SpeakingRequest,
    AdminSpeakingRequest,
    SpeakingRequestStatus
  > = {
    kind: 'speaking-request',
    entity: SpeakingRequest,
    notFound: ADMIN_INQUIRY_MESSAGES.speakingNotFound,
    noun: 'speaking request',
    label: speakingLabel,
    submission: (row) => row.message ?? '',
    ref: (row) => Promise.resolve(speakingRef(row)),
    claimed: (row) => ({ ref: speakingRef(row), acknowledgement: speakingInboxText(row) }),
    inbox: {
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
      export: {
        fileName: speakingRequestsExportFileName,
        header: SPEAKING_EXPORT_COLUMNS,
        cells: [
          csvDateSql('"r"."created_at"'),
          labelSql('"r"."status"', SPEAKING_REQUEST_STATUS_LABELS),
          '"r"."company"',
          '"r"."contact_name"',
          '"r"."email"',
          labelSql('"r"."event_type"', EVENT_TYPE_LABELS),
          csvDateSql('"r"."event_date"', { date: true }),
          '"r"."attendee_count"',
          labelSql('"r"."budget"', SPEAKING_BUDGET_LABELS),
          '"r"."message"',
        ],
      },
    },
    toItems: (rows, facts) =>
      Promise.resolve(rows.map((row) => toAdminSpeakingRequest(row, facts(row)))),
    statusLabels: SPEAKING_REQUEST_STATUS_LABELS,
    statusNotice: {
      text: (row) => (forMember) => statusText(row, forMember),
      attachments: (row, status, mail) =>
        status === 'confirmed'
          ? this.logistics.attachmentFor(row, mail)
          : Promise.resolve(undefined),
    },
  };

  /**
   * Contact messages: unread first, the 'inbox' view (all but archived) and the type filter; a
   * status change is the inbox's own bookkeeping (nobody is told); a reply marks the message replied.
   */
  private readonly contactKind: InquiryKindDescription<
    ContactMessage,
    AdminContactMessage,
    ContactMessageStatus
  > = {
    kind: 'contact-message',
    entity: ContactMessage,
    notFound: ADMIN_INQUIRY_MESSAGES.contactNotFound,
    noun: 'message',
    label: contactLabel,
    submission: (row) => row.message,
    ref: async (row) => contactRef(row, (await this.inReplyTo([row]))(row)),
    // Sent without an account: not a member's reply to a message, so named after its type.
    claimed: (row) => ({ ref: contactRef(row, null), acknowledgement: contactInboxText(row) }),
    inbox: {
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
      export: {
        fileName: contactMessagesExportFileName,
        header: CONTACT_EXPORT_COLUMNS,
        cells: [
          csvDateSql('"c"."created_at"'),
          labelSql('"c"."status"', CONTACT_MESSAGE_STATUS_LABELS),
          '"c"."name"',
          '"c"."email"',
          '"c"."company"',
          labelSql('"c"."inquiry_type"', INQUIRY_TYPE_LABELS),
          '"c"."message"',
        ],
      },
    },
    toItems: async (rows, facts) => {
      const inReplyTo = await this.inReplyTo(rows);
      return rows.map((row) => toAdminContactMessage(row, facts(row), inReplyTo(row)));
    },
    statusLabels: CONTACT_MESSAGE_STATUS_LABELS,
    repliedStatus: 'replied',
  };

  /** The subject of the member message each of these contact messages answers, or null. */
  private async inReplyTo(rows: ContactMessage[]): Promise<(row: ContactMessage) => string | null> {
    const subjects = await this.inbox.subjectsOf(
      rows.flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : [])),
    );
    return (row) => (row.memberMessageId && subjects.get(row.memberMessageId)) || null;
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
