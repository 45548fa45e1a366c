import type { InquiryKind, InquiryTriage } from '@bb/shared/admin';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EntityManager,
  In,
  type ObjectLiteral,
  Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { inquiryAuditEntry } from './inquiry-audit';
import { AuditService } from '../audit/audit.service';
import { formatCreatedDate } from '../common/csv';
import { csvDateSql } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { holds, UsersService } from '../users/users.service';
import { type InquiryKindDescription, InquiryKinds, type InquiryRow } from './inquiry-kind';
import { adminPathOf } from './inquiry-refs';
import { InquiryThreadsService } from './inquiry-threads.service';
import { SpamSender } from './spam-sender.entity';

/** The columns of every inquiry table the triage reads and writes. */
export interface TriageRow {
  id: string;
  email: string;
  createdAt: Date;
  assigneeId: string | null;
  archivedAt: Date | null;
  spam: boolean;
}

/**
 * The triage's columns in every inbox's CSV export, after its Status: the assignee's username, the day
 * it was archived (empty in the inbox), and whether it was marked as spam (Yes or No).
 */
export const TRIAGE_EXPORT_COLUMNS = ['Assignee', 'Archived', 'Spam'] as const;

/** The admin panel's refusals of the triage tools. */
export const TRIAGE_MESSAGES = {
  notAdministrator:
    'The assignee must be an active member of staff who answers the inboxes (the Inbox or Administrator role).',
} as const;

/** How each kind is called in the assignee's e-mail and the audit trail's details. */
export const INQUIRY_KIND_NAMES: Readonly<Record<InquiryKind, string>> = {
  'speaking-request': 'speaking request',
  'corporate-partnership': 'partnership inquiry',
  'contact-message': 'contact message',
};

/**
 * The SQL condition (on the inbox's alias) of an inquiry sent from an address marked as spam before
 * it arrived, and not itself marked as spam: "Possible spam".
 */
export function possibleSpamSql(alias: string): string {
  return `(NOT "${alias}"."spam" AND EXISTS (SELECT 1 FROM "spam_sender" "ss"
    WHERE "ss"."email" = "${alias}"."email" AND "ss"."marked_at" < "${alias}"."created_at"))`;
}

/**
 * The inboxes' triage, for the three kinds alike (docs/admin-api.md, "Triage"): assign to an
 * administrator (who is told by e-mail unless they assigned it to themselves), archive and restore,
 * mark as spam (archived, its sender's address marked: their later inquiries show "Possible spam")
 * and not spam, and delete with its thread. Each change is audited in its transaction; nothing is
 * sent to the sender. The kinds' tables belong to their modules: a row is found and named through its
 * kind's description (InquiryKinds).
 */
@Injectable()
export class InquiryTriageService {
  constructor(
    @InjectRepository(SpamSender) private readonly spamSenders: Repository<SpamSender>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly threads: InquiryThreadsService,
    private readonly inbox: MemberInboxService,
    private readonly audit: AuditService,
    private readonly kinds: InquiryKinds,
  ) {}

  private kind(kind: InquiryKind): InquiryKindDescription {
    return this.kinds.get(kind);
  }

  /** The row, locked for the change; 404 for an unknown id. */
  private async lockedRow(
    kind: InquiryKindDescription,
    id: string,
    m: EntityManager,
  ): Promise<InquiryRow> {
    const row = await m.getRepository(kind.entity).findOne({
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new NotFoundException(kind.notFound);
    return row;
  }

  /** The triage fields of these rows (one query for the assignees, one for the marked addresses). */
  async triageOf(rows: readonly TriageRow[]): Promise<(row: TriageRow) => InquiryTriage> {
    const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))];
    const [names, marked] = await Promise.all([
      this.users.usernamesOf(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : []))),
      emails.length
        ? this.spamSenders.find({ where: { email: In(emails) } })
        : Promise.resolve([] as SpamSender[]),
    ]);
    const markedAt = new Map(marked.map((s) => [s.email, s.markedAt]));
    return (row) => {
      const since = markedAt.get(row.email.toLowerCase());
      const username = row.assigneeId ? names.get(row.assigneeId) : undefined;
      return {
        id: row.id,
        assignee: row.assigneeId && username ? { id: row.assigneeId, username } : null,
        archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
        spam: row.spam,
        possibleSpam: !row.spam && since !== undefined && since < row.createdAt,
      };
    };
  }

  /**
   * The TRIAGE_EXPORT_COLUMNS of an export whose lines PostgreSQL writes (newestFirstCsvLines): their
   * SQL on the inbox's alias, and the join the assignee's name needs (the accounts, by primary key).
   */
  exportSql<E extends ObjectLiteral>(
    alias: string,
  ): { cells: string[]; join: (qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E> } {
    const assignee = this.users.usernameJoin<E>(`"${alias}"."assignee_id"`, `${alias}_assignee`);
    return {
      cells: [
        assignee.username,
        csvDateSql(`"${alias}"."archived_at"`),
        `(CASE WHEN "${alias}"."spam" THEN 'Yes' ELSE 'No' END)`,
      ],
      join: assignee.join,
    };
  }

  /** The TRIAGE_EXPORT_COLUMNS of a batch of rows, in JavaScript (one query for the assignees). */
  async exportCellsOf(rows: readonly TriageRow[]): Promise<(row: TriageRow) => string[]> {
    const names = await this.users.usernamesOf(
      rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])),
    );
    return (row) => [
      (row.assigneeId && names.get(row.assigneeId)) || '',
      row.archivedAt ? formatCreatedDate(row.archivedAt) : '',
      row.spam ? 'Yes' : 'No',
    ];
  }

  private async current(kind: InquiryKindDescription, id: string): Promise<InquiryTriage> {
    const row = await this.spamSenders.manager.getRepository(kind.entity).findOneBy({ id });
    if (!row) throw new NotFoundException(kind.notFound);
    return (await this.triageOf([row]))(row);
  }

  /**
   * Assigns the inquiry to a member of staff holding 'inbox' (an administrator or the Inbox role;
   * not suspended, address verified), or to nobody (null). The assignee is told by e-mail (a link
   * to the inquiry) unless they assigned it themselves; the same assignee again changes nothing and
   * tells nobody. Audited. 400 when the id is not such a person's, 404 for an unknown inquiry.
   */
  async assign(
    kindName: InquiryKind,
    id: string,
    assigneeId: string | null,
    by: AuditActor,
  ): Promise<InquiryTriage> {
    const kind = this.kind(kindName);
    await this.mail.transaction(async (m, mail) => {
      const row = await this.lockedRow(kind, id, m);
      const assignee = assigneeId ? await this.users.findById(assigneeId, m) : null;
      // Active staff whose roles hold 'inbox' (GET /api/admin/users/assignees lists them).
      if (
        assigneeId &&
        (!assignee || !holds(assignee, 'inbox') || assignee.suspended || !assignee.emailVerified)
      )
        throw new BadRequestException(TRIAGE_MESSAGES.notAdministrator);
      if (row.assigneeId === assigneeId) return;
      const before = row.assigneeId
        ? ((await this.users.findById(row.assigneeId, m))?.username ?? null)
        : null;
      await m.getRepository(kind.entity).update({ id }, { assigneeId });
      const label = kind.label(row);
      await this.audit.record(
        {
          ...inquiryAuditEntry(kindName, 'assign', id, label, by),
          changes: { assignee: { from: before, to: assignee?.username ?? null } },
        },
        m,
      );
      if (assignee && assignee.id !== by.user.id)
        await mail.send('inquiry-assigned', assignee.email, {
          context: {
            name: assignee.username,
            assignedBy: by.user.username,
            kindName: INQUIRY_KIND_NAMES[kindName],
            label,
            adminUrl: `${this.config.publicUrl}${adminPathOf(kindName, id)}`,
          },
        });
    });
    return this.current(kind, id);
  }

  /** Archives the inquiry (out of the default list and the counts); again changes nothing. Audited. */
  async archive(kindName: InquiryKind, id: string, by: AuditActor): Promise<InquiryTriage> {
    const kind = this.kind(kindName);
    await this.spamSenders.manager.transaction(async (m) => {
      const row = await this.lockedRow(kind, id, m);
      if (row.archivedAt) return;
      await m.getRepository(kind.entity).update({ id }, { archivedAt: () => 'now()' });
      await this.record(kindName, 'archive', kind.label(row), id, by, m);
    });
    return this.current(kind, id);
  }

  /**
   * Puts an archived inquiry back in the inbox; one archived as spam is "Not spam" (its sender's
   * address is no longer marked). Not archived: nothing changes. Audited.
   */
  async restore(kindName: InquiryKind, id: string, by: AuditActor): Promise<InquiryTriage> {
    const kind = this.kind(kindName);
    const row = await this.spamSenders.manager.getRepository(kind.entity).findOneBy({ id });
    if (row?.spam) return this.notSpam(kindName, id, by);
    await this.spamSenders.manager.transaction(async (m) => {
      const locked = await this.lockedRow(kind, id, m);
      if (!locked.archivedAt) return;
      await m.getRepository(kind.entity).update({ id }, { archivedAt: null });
      await this.record(kindName, 'restore', kind.label(locked), id, by, m);
    });
    return this.current(kind, id);
  }

  /**
   * Marks the inquiry as spam: archived, and its sender's address marked (their inquiries of any
   * kind from now on show "Possible spam"). Nothing is sent to anyone. Again: nothing changes.
   */
  async spam(kindName: InquiryKind, id: string, by: AuditActor): Promise<InquiryTriage> {
    const kind = this.kind(kindName);
    await this.spamSenders.manager.transaction(async (m) => {
      const row = await this.lockedRow(kind, id, m);
      if (row.spam) return;
      await m
        .getRepository(kind.entity)
        .update({ id }, { spam: true, ...(row.archivedAt ? {} : { archivedAt: () => 'now()' }) });
      const email = row.email.toLowerCase();
      await m.createQueryBuilder().insert().into(SpamSender).values({ email }).orIgnore().execute();
      await this.record(
        kindName,
        'spam',
        kind.label(row),
        id,
        by,
        m,
        `Sender marked as spam: ${email}`,
      );
    });
    return this.current(kind, id);
  }

  /**
   * Undoes "spam": the sender's address is no longer marked (their inquiries lose "Possible spam"),
   * and an inquiry archived as spam is back in the inbox. Also the way to clear "Possible spam"
   * from an inquiry that is not itself spam. Nothing marked: nothing changes. Audited.
   */
  async notSpam(kindName: InquiryKind, id: string, by: AuditActor): Promise<InquiryTriage> {
    const kind = this.kind(kindName);
    await this.spamSenders.manager.transaction(async (m) => {
      const row = await this.lockedRow(kind, id, m);
      const email = row.email.toLowerCase();
      const { affected } = await m.getRepository(SpamSender).delete({ email });
      if (!row.spam && !affected) return;
      if (row.spam)
        await m.getRepository(kind.entity).update({ id }, { spam: false, archivedAt: null });
      await this.record(
        kindName,
        'not-spam',
        kind.label(row),
        id,
        by,
        m,
        affected ? `Sender no longer marked as spam: ${email}` : null,
      );
    });
    return this.current(kind, id);
  }

  /**
   * Deletes the inquiry and its thread (replies, the sender's answers, internal notes). What the
   * member was sent about it stays in their Messages, no longer linked to it (a reply there arrives
   * as a new contact message); a speaking request leaves My Bookings. Audited with what was
   * deleted. Nothing is sent. 404 for an unknown id.
   */
  async delete(kindName: InquiryKind, id: string, by: AuditActor): Promise<void> {
    const kind = this.kind(kindName);
    await this.spamSenders.manager.transaction(async (m) => {
      const row = await this.lockedRow(kind, id, m);
      const entries = await this.threads.countsOf(kindName, [id]);
      await this.threads.removeOf(kindName, [id], m);
      await this.inbox.unlinkInquiry(kindName, id, m);
      await m.getRepository(kind.entity).delete({ id });
      const label = kind.label(row);
      const count = entries.get(id) ?? 0;
      await this.record(
        kindName,
        'delete',
        label,
        id,
        by,
        m,
        `Deleted the ${INQUIRY_KIND_NAMES[kindName]} from ${row.email} (${label}) with its thread of ${count} ${count === 1 ? 'entry' : 'entries'}`,
      );
    });
  }

  private record(
    kind: InquiryKind,
    tool: 'archive' | 'restore' | 'spam' | 'not-spam' | 'delete',
    label: string,
    id: string,
    by: AuditActor,
    m: EntityManager,
    detail: string | null = null,
  ): Promise<unknown> {
    return this.audit.record(
      {
        ...inquiryAuditEntry(kind, tool, id, label, by),
        detail,
      },
      m,
    );
  }
}
