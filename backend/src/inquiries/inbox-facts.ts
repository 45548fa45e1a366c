import type { InquiryKind } from '@bb/shared/admin';
import type { MemberInboxService } from '../member/member-inbox.service';
import type { InquiryThreadsService } from './inquiry-threads.service';

/** What every inbox row carries besides its own columns. */
export interface InboxRowFacts {
  /** The member it belongs to (sent signed in, or from their verified address); null for a visitor. */
  memberId: string | null;
  /** How many entries its thread has. */
  replyCount: number;
}

/**
 * The owners and thread lengths of one page of an inbox, in two queries for the page's rows only
 * (never the whole table): answers each row's facts.
 */
export async function inboxRowFacts<R extends { id: string; email: string; userId: string | null }>(
  inbox: MemberInboxService,
  threads: InquiryThreadsService,
  kind: InquiryKind,
  rows: readonly R[],
): Promise<(row: R) => InboxRowFacts> {
  const [owners, counts] = await Promise.all([
    inbox.memberIdsByAddress(rows.filter((r) => !r.userId).map((r) => r.email)),
    threads.countsOf(
      kind,
      rows.map((r) => r.id),
    ),
  ]);
  return (row) => ({
    memberId: row.userId ?? owners.get(row.email.toLowerCase()) ?? null,
    replyCount: counts.get(row.id) ?? 0,
  });
}
