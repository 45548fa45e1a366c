import type { InquiryKind, ThreadAuthor, ThreadEntry } from '@bb/shared/admin';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
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

  /** An inquiry's whole thread, oldest first. */
  async threadOf(kind: InquiryKind, inquiryId: string): Promise<ThreadEntry[]> {
    const rows = await this.replies.find({
      where: { inquiryKind: kind, inquiryId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toThreadEntry);
  }

  /** How many entries each thread of this kind has, by inquiry id (threads without entries are left out). */
  async countsOf(kind: InquiryKind): Promise<Map<string, number>> {
    const rows: { id: string; n: number }[] = await this.replies
      .createQueryBuilder('r')
      .select('r.inquiryId', 'id')
      .addSelect('count(*)::int', 'n')
      .where('r.inquiryKind = :kind', { kind })
      .groupBy('r.inquiryId')
      .getRawMany();
    return new Map(rows.map((r) => [r.id, r.n]));
  }
}
