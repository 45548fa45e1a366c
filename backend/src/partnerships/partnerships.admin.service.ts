import {
  type AdminNotification,
  type AdminPartnership,
  type AdminStats,
  type InboxPage,
  partnershipsExportFileName,
  type StatusNoticePreview,
  type ThreadEntry,
  type WithThread,
} from '@bb/shared/admin';
import {
  contractDetailLines,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_TYPE_LABELS,
  type PartnershipStatus,
} from '@bb/shared/partnerships';
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
import { type InboxRowFacts, inboxRowFacts } from '../inquiries/inbox-facts';
import { InquiryTriageService, possibleSpamSql } from '../inquiries/inquiry-triage.service';
import { AUDIT_REPLY_EXCERPT } from '../inquiries/inquiries.admin.service';
import { adminPathOf } from '../inquiries/inquiry-refs';
import {
  excerpt,
  InquiryResponder,
  type InquiryRef,
  type StatusChangeRequest,
  statusAuditDetail,
  statusPreview,
} from '../inquiries/inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from '../inquiries/inquiry-threads.service';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { partnershipStatusText } from '../member/inquiry-messages';
import { MemberInboxService } from '../member/member-inbox.service';
import type { MemberMessage } from '../member/member-message.entity';
import { CorporatePartnership } from './corporate-partnership.entity';

export const PARTNERSHIP_NOT_FOUND = 'We could not find that partnership inquiry.';

/** The contract details' columns of the export (contractDetailLines' labels). */
const CONTRACT_DETAIL_COLUMNS = [
  'Interests',
  'Company size',
  'Timeline',
  'Budget',
  'Additional information',
];
/** The partnership inquiries' CSV columns. */
export const PARTNERSHIP_EXPORT_COLUMNS = [
  'Received',
  'Status',
  'Company',
  'Contact Person',
  'Email',
  'Partnership Type',
  ...CONTRACT_DETAIL_COLUMNS,
];

function toAdminPartnership(
  row: CorporatePartnership,
  { memberId, replyCount, triage }: InboxRowFacts,
): AdminPartnership {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
    ...triage,
    companyName: row.companyName,
    partnershipType: row.partnershipType,
    contactName: row.contactName,
    status: row.status,
    contractDetails: row.contractDetails ? { ...row.contractDetails } : null,
  };
}

/** A partnership inquiry as the responder sees it. */
export function partnershipRef(row: CorporatePartnership): InquiryRef {
  const type = labelOf(PARTNERSHIP_TYPE_LABELS, row.partnershipType);
  return {
    kind: 'corporate-partnership',
    id: row.id,
    email: row.email,
    userId: row.userId,
    title: `Your partnership inquiry: ${row.companyName}`,
    createdAt: row.createdAt,
    memberPath: '/my/messages',
    original: [`Partnership type: ${type}`, row.contractDetails?.additionalInfo]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * The admin panel's partnership inquiries (`/api/admin/corporate-partnerships`): list, detail with
 * its thread, status changes and replies, and the dashboard's figures. Every change is stored with
 * its messages and its audit entry in one transaction.
 */
@Injectable()
export class PartnershipsAdminService {
  constructor(
    @InjectRepository(CorporatePartnership)
    private readonly partnerships: Repository<CorporatePartnership>,
    private readonly mail: MailService,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly responder: InquiryResponder,
    private readonly audit: AuditService,
    private readonly triage: InquiryTriageService,
  ) {}

  /** The partnership inquiries' inbox: search, status filter, order, items, export (inbox-list.ts). */
  private readonly inboxKind: InboxKind<CorporatePartnership, AdminPartnership, PartnershipStatus> =
    {
      query: () => this.partnerships.createQueryBuilder('p'),
      alias: 'p',
      searchColumns: [
        '"p"."company_name"',
        '"p"."contact_name"',
        '"p"."partnership_type"',
        labelSql('"p"."partnership_type"', PARTNERSHIP_TYPE_LABELS),
        '"p"."email"',
      ],
      statusColumn: '"p"."status"',
      statuses: PARTNERSHIP_STATUSES,
      possibleSpam: possibleSpamSql('p'),
      order: [['"p"."created_at"', 'DESC']],
      toItems: async (rows) => {
        const facts = await inboxRowFacts(
          this.inbox,
          this.threads,
          this.triage,
          'corporate-partnership',
          rows,
        );
        return rows.map((row) => toAdminPartnership(row, facts(row)));
      },
      export: {
        fileName: partnershipsExportFileName,
        header: PARTNERSHIP_EXPORT_COLUMNS,
        row: (p) => {
          const details = contractDetailLines(p.contractDetails as Record<string, unknown> | null);
          const detail = (label: string) => details.find((d) => d.label === label)?.value ?? '';
          return [
            formatCreatedDate(p.createdAt),
            labelOf(PARTNERSHIP_STATUS_LABELS, p.status),
            p.companyName,
            p.contactName,
            p.email,
            labelOf(PARTNERSHIP_TYPE_LABELS, p.partnershipType),
            ...CONTRACT_DETAIL_COLUMNS.map(detail),
          ];
        },
      },
    };

  /** One page of the partnership inquiries matching the filters, newest first, with the counts. */
  list(query: InboxQuery): Promise<InboxPage<AdminPartnership, PartnershipStatus>> {
    return inboxPage(this.inboxKind, query);
  }

  /** Every partnership inquiry matching the filters, as a streamed CSV download. */
  export(filters: InboxFilters, res: Response): Promise<void> {
    return streamInboxExport(this.inboxKind, filters, res);
  }

  /** One partnership inquiry as the list shows it, without reading its thread; 404 for an unknown id. */
  item(id: string): Promise<AdminPartnership> {
    return inboxItem(this.inboxKind, id, PARTNERSHIP_NOT_FOUND);
  }

  /** One partnership inquiry with its thread, oldest first; 404 for an unknown id. */
  async detail(id: string): Promise<WithThread<AdminPartnership>> {
    const row = await this.partnerships.findOneBy({ id });
    if (!row) throw new NotFoundException(PARTNERSHIP_NOT_FOUND);
    const [thread, owner, triageOf] = await Promise.all([
      this.threads.openThread('corporate-partnership', id),
      this.inbox.ownerOfInquiry(row),
      this.triage.triageOf([row]),
    ]);
    const { id: _id, ...triage } = triageOf(row);
    return {
      ...toAdminPartnership(row, {
        memberId: owner?.id ?? null,
        replyCount: thread.length,
        triage,
      }),
      thread,
    };
  }

  /**
   * Sets a partnership inquiry's status (any to any). A change tells the sender (InquiryResponder
   * statusNotice, with the administrator's personal line if any; what is sent joins the inquiry's
   * conversation) unless `notify` is false, and is audited, in one transaction; the same status
   * again changes nothing and tells nobody. 404 for an unknown id.
   */
  async setStatus(
    id: string,
    change: StatusChangeRequest<PartnershipStatus>,
    by: AuditActor,
  ): Promise<AdminPartnership> {
    await this.mail.transaction((m, mail) => this.applyStatus(id, change, by, m, mail));
    return this.item(id);
  }

  /** What setting this status would send (the change itself, made and rolled back). */
  async previewStatus(
    id: string,
    change: StatusChangeRequest<PartnershipStatus>,
    by: AuditActor,
  ): Promise<StatusNoticePreview> {
    return statusPreview(
      await this.mail.dryRun((m, mail) =>
        this.applyStatus(id, { ...change, notify: true }, by, m, mail),
      ),
    );
  }

  /** The change of setStatus, in the caller's transaction; answers the inbox message sent, if any. */
  private async applyStatus(
    id: string,
    change: StatusChangeRequest<PartnershipStatus>,
    by: AuditActor,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<MemberMessage | null> {
    const { status } = change;
    const row = await m.findOne(CorporatePartnership, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(PARTNERSHIP_NOT_FOUND);
    if (row.status === status) return null;
    const from = row.status;
    await m.update(CorporatePartnership, { id }, { status });
    const updated = await m.findOneByOrFail(CorporatePartnership, { id });
    const message =
      change.notify === false
        ? null
        : await this.responder.statusNotice(
            partnershipRef(updated),
            labelOf(PARTNERSHIP_STATUS_LABELS, status),
            () => partnershipStatusText(updated),
            m,
            mail,
            { note: change.note, by },
          );
    await this.audit.record(
      {
        actor: by.user,
        origin: by.origin,
        action: 'corporate-partnership.status',
        targetType: 'corporate-partnership',
        targetId: id,
        targetLabel: updated.companyName,
        changes: { status: { from, to: status } },
        detail: statusAuditDetail(change),
      },
      m,
    );
    return message;
  }

  /** The organisation's reply to a partnership inquiry (InquiryResponder.reply), audited. */
  async reply(id: string, message: string, by: AuditActor): Promise<ThreadEntry> {
    const entry = await this.mail.transaction(async (m, mail) => {
      const row = await m.findOneBy(CorporatePartnership, { id });
      if (!row) throw new NotFoundException(PARTNERSHIP_NOT_FOUND);
      const reply = await this.responder.reply(partnershipRef(row), by, message, m, mail);
      await this.audit.record(
        {
          actor: by.user,
          origin: by.origin,
          action: 'corporate-partnership.reply',
          targetType: 'corporate-partnership',
          targetId: id,
          targetLabel: row.companyName,
          detail: excerpt(message, AUDIT_REPLY_EXCERPT),
        },
        m,
      );
      return reply;
    });
    return toThreadEntry(entry);
  }

  /** The dashboard's partnership figures, by status. */
  /** The dashboard's partnership figures, as the inbox's count cards: archived ones (spam too) left out. */
  async counts(): Promise<AdminStats['partnerships']> {
    const [row] = (await this.partnerships.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'new')::int AS "new",
              count(*) FILTER (WHERE status = 'in-discussion')::int AS "inDiscussion",
              count(*) FILTER (WHERE status = 'proposal-sent')::int AS "proposalSent",
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'on-hold')::int AS "onHold",
              count(*) FILTER (WHERE status = 'closed')::int AS closed
         FROM corporate_partnership
        WHERE archived_at IS NULL`,
    )) as AdminStats['partnerships'][];
    return row;
  }

  /** What waits for the organisation here (the bell): new inquiries not archived, the newest `limit`. */
  async waiting(limit: number): Promise<{ total: number; items: AdminNotification[] }> {
    const [rows, total] = await Promise.all([
      this.partnerships.find({
        where: { status: 'new', archivedAt: IsNull() },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
      }),
      this.partnerships.countBy({ status: 'new', archivedAt: IsNull() }),
    ]);
    return {
      total,
      items: rows.map((r) => ({
        kind: 'corporate-partnership' as const,
        id: r.id,
        title: `Partnership inquiry from ${r.companyName}`,
        detail: `${r.contactName} · ${labelOf(PARTNERSHIP_TYPE_LABELS, r.partnershipType)}`,
        createdAt: r.createdAt.toISOString(),
        path: adminPathOf('corporate-partnership', r.id),
      })),
    };
  }
}
