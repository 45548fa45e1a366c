import { ADMIN_NOTE_MAX, type InquiryKind } from '@bb/shared/admin';
import {
  BadRequestException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { formatCreatedDate } from '../common/csv';
import { MemberInboxService, truncate } from '../member/member-inbox.service';
import { bookingTitle } from '../member/inquiry-messages';
import { ContactMessage } from './contact-message.entity';
import { ADMIN_INQUIRY_MESSAGES } from './inquiry-refs';
import { excerpt } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';
import { SpeakingRequest } from './speaking-request.entity';

export const MERGE_MESSAGES = {
  itself: 'An inquiry cannot be merged with itself.',
  otherSender: 'Only inquiries from the same sender (the same e-mail address) can be merged.',
} as const;

/** An inquiry as a merge needs it (read locked, in the merge's transaction). */
export interface MergeableInquiry {
  email: string;
  userId: string | null;
  createdAt: Date;
  /** How the audit trail and the merge note name it: "Panel for Delta". */
  label: string;
  /** What the sender wrote in it (kept in the merged thread as a note), or ''. */
  submission: string;
}

/** How the merge finds, and removes, an inquiry of a kind (its module owns the table). */
export interface MergeableKind {
  notFound: string;
  /** "speaking request": the merge note's words. */
  noun: string;
  /** The inquiry locked for the merge, or null. */
  find(id: string, m: EntityManager): Promise<MergeableInquiry | null>;
  /** The kept inquiry takes the duplicate's account when it has none; the duplicate is removed. */
  absorb(keptId: string, duplicateId: string, m: EntityManager): Promise<void>;
}

/**
 * Merging duplicate inquiries (`POST /api/admin/{inbox}/{id}/merge`), for the three kinds alike: two
 * inquiries of one kind from one sender (the same address, whatever the case) become one thread. The
 * duplicate's conversation (the organisation's messages, the sender's replies, the notes) moves to the
 * kept inquiry, its member messages follow, what the sender wrote in it is kept as an internal note,
 * and the duplicate is removed. Nothing is sent to anyone; audited. The kinds' tables belong to their
 * modules, which register how to find and remove a row (`register`); this module registers speaking
 * requests and contact messages.
 */
@Injectable()
export class InquiryMergeService implements OnModuleInit {
  private readonly kinds = new Map<InquiryKind, MergeableKind>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly threads: InquiryThreadsService,
    private readonly inbox: MemberInboxService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.register('speaking-request', {
      notFound: ADMIN_INQUIRY_MESSAGES.speakingNotFound,
      noun: 'speaking request',
      find: async (id, m) => {
        const row = await m.findOne(SpeakingRequest, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        return row && { ...row, label: bookingTitle(row), submission: row.message ?? '' };
      },
      absorb: (keptId, duplicateId, m) => absorbRow(SpeakingRequest, keptId, duplicateId, m),
    });
    this.register('contact-message', {
      notFound: ADMIN_INQUIRY_MESSAGES.contactNotFound,
      noun: 'message',
      find: async (id, m) => {
        const row = await m.findOne(ContactMessage, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        return row && { ...row, label: `${row.name} <${row.email}>`, submission: row.message };
      },
      absorb: (keptId, duplicateId, m) => absorbRow(ContactMessage, keptId, duplicateId, m),
    });
  }

  register(kind: InquiryKind, mergeable: MergeableKind): void {
    this.kinds.set(kind, mergeable);
  }

  /** Merges `duplicateId` into `keptId` (see the class); 404 for either unknown, 400 as MERGE_MESSAGES. */
  async merge(
    kind: InquiryKind,
    keptId: string,
    duplicateId: string,
    by: AuditActor,
  ): Promise<void> {
    const mergeable = this.kinds.get(kind);
    if (!mergeable) throw new Error(`No inquiry kind ${kind} is registered`);
    if (keptId === duplicateId) throw new BadRequestException(MERGE_MESSAGES.itself);
    await this.dataSource.transaction(async (m) => {
      // Locked in the order of their ids, so two merges of the same pair cannot deadlock.
      const [first, second] = [keptId, duplicateId].sort();
      const found = new Map([
        [first, await mergeable.find(first, m)],
        [second, await mergeable.find(second, m)],
      ]);
      const kept = found.get(keptId);
      const duplicate = found.get(duplicateId);
      if (!kept || !duplicate) throw new NotFoundException(mergeable.notFound);
      if (kept.email.trim().toLowerCase() !== duplicate.email.trim().toLowerCase())
        throw new BadRequestException(MERGE_MESSAGES.otherSender);

      await this.threads.move(kind, duplicateId, keptId, m);
      await this.inbox.moveInquiryMessages(kind, duplicateId, keptId, m);
      const sent = formatCreatedDate(duplicate.createdAt);
      const heading = `Merged in: the ${mergeable.noun} "${duplicate.label}" sent on ${sent}.`;
      await this.threads.add(
        {
          kind,
          inquiryId: keptId,
          author: 'note',
          authorUserId: by.user.id,
          authorName: by.user.username,
          body: truncate(
            duplicate.submission.trim()
              ? `${heading}\n\nWhat they wrote:\n${duplicate.submission.trim()}`
              : heading,
            ADMIN_NOTE_MAX,
          ),
        },
        m,
      );
      await mergeable.absorb(keptId, duplicateId, m);
      await this.audit.record(
        {
          actor: by.user,
          origin: by.origin,
          action: `${kind}.merge`,
          targetType: kind,
          targetId: keptId,
          targetLabel: kept.label,
          detail: excerpt(`Merged ${duplicate.label}, sent on ${sent} (${duplicateId})`, 200),
        },
        m,
      );
    });
  }
}

/**
 * The usual `absorb` for a table with `user_id`: the kept row takes the duplicate's account when it
 * has none, and the duplicate row is deleted.
 */
export async function absorbRow(
  entity: new () => MergeableRow,
  keptId: string,
  duplicateId: string,
  m: EntityManager,
): Promise<void> {
  const repo = m.getRepository<MergeableRow>(entity);
  const duplicate = await repo.findOneByOrFail({ id: duplicateId });
  if (duplicate.userId)
    await repo.update({ id: keptId, userId: IsNull() }, { userId: duplicate.userId });
  await repo.delete({ id: duplicateId });
}

/** What absorbRow needs of an inquiry's entity. */
interface MergeableRow {
  id: string;
  userId: string | null;
}
