import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A kept version of published content (issue 24): a page's document at each publish (`page:<slug>`)
 * or the organisation details at each save (`site-details`). Numbered per subject. Kept for the
 * audit trail's retention period, and the newest of each subject always.
 */
@Entity('content_revision')
@Index('UQ_content_revision_subject_number', ['subject', 'number'], { unique: true })
export class ContentRevision {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_content_revision' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  subject: string;

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'jsonb' })
  content: object;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The administrator who published (none: the content the site shipped with). */
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** Their username then, so the history reads after their account is deleted. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  createdByName: string | null;

  /** The number of the revision this publish restored, if it did. */
  @Column({ type: 'integer', nullable: true })
  restoredFrom: number | null;
}
