import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager, type EntityTarget, In, IsNull } from 'typeorm';
import type { InboxText } from './inquiry-messages';
import { MemberInboxService, type NewMemberMessage } from '../member-inbox/member-inbox.service';
import { UsersService } from '../users/users.service';
import { InquiryKinds } from './inquiry-kind';
import { inboxLinksOf, type InquiryRef, replySubject } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';

/** The columns every inquiry table has that a claim reads and writes. */
interface ClaimableRow {
  id: string;
  email: string;
  userId: string | null;
  createdAt: Date;
}

/** How a claimed inquiry appears in the member's inbox: its reference and its acknowledgement. */
export interface ClaimedInquiry {
  ref: InquiryRef;
  acknowledgement: InboxText;
}

/**
 * Links inquiries to the member who sent them (docs/member-api.md, "Which requests are the
 * member's"). When an account's address is verified, every inquiry sent from that address without an
 * account (as a visitor, or before the account existed) becomes the account's (its `user_id`), so it
 * stays theirs when they later change their address; and their inbox gets what they were sent about
 * it by e-mail (the acknowledgement and the organisation's replies and status news), dated then and
 * already read, so that Messages shows the whole conversation and their reply joins its thread. In the
 * transaction that verifies the address. Every kind registered in InquiryKinds is claimed, in the
 * order registered, through its description (`entity`, `claimed`), partnership inquiries (another
 * module's table) included.
 */
@Injectable()
export class InquiryClaims implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly inbox: MemberInboxService,
    private readonly threads: InquiryThreadsService,
    private readonly kinds: InquiryKinds,
  ) {}

  onModuleInit(): void {
    this.users.onAddressVerified(async (member, m) => {
      for (const kind of this.kinds.all()) await this.claim(member, kind.entity, m, kind.claimed);
    });
  }

  /**
   * Links to `member` the rows of `entity` sent from their address without an account, and puts
   * their history in the member's inbox (see the class). Rows already linked to an account stay
   * theirs. In the caller's transaction.
   */
  private async claim<T extends ClaimableRow>(
    member: { id: string; email: string },
    entity: EntityTarget<T>,
    m: EntityManager,
    describe: (row: T) => ClaimedInquiry,
  ): Promise<void> {
    const repo = m.getRepository(entity);
    const where = { userId: IsNull(), email: member.email.toLowerCase() };
    const rows = await repo.find({
      where: where as never,
      order: { createdAt: 'ASC' } as never,
      lock: { mode: 'pessimistic_write' },
    });
    if (rows.length === 0) return;
    await repo.update({ id: In(rows.map((r) => r.id)) } as never, { userId: member.id } as never);
    await this.putHistory(member.id, rows.map(describe), m);
  }

  private async putHistory(userId: string, claimed: ClaimedInquiry[], m: EntityManager) {
    const kind = claimed[0].ref.kind;
    const known = await this.inbox.inquiriesWithMessages(
      userId,
      kind,
      claimed.map((c) => c.ref.id),
      m,
    );
    const fresh = claimed.filter((c) => !known.has(c.ref.id));
    if (fresh.length === 0) return;
    const entries = await this.threads.organisationEntriesWithoutCopy(
      kind,
      fresh.map((c) => c.ref.id),
      m,
    );
    const messages: (NewMemberMessage & { sentAt: Date })[] = [];
    const entryOf: (string | null)[] = [];
    for (const { ref, acknowledgement } of fresh) {
      messages.push({
        type: 'inquiry',
        ...acknowledgement,
        ...inboxLinksOf(ref),
        sentAt: ref.createdAt,
      });
      entryOf.push(null);
      for (const entry of entries.filter((e) => e.inquiryId === ref.id)) {
        messages.push({
          type: 'inquiry',
          subject: replySubject(ref.title),
          body: entry.body,
          ...inboxLinksOf(ref),
          sentAt: entry.createdAt,
        });
        entryOf.push(entry.id);
      }
    }
    const ids = await this.inbox.addHistory(userId, messages, m);
    const copies = new Map<string, string>();
    ids.forEach((id, n) => {
      const entryId = entryOf[n];
      if (entryId) copies.set(entryId, id);
    });
    await this.threads.linkCopies(copies, m);
  }
}
