import type { InquiryKind, InquiryTriage } from '@bb/shared/admin';
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
}

/**
 * The owners, thread lengths and triage fields of one page of an inbox (or one inquiry), in a few
 * queries for the page's rows only (never the whole table): answers each row's facts.
 */
export async function inboxRowFacts<R extends TriageRow & { userId: string | null }>(
  inbox: MemberInboxService,
  threads: InquiryThreadsService,
  triage: InquiryTriageService,
  kind: InquiryKind,
  rows: readonly R[],
): Promise<(row: R) => InboxRowFacts> {
  const [owners, counts, triageOf] = await Promise.all([
    inbox.memberIdsByAddress(rows.filter((r) => !r.userId).map((r) => r.email)),
    threads.countsOf(
      kind,
      rows.map((r) => r.id),
    ),
    triage.triageOf(rows),
  ]);
  return (row) => {
    const { id: _id, ...fields } = triageOf(row);
    return {
      memberId: row.userId ?? owners.get(row.email.toLowerCase()) ?? null,
      replyCount: counts.get(row.id) ?? 0,
      triage: fields,
    };
  };
}

/**
 * The fields every inbox item starts with, in the answers' order: the row's id, address and date,
 * then its facts.
 */
export function inboxItemHead(
  row: { id: string; email: string; createdAt: Date },
  { memberId, replyCount, triage }: InboxRowFacts,
) {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    memberId,
    replyCount,
    ...triage,
  };
}
