import type { InquiryKind, InquiryTriage } from '@bb/shared/admin';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { MemberInboxService } from '../member-inbox/member-inbox.service';
import type { InquiryThreadsService } from './inquiry-threads.service';
import type { InquiryTriageService, TriageRow } from './inquiry-triage.service';

/** What every inbox row carries besides its own columns. */
export interface InboxRowFacts {
  /** The member it belongs to (sent signed in, or from their verified address); null for a visitor. */
  memberId: string | null;
  /** How many entries its thread has. */
  replyCount: number;
  /** Its assignee, archive and spam fields (InquiryTriageService). */
  triage: Omit<InquiryTriage, 'id'>;
  /**
   * How many inquiries of its kind its sender's address has sent, this one included (archived and
   * spam ones too); 0 for one that keeps no address.
   */
  fromSender: number;
}

/** How many inquiries of one kind each of these addresses sent (senderCounts). */
export type SenderCounts = (emails: readonly string[]) => Promise<Map<string, number>>;

/**
 * How many inquiries each of these addresses sent, from the kind's own query builder: one grouped
 * query on the page's addresses only (IDX_<table>_email; addresses are stored trimmed and
 * lower-cased, common/email.ts). Answers a count per address; an empty address is never counted.
 */
export function senderCounts<R extends ObjectLiteral>(
  query: () => SelectQueryBuilder<R>,
  alias: string,
): SenderCounts {
  return async (emails) => {
    const unique = [...new Set(emails.filter((email) => email !== ''))];
    if (!unique.length) return new Map();
    const rows = await query()
      .select(`"${alias}"."email"`, 'email')
      .addSelect('count(*)::int', 'count')
      .where(`"${alias}"."email" IN (:...senderEmails)`, { senderEmails: unique })
      .groupBy(`"${alias}"."email"`)
      .getRawMany<{ email: string; count: number }>();
    return new Map(rows.map((row) => [row.email, row.count]));
  };
}

/**
 * The owners, thread lengths and triage fields of one page of an inbox (or one inquiry), in a few
 * queries for the page's rows only (never the whole table): answers each row's facts.
 */
export async function inboxRowFacts<R extends TriageRow & { userId: string | null }>(
  inbox: MemberInboxService,
  threads: InquiryThreadsService,
  triage: InquiryTriageService,
  senders: SenderCounts,
  kind: InquiryKind,
  rows: readonly R[],
): Promise<(row: R) => InboxRowFacts> {
  const [owners, counts, triageOf, sent] = await Promise.all([
    inbox.memberIdsByAddress(rows.filter((r) => !r.userId).map((r) => r.email)),
    threads.countsOf(
      kind,
      rows.map((r) => r.id),
    ),
    triage.triageOf(rows),
    senders(rows.map((r) => r.email)),
  ]);
  return (row) => {
    const { id: _id, ...fields } = triageOf(row);
    return {
      memberId: row.userId ?? owners.get(row.email.toLowerCase()) ?? null,
      replyCount: counts.get(row.id) ?? 0,
      triage: fields,
      fromSender: sent.get(row.email) ?? 0,
    };
  };
}

/**
 * The fields every inbox item starts with, in the answers' order: the row's id, address and date,
 * then its facts.
 */
export function inboxItemHead(
  row: { id: string; email: string; createdAt: Date },
  { memberId, replyCount, triage, fromSender }: InboxRowFacts,
) {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
    ...triage,
    fromSender,
  };
}
