import { type AdminNotification, type AdminStats } from '@bb/shared/admin';
import { EVENT_TYPE_LABELS, INQUIRY_TYPE_LABELS } from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { BookingLogisticsService } from './booking-logistics.service';
import { ContactMessage } from './contact-message.entity';
import { bellItem, newestInInbox } from './inquiry-columns';
import { InquiryKinds } from './inquiry-kind';
import { excerpt, replySubject } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';
import { InquiryTriageService } from './inquiry-triage.service';
import { SpeakingRequest } from './speaking-request.entity';
import { speakingRequestKind } from './speaking-request.kind';
import { contactMessageKind } from './contact-message.kind';

/** "Since the start of the current calendar month, UTC", in SQL. */
export const START_OF_MONTH_UTC = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * Speaking requests and contact messages, the two kinds of inquiry this module owns: registers their
 * descriptions (InquiryKinds, for the admin inbox, the notes, the triage and the merge;
 * speaking-request.kind.ts, contact-message.kind.ts), and answers the dashboard's figures and the
 * bell's waiting items for them.
 */
@Injectable()
export class InquiriesAdminService implements OnModuleInit {
  constructor(
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly logistics: BookingLogisticsService,
    private readonly triage: InquiryTriageService,
    private readonly kinds: InquiryKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.register(speakingRequestKind(this.speaking, this.logistics, this.triage));
    this.kinds.register(contactMessageKind(this.contacts, this.inbox, this.triage));
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
    const [[pending, pendingCount], [unread, unreadCount], replies] = await Promise.all([
      newestInInbox(this.speaking, 'pending', limit),
      newestInInbox(this.contacts, 'new', limit),
      this.threads.unseen(limit),
    ]);
    const subjects = await this.inbox.subjectsOf(
      [...unread, ...replies.items].flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : [])),
    );
    const items: AdminNotification[] = [
      ...pending.map((r) =>
        bellItem(
          'speaking-request',
          r,
          `Speaking request from ${r.company}`,
          `${r.contactName} · ${labelOf(EVENT_TYPE_LABELS, r.eventType)}`,
        ),
      ),
      ...unread.map((r) => {
        const inReplyTo = r.memberMessageId ? subjects.get(r.memberMessageId) : undefined;
        return bellItem(
          'contact-message',
          r,
          inReplyTo ? `Reply from ${r.name}` : `Message from ${r.name}`,
          `${inReplyTo ? replySubject(inReplyTo) : labelOf(INQUIRY_TYPE_LABELS, r.inquiryType)} · ${excerpt(r.message, 60)}`,
        );
      }),
      // A member's reply in an inquiry's thread that no administrator has opened yet.
      ...replies.items.map((r) => {
        const inReplyTo = r.memberMessageId ? subjects.get(r.memberMessageId) : undefined;
        return bellItem(
          r.inquiryKind,
          r,
          `Reply from ${r.authorName}`,
          `${inReplyTo ? `${replySubject(inReplyTo)} · ` : ''}${excerpt(r.body, 60)}`,
          r.inquiryId,
        );
      }),
    ];
    return { total: pendingCount + unreadCount + replies.total, items };
  }
}
