import type { InquiryKind, ThreadEntry } from '@bb/shared/admin';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { UsersService } from '../users/users.service';
import { formatCalendarDate } from './event-date';
import { InquiryKinds, type InquiryRow } from './inquiry-kind';
import type { InquiryRef } from './inquiry-responder';
import { InquiryThreadsService, toThreadEntry } from './inquiry-threads.service';

/**
 * The statuses that close a conversation: a member's change of address leaves these (and archived
 * and spam inquiries) with the address they had (docs/decisions.md, "A change of address moves the
 * open conversations"). Any other status is open: a completed booking still asks for feedback.
 */
export const CLOSED_STATUSES: Readonly<Record<InquiryKind, readonly string[]>> = {
  'speaking-request': ['declined'],
  'corporate-partnership': ['closed'],
  'contact-message': ['archived'],
};

/** One entry of a conversation as its sender may see it, with the inbox copy it goes with. */
export interface ConversationEntry {
  entry: ThreadEntry;
  /** The organisation's entry: its copy in the member's inbox; the sender's: the message answered. */
  memberMessageId: string | null;
}

/** What a member's conversation shows of its inquiry. */
export interface ConversationFacts {
  ref: InquiryRef;
  status: string;
  statusLabel: string;
  /** The organisation's and the sender's entries (never internal notes), oldest first. */
  entries: ConversationEntry[];
}

/** "speaking-request:<id>": a conversation's key. */
export const conversationKey = (kind: InquiryKind, id: string) => `${kind}:${id}`;

/**
 * A member's conversations (docs/member-api.md, "Conversations"): what the member area shows of the
 * inquiries their inbox messages are about (the inquiry, its status, the thread without the internal
 * notes), for every registered kind alike; and the move of the open ones to the member's new
 * address when a change of address is confirmed (UsersService.onAddressChanged).
 */
@Injectable()
export class MemberConversations implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kinds: InquiryKinds,
    private readonly threads: InquiryThreadsService,
    private readonly inbox: MemberInboxService,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.users.onAddressChanged(async (change, m) => {
      await this.moveOpenConversations(change, m);
    });
  }

  /**
   * The facts of these inquiries, by conversationKey; an inquiry that no longer exists is left out.
   * One query per kind for the rows and one for the threads.
   */
  async describe(
    links: readonly { kind: InquiryKind; id: string }[],
  ): Promise<Map<string, ConversationFacts>> {
    const facts = new Map<string, ConversationFacts>();
    for (const description of this.kinds.all()) {
      const ids = [...new Set(links.filter((l) => l.kind === description.kind).map((l) => l.id))];
      if (!ids.length) continue;
      const [rows, entries] = await Promise.all([
        this.dataSource.getRepository(description.entity).findBy({ id: In(ids) } as never),
        this.threads.conversationEntries(description.kind, ids),
      ]);
      for (const row of rows) {
        facts.set(conversationKey(description.kind, row.id), {
          ref: await description.ref(row),
          status: row.status,
          statusLabel:
            (description.statusLabels as Record<string, string>)[row.status] ?? row.status,
          entries: entries
            .filter((e) => e.inquiryId === row.id)
            .map((e) => ({ entry: toThreadEntry(e), memberMessageId: e.memberMessageId })),
        });
      }
    }
    return facts;
  }

  /**
   * A member confirmed a new address: their open conversations (their inquiries sent with the
   * previous address, neither archived, spam nor closed: CLOSED_STATUSES) take the new one, so the
   * organisation's next reply goes there. Each moved conversation gets an internal note for the
   * administrators and a line in the member's conversation (a status message, already read), both
   * saying from what to what and when (the line only where the member's inbox already shows the
   * conversation). In the confirming transaction.
   */
  async moveOpenConversations(
    change: { id: string; username: string; previousEmail: string; newEmail: string },
    m: EntityManager,
  ): Promise<number> {
    const on = formatCalendarDate(new Date().toISOString().slice(0, 10));
    let moved = 0;
    for (const description of this.kinds.all()) {
      const closed = CLOSED_STATUSES[description.kind];
      const qb = m
        .getRepository<InquiryRow>(description.entity)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.userId = :userId', { userId: change.id })
        .andWhere('lower(r.email) = :previous', { previous: change.previousEmail })
        .andWhere('r.archivedAt IS NULL')
        .andWhere('NOT r.spam');
      if (closed.length) qb.andWhere('r.status NOT IN (:...closed)', { closed });
      const rows = await qb.orderBy('r.createdAt', 'ASC').getMany();
      if (!rows.length) continue;
      await m
        .getRepository<InquiryRow>(description.entity)
        .update({ id: In(rows.map((r) => r.id)) }, { email: change.newEmail });
      // The member's line goes into the conversations their inbox shows (an inquiry without any
      // message there yet, such as their answer to a message about no inquiry, gets none).
      const shown = await this.inbox.inquiriesWithMessages(
        change.id,
        description.kind,
        rows.map((r) => r.id),
        m,
      );
      for (const row of rows) {
        await this.threads.add(
          {
            kind: description.kind,
            inquiryId: row.id,
            author: 'note',
            authorUserId: change.id,
            authorName: change.username,
            body:
              `Email address changed by the sender in their account on ${on}: from ` +
              `${change.previousEmail} to ${change.newEmail}. Replies to this conversation now go ` +
              `to ${change.newEmail}.`,
          },
          m,
        );
        if (shown.has(row.id))
          await this.inbox.addHistory(
            change.id,
            [
              {
                type: 'confirmation',
                subject: 'Your email address for this conversation changed',
                body:
                  `You changed your email address on ${on}: from ${change.previousEmail} to ` +
                  `${change.newEmail}. We will write to ${change.newEmail} about this from now on.`,
                // As inboxLinksOf names them (without reading the inquiry's reference, which may
                // ask the pool for a second connection while this transaction holds one).
                inquiry: { kind: description.kind, id: row.id },
                speakingRequestId: description.kind === 'speaking-request' ? row.id : null,
                sentAt: new Date(),
              },
            ],
            m,
          );
        moved++;
      }
    }
    return moved;
  }
}
