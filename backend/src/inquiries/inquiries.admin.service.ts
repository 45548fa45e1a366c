import type {
  AdminContactMessage,
  AdminNotification,
  AdminSpeakingRequest,
  AdminStats,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import {
  type ContactMessageStatus,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  SPEAKING_REQUEST_STATUS_LABELS,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { bookingTitle, statusText } from '../member/inquiry-messages';
import { MemberInboxService } from '../member/member-inbox.service';
import type { MemberMessage } from '../member/member-message.entity';
import { BookingLogisticsService } from './booking-logistics.service';
import { ContactMessage } from './contact-message.entity';
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
import { SpeakingRequest } from './speaking-request.entity';

export { ADMIN_INQUIRY_MESSAGES } from './inquiry-refs';

/** How many characters of a reply the audit trail keeps in an entry's detail. */
export const AUDIT_REPLY_EXCERPT = 120;

/** "Since the start of the current calendar month, UTC", in SQL. */
export const START_OF_MONTH_UTC = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

function toAdminSpeakingRequest(
  row: SpeakingRequest,
  memberId: string | null,
  replyCount: number,
): AdminSpeakingRequest {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
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
  memberId: string | null,
  replyCount: number,
  inReplyTo: string | null,
): AdminContactMessage {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
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
  ) {}

  // ---- Speaking requests ----

  /** Every speaking request, newest first. */
  async speakingRequests(): Promise<AdminSpeakingRequest[]> {
    const rows = await this.speaking.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const [owners, counts] = await Promise.all([
      this.inbox.memberIdsByAddress(rows.filter((r) => !r.userId).map((r) => r.email)),
      this.threads.countsOf('speaking-request'),
    ]);
    return rows.map((row) =>
      toAdminSpeakingRequest(
        row,
        row.userId ?? owners.get(row.email) ?? null,
        counts.get(row.id) ?? 0,
      ),
    );
  }

  private async speakingRow(id: string): Promise<SpeakingRequest> {
    const row = await this.speaking.findOneBy({ id });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
    return row;
  }

  /** One speaking request with its thread, oldest first; 404 for an unknown id. */
  async speakingRequest(id: string): Promise<WithThread<AdminSpeakingRequest>> {
    const row = await this.speakingRow(id);
    const thread = await this.threads.openThread('speaking-request', id);
    const owner = await this.inbox.ownerOfInquiry(row);
    return { ...toAdminSpeakingRequest(row, owner?.id ?? null, thread.length), thread };
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
    const { thread: _thread, ...request } = await this.speakingRequest(id);
    return request;
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

  /** Every contact message: unread (status new) first, then newest first. */
  async contactMessages(): Promise<AdminContactMessage[]> {
    const rows = await this.contacts
      .createQueryBuilder('c')
      .orderBy(`CASE WHEN c.status = 'new' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getMany();
    const [owners, counts, subjects] = await Promise.all([
      this.inbox.memberIdsByAddress(rows.filter((r) => !r.userId).map((r) => r.email)),
      this.threads.countsOf('contact-message'),
      this.inbox.subjectsOf(rows.flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : []))),
    ]);
    return rows.map((row) =>
      toAdminContactMessage(
        row,
        row.userId ?? owners.get(row.email) ?? null,
        counts.get(row.id) ?? 0,
        (row.memberMessageId && subjects.get(row.memberMessageId)) || null,
      ),
    );
  }

  private async inReplyTo(row: ContactMessage): Promise<string | null> {
    if (!row.memberMessageId) return null;
    return (await this.inbox.subjectsOf([row.memberMessageId])).get(row.memberMessageId) ?? null;
  }

  /** One contact message with its thread, oldest first; 404 for an unknown id. */
  async contactMessage(id: string): Promise<WithThread<AdminContactMessage>> {
    const row = await this.contacts.findOneBy({ id });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.contactNotFound);
    const [thread, owner, inReplyTo] = await Promise.all([
      this.threads.openThread('contact-message', id),
      this.inbox.ownerOfInquiry(row),
      this.inReplyTo(row),
    ]);
    return {
      ...toAdminContactMessage(row, owner?.id ?? null, thread.length, inReplyTo),
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
    const { thread: _thread, ...message } = await this.contactMessage(id);
    return message;
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
         FROM speaking_request`,
    )) as AdminStats['speakingRequests'][];
    return row;
  }

  /** The dashboard's contact-message figures: unread means status new. */
  async contactCounts(): Promise<AdminStats['contactMessages']> {
    const [row] = (await this.contacts.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'new')::int AS unread
         FROM contact_message`,
    )) as AdminStats['contactMessages'][];
    return row;
  }

  /**
   * What waits for the organisation here (the bell): pending requests, unread messages and members'
   * replies in the inquiries' threads not opened yet, newest `limit` of each.
   */
  async waiting(limit: number): Promise<{ total: number; items: AdminNotification[] }> {
    const [pending, pendingCount, unread, unreadCount, replies] = await Promise.all([
      this.speaking.find({
        where: { status: 'pending' },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
      this.speaking.countBy({ status: 'pending' }),
      this.contacts.find({
        where: { status: 'new' },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
      this.contacts.countBy({ status: 'new' }),
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
