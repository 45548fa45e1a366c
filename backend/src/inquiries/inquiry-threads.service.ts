import type { InquiryKind, ThreadAuthor, ThreadEntry } from '@bb/shared/admin';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { InquiryReply, THREAD_AUTHOR_NAME_MAX } from './inquiry-reply.entity';

export interface NewThreadEntry {
  kind: InquiryKind;
  inquiryId: string;
  author: ThreadAuthor;
  authorUserId: string | null;
  authorName: string;
  body: string;
  memberMessageId?: string | null;
}

/** The API's view of a thread entry. */
export function toThreadEntry(row: InquiryReply): ThreadEntry {
  return {
    id: row.id,
    author: row.author,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The threads of the inquiries (table `inquiry_reply`): the replies to a speaking request, a
 * partnership inquiry or a contact message, oldest first. The inquiry modules and the member area
 * (a member's reply from their inbox) write here, in their own transactions.
 */
@Injectable()
export class InquiryThreadsService {
  constructor(@InjectRepository(InquiryReply) private readonly replies: Repository<InquiryReply>) {}

  /** Adds an entry to an inquiry's thread, in the caller's transaction. */
  add(entry: NewThreadEntry, m: EntityManager): Promise<InquiryReply> {
    const repo = m.getRepository(InquiryReply);
    return repo.save(
      repo.create({
        inquiryKind: entry.kind,
        inquiryId: entry.inquiryId,
        author: entry.author,
        authorUserId: entry.authorUserId,
        authorName: [...entry.authorName].slice(0, THREAD_AUTHOR_NAME_MAX).join(''),
        body: entry.body,
        memberMessageId: entry.memberMessageId ?? null,
      }),
    );
  }

  /**
   * Removes the entries of these inquiries' threads: all of them, or only the sender's (a member
   * deleting their account takes their words with them). In the caller's transaction.
   */
  async removeOf(
    kind: InquiryKind,
    inquiryIds: string[],
    m: EntityManager,
    author?: ThreadAuthor,
  ): Promise<void> {
    if (inquiryIds.length === 0) return;
    await m.getRepository(InquiryReply).delete({
      inquiryKind: kind,
      inquiryId: In(inquiryIds),
      ...(author ? { author } : {}),
    });
  }

  /** Moves every entry of one inquiry's thread to another's of the same kind (a merge), in `m`. */
  async move(kind: InquiryKind, fromId: string, toId: string, m: EntityManager): Promise<void> {
    await m
      .getRepository(InquiryReply)
      .update({ inquiryKind: kind, inquiryId: fromId }, { inquiryId: toId });
  }

  /**
   * An inquiry's whole thread, oldest first, as an administrator opens it: the sender's entries in
   * it are seen from then on (markSeen).
   */
  async openThread(kind: InquiryKind, inquiryId: string): Promise<ThreadEntry[]> {
    await this.markSeen(kind, inquiryId);
    const rows = await this.replies.find({
      where: { inquiryKind: kind, inquiryId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toThreadEntry);
  }

  /**
   * An administrator opened the inquiry: the sender's entries in its thread are seen (they leave the
   * bell). Only the first opening sets the time.
   */
  async markSeen(kind: InquiryKind, inquiryId: string): Promise<void> {
    await this.replies.update(
      { inquiryKind: kind, inquiryId, author: 'sender', seenAt: IsNull() },
      { seenAt: () => 'now()' },
    );
  }

  /** The sender's entries no administrator has opened yet, newest `limit`, and how many in all (the bell). */
  async unseen(limit: number): Promise<{ total: number; items: InquiryReply[] }> {
    const where = { author: 'sender' as const, seenAt: IsNull() };
    const [items, total] = await Promise.all([
      this.replies.find({ where, order: { createdAt: 'DESC', id: 'DESC' }, take: limit }),
      this.replies.countBy(where),
    ]);
    return { total, items };
  }

  /**
   * The organisation's entries in these threads that have no copy in a member's inbox (sent while
   * the sender was a visitor), oldest first, in the caller's transaction.
   */
  organisationEntriesWithoutCopy(
    kind: InquiryKind,
    inquiryIds: string[],
    m: EntityManager,
  ): Promise<InquiryReply[]> {
    if (inquiryIds.length === 0) return Promise.resolve([]);
    return m.getRepository(InquiryReply).find({
      where: {
        inquiryKind: kind,
        inquiryId: In(inquiryIds),
        author: 'organisation',
        memberMessageId: IsNull(),
      },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Records the inbox copy of each entry (entry id -> member message id), in the caller's transaction. */
  async linkCopies(copies: Map<string, string>, m: EntityManager): Promise<void> {
    for (const [entryId, memberMessageId] of copies)
      await m.getRepository(InquiryReply).update({ id: entryId }, { memberMessageId });
  }

  /** A member's own entries (author 'sender') answering these inbox messages, oldest first. */
  memberReplies(userId: string, memberMessageIds: string[]): Promise<InquiryReply[]> {
    if (memberMessageIds.length === 0) return Promise.resolve([]);
    return this.replies.find({
      where: { author: 'sender', authorUserId: userId, memberMessageId: In(memberMessageIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * What the sender may see of these inquiries' threads (a member's conversations): the
   * organisation's entries and the sender's own (from the member area or by e-mail), never the
   * internal notes; oldest first.
   */
  conversationEntries(kind: InquiryKind, inquiryIds: readonly string[]): Promise<InquiryReply[]> {
    if (inquiryIds.length === 0) return Promise.resolve([]);
    return this.replies.find({
      where: {
        inquiryKind: kind,
        inquiryId: In([...new Set(inquiryIds)]),
        author: In(['organisation', 'sender']),
      },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** How many entries the threads of these inquiries have, by inquiry id (threads without entries are left out). */
  async countsOf(kind: InquiryKind, inquiryIds: readonly string[]): Promise<Map<string, number>> {
    if (inquiryIds.length === 0) return new Map();
    const rows: { id: string; n: number }[] = await this.replies
      .createQueryBuilder('r')
      .select('r.inquiryId', 'id')
      .addSelect('count(*)::int', 'n')
      .where('r.inquiryKind = :kind', { kind })
      .andWhere('r.inquiryId IN (:...ids)', { ids: [...new Set(inquiryIds)] })
      .groupBy('r.inquiryId')
      .getRawMany();
    return new Map(rows.map((r) => [r.id, r.n]));
  }
}
