import type { InquiryKind, ThreadAttachment, ThreadAuthor, ThreadEntry } from '@bb/shared/admin';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { InquiryReply, THREAD_AUTHOR_NAME_MAX } from './inquiry-reply.entity';

export interface NewThreadEntry {
  kind: InquiryKind;
  inquiryId: string;
  author: ThreadAuthor;
  authorUserId: string | null;
  authorName: string;
  body: string;
  memberMessageId?: string | null;
  /** An answer that came by e-mail (issue 46). */
  email?: {
    inboundMessageId: string;
    from: string;
    otherAddress: boolean;
    attachments: ThreadAttachment[];
  };
  /** Seen already (nobody need be told of it, e.g. the e-mail a new contact message came by). */
  seen?: boolean;
}

/** The API's view of a thread entry. */
export function toThreadEntry(row: InquiryReply): ThreadEntry {
  return {
    id: row.id,
    author: row.author,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    ...(row.inboundMessageId
      ? {
          email: {
            from: row.emailFrom ?? '',
            otherAddress: row.emailOtherAddress,
            originalId: row.inboundMessageId,
            attachments: row.emailAttachments ?? [],
          },
        }
      : {}),
  };
}

/**
 * The threads of the inquiries (table `inquiry_reply`): the replies to a speaking request, a
 * partnership inquiry or a contact message, oldest first. The inquiry modules and the member area
 * (a member's reply from their inbox) write here, in their own transactions.
 */
@Injectable()
export class InquiryThreadsService {
  private readonly emailEntriesRemoved: ((
    inboundMessageIds: string[],
    m: EntityManager,
  ) => Promise<void>)[] = [];

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
        inboundMessageId: entry.email?.inboundMessageId ?? null,
        emailFrom: entry.email?.from ?? null,
        emailOtherAddress: entry.email?.otherAddress ?? false,
        emailAttachments: entry.email ? entry.email.attachments : null,
        ...(entry.seen ? { seenAt: new Date() } : {}),
      }),
    );
  }

  /** The entry an e-mail became (one at most), or null. */
  ofInboundMessage(inboundMessageId: string, m: EntityManager): Promise<InquiryReply | null> {
    return m.getRepository(InquiryReply).findOneBy({ inboundMessageId });
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
    const where = { inquiryKind: kind, inquiryId: In(inquiryIds), ...(author ? { author } : {}) };
    const emailed = this.emailEntriesRemoved.length
      ? await m.getRepository(InquiryReply).find({
          select: { id: true, inboundMessageId: true },
          where: { ...where, inboundMessageId: Not(IsNull()) },
        })
      : [];
    await m.getRepository(InquiryReply).delete(where);
    const originals = emailed.flatMap((e) => (e.inboundMessageId ? [e.inboundMessageId] : []));
    if (originals.length) for (const hook of this.emailEntriesRemoved) await hook(originals, m);
  }

  /**
   * Called in the transaction that removes entries that came by e-mail, with the received messages
   * they came from: the inbound-mail module forgets those (the original and its files go with the
   * words, e.g. when a member deletes their account). Registered once, at start.
   */
  onEmailEntriesRemoved(
    hook: (inboundMessageIds: string[], m: EntityManager) => Promise<void>,
  ): void {
    this.emailEntriesRemoved.push(hook);
  }

  /**
   * Moves every entry of one inquiry's thread (replies, answers, internal notes) to another's, in
   * `m`: of the same kind (a merge), or of `toKind` (a contact message converted).
   */
  async move(
    kind: InquiryKind,
    fromId: string,
    toId: string,
    m: EntityManager,
    toKind: InquiryKind = kind,
  ): Promise<void> {
    await m
      .getRepository(InquiryReply)
      .update({ inquiryKind: kind, inquiryId: fromId }, { inquiryKind: toKind, inquiryId: toId });
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
