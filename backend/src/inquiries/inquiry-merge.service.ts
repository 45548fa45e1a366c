import { ADMIN_NOTE_MAX, type InquiryKind } from '@bb/shared/admin';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget, IsNull } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { inquiryAuditEntry } from './inquiry-audit';
import { AuditService } from '../audit/audit.service';
import { formatCreatedDate } from '../common/csv';
import { MemberInboxService, truncate } from '../member-inbox/member-inbox.service';
import { InquiryConversations } from './inquiry-conversations';
import { InquiryKinds, type InquiryRow } from './inquiry-kind';
import { excerpt } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';

export const MERGE_MESSAGES = {
  itself: 'An inquiry cannot be merged with itself.',
  otherSender: 'Only inquiries from the same sender (the same e-mail address) can be merged.',
} as const;

/**
 * Merging duplicate inquiries (`POST /api/admin/{inbox}/{id}/merge`), for the three kinds alike: two
 * inquiries of one kind from one sender (the same address, whatever the case) become one thread. The
 * duplicate's conversation (the organisation's messages, the sender's replies, the notes) moves to the
 * kept inquiry, its member messages follow, what the sender wrote in it is kept as an internal note,
 * and the duplicate is removed. Nothing is sent to anyone; audited. The kinds' tables belong to their
 * modules: a row is found, named and removed through its kind's description (InquiryKinds).
 */
@Injectable()
export class InquiryMergeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly threads: InquiryThreadsService,
    private readonly inbox: MemberInboxService,
    private readonly audit: AuditService,
    private readonly kinds: InquiryKinds,
    private readonly conversations: InquiryConversations,
  ) {}

  /** Merges `duplicateId` into `keptId` (see the class); 404 for either unknown, 400 as MERGE_MESSAGES. */
  async merge(
    kind: InquiryKind,
    keptId: string,
    duplicateId: string,
    by: AuditActor,
  ): Promise<void> {
    const mergeable = this.kinds.get(kind);
    if (keptId === duplicateId) throw new BadRequestException(MERGE_MESSAGES.itself);
    await this.dataSource.transaction(async (m) => {
      // Locked in the order of their ids, so two merges of the same pair cannot deadlock.
      const [first, second] = [keptId, duplicateId].sort();
      const find = (id: string) =>
        m.findOne(mergeable.entity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const found = new Map([
        [first, await find(first)],
        [second, await find(second)],
      ]);
      const kept = found.get(keptId);
      const duplicate = found.get(duplicateId);
      if (!kept || !duplicate) throw new NotFoundException(mergeable.notFound);
      if (kept.email.trim().toLowerCase() !== duplicate.email.trim().toLowerCase())
        throw new BadRequestException(MERGE_MESSAGES.otherSender);

      await this.threads.move(kind, duplicateId, keptId, m);
      // Answers to mail about the duplicate join the kept inquiry's conversation.
      await this.conversations.move(kind, duplicateId, keptId, m);
      await this.inbox.moveInquiryMessages(kind, duplicateId, keptId, m);
      const sent = formatCreatedDate(duplicate.createdAt);
      const duplicateLabel = mergeable.label(duplicate);
      const submission = mergeable.submission(duplicate).trim();
      const heading = `Merged in: the ${mergeable.noun} "${duplicateLabel}" sent on ${sent}.`;
      await this.threads.add(
        {
          kind,
          inquiryId: keptId,
          author: 'note',
          authorUserId: by.user.id,
          authorName: by.user.username,
          body: truncate(
            submission ? `${heading}\n\nWhat they wrote:\n${submission}` : heading,
            ADMIN_NOTE_MAX,
          ),
        },
        m,
      );
      await absorb(mergeable.entity, keptId, duplicateId, m);
      await this.audit.record(
        {
          ...inquiryAuditEntry(kind, 'merge', keptId, mergeable.label(kept), by),
          detail: excerpt(`Merged ${duplicateLabel}, sent on ${sent} (${duplicateId})`, 200),
        },
        m,
      );
    });
  }
}

/**
 * The kept row takes the duplicate's account when it has none, and the duplicate row is deleted.
 */
async function absorb(
  entity: EntityTarget<InquiryRow>,
  keptId: string,
  duplicateId: string,
  m: EntityManager,
): Promise<void> {
  const repo = m.getRepository(entity);
  const duplicate = await repo.findOneByOrFail({ id: duplicateId });
  if (duplicate.userId)
    await repo.update({ id: keptId, userId: IsNull() }, { userId: duplicate.userId });
  await repo.delete({ id: duplicateId });
}
