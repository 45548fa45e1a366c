import type { AdminNotification, InquiryKind } from '@bb/shared/admin';
import { EMAIL_MAX } from '@bb/shared/limits';
import {
  Column,
  type FindOptionsOrder,
  type FindOptionsWhere,
  Index,
  IsNull,
  JoinColumn,
  ManyToOne,
  type Repository,
} from 'typeorm';
import { RecordColumns } from '../database/columns';
import { User } from '../users/user.entity';
import { adminPathOf } from './inquiry-refs';
import { REFERENCE_MAX } from './inquiry-reference';

/**
 * The columns every inquiry table has (speaking_request, contact_message, corporate_partnership),
 * with that table's own index and foreign key names: the id, the sender's address, the member who
 * sent it, the administrator it is assigned to, archiving and spam, and the timestamps (RecordColumns). An inquiry
 * entity extends `InquiryColumns('its_table')`; the schema is what each entity declared itself.
 */
export function InquiryColumns(table: string) {
  abstract class InquiryColumnsOf extends RecordColumns {
    /**
     * The short reference the sender was shown (`SR-7KQ3-MX9D`, inquiry-reference.ts); null for
     * inquiries stored before references existed (migration 1733795000000-InquiryReferences).
     */
    @Index(`UQ_${table}_reference`, { unique: true })
    @Column({ type: 'varchar', length: REFERENCE_MAX, nullable: true })
    reference: string | null;

    /** Trimmed and lower-cased. */
    @Index(`IDX_${table}_email`)
    @Column({ type: 'varchar', length: EMAIL_MAX })
    email: string;

    /** The member who sent it while signed in; null for visitors (and after the account is deleted). */
    @Index(`IDX_${table}_user_id`)
    @Column({ type: 'uuid', nullable: true })
    userId: string | null;

    @ManyToOne(() => User, { onDelete: 'SET NULL' })
    @JoinColumn({ name: 'user_id', foreignKeyConstraintName: `FK_${table}_user` })
    user?: User;

    /** The administrator it is assigned to; null when nobody (and after that account is deleted). */
    @Index(`IDX_${table}_assignee_id`)
    @Column({ type: 'uuid', nullable: true })
    assigneeId: string | null;

    @ManyToOne(() => User, { onDelete: 'SET NULL' })
    @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: `FK_${table}_assignee` })
    assignee?: User;

    /** When an administrator archived it (out of the inbox's default list); null in the inbox. */
    @Column({ type: 'timestamptz', nullable: true })
    archivedAt: Date | null;

    /** Archived as spam (its sender's address is in spam_sender). */
    @Column({ type: 'boolean', default: false })
    spam: boolean;
  }
  return InquiryColumnsOf;
}

/** What `newestInInbox` reads of an inquiry entity (InquiryColumns, and its status). */
interface InboxRow {
  id: string;
  status: string;
  archivedAt: Date | null;
  createdAt: Date;
}

/**
 * The bell's part of one kind: the newest `limit` inquiries in the inbox (not archived) with this
 * status, newest first, and how many there are.
 */
export function newestInInbox<R extends InboxRow>(
  repository: Repository<R>,
  status: R['status'],
  limit: number,
): Promise<[R[], number]> {
  const where = { status, archivedAt: IsNull() } as FindOptionsWhere<R>;
  const order = { createdAt: 'DESC', id: 'DESC' } as FindOptionsOrder<R>;
  return Promise.all([repository.find({ where, order, take: limit }), repository.countBy(where)]);
}

/**
 * A bell item: an inquiry of `kind` (or an entry in the thread of the inquiry `inquiryId`), linking to
 * that inquiry in its inbox.
 */
export function bellItem(
  kind: InquiryKind,
  row: { id: string; createdAt: Date },
  title: string,
  detail: string,
  inquiryId: string = row.id,
): AdminNotification {
  return {
    kind,
    id: row.id,
    title,
    detail,
    createdAt: row.createdAt.toISOString(),
    path: adminPathOf(kind, inquiryId),
  };
}
