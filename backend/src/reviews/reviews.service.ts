import type { AdminNotification } from '@bb/shared/admin';
import type { Review, ReviewKind, ReviewList } from '@bb/shared/reviews';
import { allows, type Permission } from '@bb/shared/staff-roles';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { auditedBy, type AuditActor } from '../audit/audit-actor.decorator';
import { AuditService, type AuditOrigin } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { Turns } from '../common/turns';
import { UsersService } from '../users/users.service';
import { ReviewRow } from './review.entity';

/** Who decides a review of each kind: those who may publish the page, or send the campaign. */
export const REVIEW_PERMISSIONS: Readonly<Record<ReviewKind, Permission>> = {
  page: 'pages.publish',
  campaign: 'campaigns.send',
};

export const REVIEW_MESSAGES = {
  notWaiting:
    'Nothing waits for review here: it may have been published, sent, declined or withdrawn meanwhile. Reload to see where it stands.',
} as const;

/** Where the admin panel opens a subject's exact draft. */
export function reviewPath(kind: ReviewKind, subjectId: string): string {
  return kind === 'page'
    ? `/admin/content/pages/${subjectId}`
    : `/admin/content/campaigns/${subjectId}`;
}

/** What is reviewed: a page (its slug) or a campaign (its id), with its title now. */
export interface ReviewSubject {
  kind: ReviewKind;
  id: string;
  title: string;
}

/** Who decided, from where: a person's request, or the app acting for them (a scheduled publish). */
export interface ReviewDecider {
  actor: { id: string; username: string };
  origin: AuditOrigin;
}

/** How an approval came about, as its mail and audit entry say it. */
export type ApprovalWay = 'published' | 'scheduled' | 'sent' | 'scheduled-send';

const OUTCOMES: Record<ApprovalWay, string> = {
  published: 'it is published',
  scheduled: 'it is scheduled to publish by itself',
  sent: 'it is being sent to the subscribers',
  'scheduled-send': 'it is scheduled to be sent',
};

/** The audit entry's detail of an approval. */
const APPROVAL_DETAILS: Record<ApprovalWay, string> = {
  published: 'Approved by publishing the page.',
  scheduled: 'Approved by scheduling the page to publish.',
  sent: 'Approved by sending the campaign.',
  'scheduled-send': 'Approved by scheduling the campaign.',
};

const KIND_NAMES: Record<ReviewKind, string> = { page: 'page draft', campaign: 'campaign' };

const DECIDE_HINTS: Record<ReviewKind, string> = {
  page: 'Publish it (now or at a time), or decline it with a note that tells them what to change.',
  campaign: 'Send it (now or at a time), or decline it with a note that tells them what to change.',
};

const CLOSING_ACTIONS = {
  approved: 'review.approve',
  declined: 'review.decline',
  withdrawn: 'review.withdraw',
} as const;

/** The audit target of a review: the page or the campaign itself, so its trail shows the reviews. */
const auditTarget = (row: Pick<ReviewRow, 'kind' | 'subjectId' | 'title'>) => ({
  targetType: row.kind === 'page' ? ('page' as const) : ('newsletter-campaign' as const),
  targetId: row.subjectId,
  targetLabel: row.title,
});

/** The API's view of a review. */
export function toReview(row: ReviewRow): Review {
  const person = (id: string | null, username: string | null) =>
    id && username ? { id, username } : null;
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    title: row.title,
    version: row.version,
    note: row.note,
    submittedBy: person(row.submittedById, row.submittedByName),
    submittedAt: row.submittedAt.toISOString(),
    state: row.state,
    decidedBy: person(row.decidedById, row.decidedByName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    path: reviewPath(row.kind, row.subjectId),
  };
}

/**
 * Review before publishing (issue 45), table `review`: submissions of page drafts and campaigns,
 * and their decisions. The pages and campaigns call it inside their own transactions (with their
 * subject's row locked): submit, approve (a publish, schedule or send), withdraw (a discard or a
 * delete); it records each step in the audit trail and queues the e-mail to the other side in the
 * same transaction. It imports neither module (no import circle): they hand it the subject.
 */
@Injectable()
export class ReviewsService {
  /** The submissions of each subject under way on this instance, taking turns (inTurn). */
  private readonly turns = new Map<string, { turns: Turns; callers: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  private url(kind: ReviewKind, subjectId: string): string {
    return `${this.config.publicUrl}${reviewPath(kind, subjectId)}`;
  }

  /**
   * Runs `work` (a submission's transaction) once the submissions of the same subject before it on
   * this instance are done. They wait here, in memory, rather than each holding a database
   * connection while it waits for the subject's lock: a hundred at once would otherwise take every
   * connection of the pool until the last ones gave up (503). Across instances the transaction's
   * lock still keeps them in turn.
   */
  async inTurn<T>(kind: ReviewKind, subjectId: string, work: () => Promise<T>): Promise<T> {
    const key = `${kind}:${subjectId}`;
    const entry = this.turns.get(key) ?? { turns: new Turns(), callers: 0 };
    this.turns.set(key, entry);
    entry.callers += 1;
    try {
      return await entry.turns.run(work);
    } finally {
      entry.callers -= 1;
      if (!entry.callers) this.turns.delete(key);
    }
  }

  /**
   * The subject's latest review for its editor: waiting, declined or withdrawn; null when there is
   * none, or when the latest was approved (published or sent: nothing is left to review).
   */
  async current(
    kind: ReviewKind,
    subjectId: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<Review | null> {
    const row = await m.getRepository(ReviewRow).findOne({
      where: { kind, subjectId },
      order: { submittedAt: 'DESC', id: 'DESC' },
    });
    return row && row.state !== 'approved' ? toReview(row) : null;
  }

  /**
   * A submission, in the caller's transaction (its subject's row locked, its version checked): the
   * review waiting for the subject, if any, is withdrawn, and the new one waits; everyone who may
   * decide it (but the submitter) is e-mailed a link to the draft. Submissions of one subject take
   * turns (a transaction lock on the subject), so at most one ever waits.
   */
  async submit(
    mail: TransactionalMail,
    subject: ReviewSubject & { version: number },
    note: string | null,
    actor: AuditActor,
  ): Promise<Review> {
    const m = mail.manager;
    await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `review:${subject.kind}:${subject.id}`,
    ]);
    const by = auditedBy(actor);
    await this.close(m, subject.kind, subject.id, 'withdrawn', by, null, 'Submitted again.');
    const repo = m.getRepository(ReviewRow);
    const row = await repo.save(
      repo.create({
        kind: subject.kind,
        subjectId: subject.id,
        title: subject.title,
        version: subject.version,
        note,
        submittedById: actor.user.id,
        submittedByName: actor.user.username,
        state: 'waiting',
      }),
    );
    await this.audit.record(
      {
        ...by,
        action: 'review.submit',
        ...auditTarget(row),
        changes: { state: { from: null, to: 'waiting' }, version: { from: null, to: row.version } },
        detail: note,
      },
      m,
    );
    const deciders = await this.users.activeStaffWith(REVIEW_PERMISSIONS[subject.kind], m);
    for (const person of deciders)
      if (person.id !== actor.user.id)
        await mail.send('review-submitted', person.email, {
          context: {
            name: person.username,
            submittedBy: actor.user.username,
            kindName: KIND_NAMES[row.kind],
            title: row.title,
            note,
            decide: DECIDE_HINTS[row.kind],
            url: this.url(row.kind, row.subjectId),
          },
        });
    return toReview(row);
  }

  /**
   * Sends the waiting review back with the reviewer's note (409 when none waits: it was decided or
   * withdrawn meanwhile); the submitter is e-mailed the note and a link to the draft.
   */
  async decline(
    kind: ReviewKind,
    subjectId: string,
    note: string,
    actor: AuditActor,
  ): Promise<Review> {
    return this.mail.transaction(async (m, mail) => {
      const row = await this.close(m, kind, subjectId, 'declined', auditedBy(actor), note);
      if (!row) throw new ConflictException(REVIEW_MESSAGES.notWaiting);
      await this.tellSubmitter(mail, row, 'review-declined', { note });
      return toReview(row);
    });
  }

  /**
   * The subject was published, scheduled or sent (in the caller's transaction): its waiting review,
   * if any, is approved by `by`, and the submitter told. Nothing waits: nothing happens.
   */
  async approve(
    mail: TransactionalMail,
    kind: ReviewKind,
    subjectId: string,
    by: ReviewDecider,
    way: ApprovalWay,
  ): Promise<void> {
    const row = await this.close(
      mail.manager,
      kind,
      subjectId,
      'approved',
      by,
      null,
      APPROVAL_DETAILS[way],
    );
    if (row) await this.tellSubmitter(mail, row, 'review-approved', { outcome: OUTCOMES[way] });
  }

  /** The draft is gone (discarded, deleted), in the caller's transaction: its waiting review is withdrawn. */
  async withdraw(
    m: EntityManager,
    kind: ReviewKind,
    subjectId: string,
    by: ReviewDecider,
    reason: string,
  ): Promise<void> {
    await this.close(m, kind, subjectId, 'withdrawn', by, null, reason);
  }

  /**
   * Ends the subject's waiting review (if any) with `state`, audited; answers it, or null when none
   * waited. The row is taken with its lock, so two decisions at once end it once.
   */
  private async close(
    m: EntityManager,
    kind: ReviewKind,
    subjectId: string,
    state: 'approved' | 'declined' | 'withdrawn',
    by: ReviewDecider,
    decisionNote: string | null,
    detail: string | null = null,
  ): Promise<ReviewRow | null> {
    const [rows] = (await m.query(
      `UPDATE review
          SET state = $3, decided_by_id = $4, decided_by_name = $5, decided_at = now(),
              decision_note = $6
        WHERE kind = $1 AND subject_id = $2 AND state = 'waiting'
        RETURNING id`,
      [kind, subjectId, state, by.actor.id || null, by.actor.username || null, decisionNote],
    )) as [{ id: string }[], number];
    if (!rows.length) return null;
    const row = (await m.getRepository(ReviewRow).findOneBy({ id: rows[0].id }))!;
    await this.audit.record(
      {
        ...by,
        action: CLOSING_ACTIONS[state],
        ...auditTarget(row),
        changes: { state: { from: 'waiting', to: state } },
        detail: decisionNote ?? detail,
      },
      m,
    );
    return row;
  }

  /** The decision's e-mail to the submitter (none when they decided it themselves, or are gone). */
  private async tellSubmitter(
    mail: TransactionalMail,
    row: ReviewRow,
    template: 'review-declined' | 'review-approved',
    context: Record<string, unknown>,
  ): Promise<void> {
    if (!row.submittedById || row.submittedById === row.decidedById) return;
    const submitter = await this.users.findById(row.submittedById, mail.manager);
    if (!submitter || submitter.suspended) return;
    await mail.send(template, submitter.email, {
      context: {
        name: submitter.username,
        decidedBy: row.decidedByName ?? 'A reviewer',
        kindName: KIND_NAMES[row.kind],
        title: row.title,
        url: this.url(row.kind, row.subjectId),
        ...context,
      },
    });
  }

  /** The kinds of review `permissions` may decide. */
  private kindsFor(permissions: readonly Permission[]): ReviewKind[] {
    return (Object.keys(REVIEW_PERMISSIONS) as ReviewKind[]).filter((kind) =>
      allows(permissions, REVIEW_PERMISSIONS[kind]),
    );
  }

  /**
   * The waiting reviews `permissions` may decide, by submission time (`order`), `take` of them after
   * `skip`, and how many wait in all.
   */
  private async waitingRows(
    permissions: readonly Permission[],
    order: 'ASC' | 'DESC',
    skip: number,
    take: number,
  ): Promise<[ReviewRow[], number]> {
    const kinds = this.kindsFor(permissions);
    if (!kinds.length) return [[], 0];
    return this.dataSource
      .getRepository(ReviewRow)
      .createQueryBuilder('r')
      .where(`r.state = 'waiting' AND r.kind IN (:...kinds)`, { kinds })
      .orderBy('r.submitted_at', order)
      .addOrderBy('r.id', order)
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  /** GET /api/admin/reviews: the waiting reviews `permissions` may decide, oldest first. */
  async waiting(
    permissions: readonly Permission[],
    page: number,
    pageSize: number,
  ): Promise<ReviewList> {
    const [rows, total] = await this.waitingRows(
      permissions,
      'ASC',
      (page - 1) * pageSize,
      pageSize,
    );
    return { items: rows.map(toReview), total };
  }

  /** The bell's review items: the newest `limit` waiting reviews `permissions` may decide, and how many wait. */
  async bell(
    permissions: readonly Permission[],
    limit: number,
  ): Promise<{ total: number; items: AdminNotification[] }> {
    const [rows, total] = await this.waitingRows(permissions, 'DESC', 0, limit);
    return {
      total,
      items: rows.map((row) => ({
        kind: 'review' as const,
        id: row.id,
        title: `${row.kind === 'page' ? 'Page' : 'Campaign'} to review: ${row.title}`,
        detail: [row.submittedByName ?? 'Someone', row.note ? excerpt(row.note) : null]
          .filter(Boolean)
          .join(' · '),
        createdAt: row.submittedAt.toISOString(),
        path: reviewPath(row.kind, row.subjectId),
      })),
    };
  }
}

/** A note's start, on one line, for the bell. */
function excerpt(note: string, max = 80): string {
  const line = note.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}
