import {
  type AdminNotification,
  type AdminPartnership,
  type AdminStats,
  partnershipsExportFileName,
} from '@bb/shared/admin';
import {
  contractDetailLines,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_TYPE_LABELS,
  type PartnershipStatus,
} from '@bb/shared/partnerships';
import { labelOf } from '@bb/shared/options';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { formatCreatedDate } from '../common/csv';
import { labelSql } from '../common/inbox-list';
import { type InboxRowFacts, inboxItemHead } from '../inquiries/inbox-facts';
import { bellItem, newestInInbox } from '../inquiries/inquiry-columns';
import { type InquiryKindDescription, InquiryKinds } from '../inquiries/inquiry-kind';
import type { InquiryRef } from '../inquiries/inquiry-responder';
import {
  InquiryTriageService,
  possibleSpamSql,
  TRIAGE_EXPORT_COLUMNS,
} from '../inquiries/inquiry-triage.service';
import { partnershipInboxText, partnershipStatusText } from './partnership-messages';
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
  ...TRIAGE_EXPORT_COLUMNS,
  'Company',
  'Contact Person',
  'Email',
  'Partnership Type',
  ...CONTRACT_DETAIL_COLUMNS,
];

function toAdminPartnership(row: CorporatePartnership, facts: InboxRowFacts): AdminPartnership {
  return {
    ...inboxItemHead(row, facts),
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
 * Partnership inquiries in the admin panel: their description (InquiryKinds, for the admin inbox at
 * `/api/admin/corporate-partnerships`, the notes, the triage and the merge), built from this
 * module's own repository, and the dashboard's figures and the bell's waiting items for them.
 */
@Injectable()
export class PartnershipsAdminService implements OnModuleInit {
  constructor(
    @InjectRepository(CorporatePartnership)
    private readonly partnerships: Repository<CorporatePartnership>,
    private readonly triage: InquiryTriageService,
    private readonly kinds: InquiryKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.register(this.kind);
  }

  /** Partnership inquiries: newest first; a status change tells the sender. */
  private readonly kind: InquiryKindDescription<
    CorporatePartnership,
    AdminPartnership,
    PartnershipStatus
  > = {
    kind: 'corporate-partnership',
    entity: CorporatePartnership,
    notFound: PARTNERSHIP_NOT_FOUND,
    noun: 'partnership inquiry',
    label: (row) => row.companyName,
    submission: (row) =>
      [
        `Partnership type: ${labelOf(PARTNERSHIP_TYPE_LABELS, row.partnershipType)}`,
        ...contractDetailLines(row.contractDetails as Record<string, unknown> | null).map(
          (d) => `${d.label}: ${d.value}`,
        ),
      ].join('\n'),
    ref: (row) => Promise.resolve(partnershipRef(row)),
    claimed: (row) => ({ ref: partnershipRef(row), acknowledgement: partnershipInboxText(row) }),
    inbox: {
      query: () => this.partnerships.createQueryBuilder('p'),
      alias: 'p',
      searchColumns: [
        '"p"."company_name"',
        '"p"."contact_name"',
        '"p"."partnership_type"',
        labelSql('"p"."partnership_type"', PARTNERSHIP_TYPE_LABELS),
        '"p"."email"',
        '"p"."reference"',
      ],
      statusColumn: '"p"."status"',
      statuses: PARTNERSHIP_STATUSES,
      possibleSpam: possibleSpamSql('p'),
      order: [['"p"."created_at"', 'DESC']],
      export: {
        fileName: partnershipsExportFileName,
        header: PARTNERSHIP_EXPORT_COLUMNS,
        rows: async (batch) => {
          const triage = await this.triage.exportCellsOf(batch);
          return batch.map((p) => {
            const details = contractDetailLines(
              p.contractDetails as Record<string, unknown> | null,
            );
            const detail = (label: string) => details.find((d) => d.label === label)?.value ?? '';
            return [
              formatCreatedDate(p.createdAt),
              labelOf(PARTNERSHIP_STATUS_LABELS, p.status),
              ...triage(p),
              p.companyName,
              p.contactName,
              p.email,
              labelOf(PARTNERSHIP_TYPE_LABELS, p.partnershipType),
              ...CONTRACT_DETAIL_COLUMNS.map(detail),
            ];
          });
        },
      },
    },
    toItems: (rows, facts) =>
      Promise.resolve(rows.map((row) => toAdminPartnership(row, facts(row)))),
    statusLabels: PARTNERSHIP_STATUS_LABELS,
    statusNotice: { text: (row) => () => partnershipStatusText(row) },
  };

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
    const [rows, total] = await newestInInbox(this.partnerships, 'new', limit);
    return {
      total,
      items: rows.map((r) =>
        bellItem(
          'corporate-partnership',
          r,
          `Partnership inquiry from ${r.companyName}`,
          `${r.contactName} · ${labelOf(PARTNERSHIP_TYPE_LABELS, r.partnershipType)}`,
        ),
      ),
    };
  }
}
