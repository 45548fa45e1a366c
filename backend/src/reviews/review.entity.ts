import { REVIEW_KINDS, REVIEW_STATES, type ReviewKind, type ReviewState } from '@bb/shared/reviews';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../database/checks';

/**
 * One submission of a page draft or a campaign for review (issue 45), and what became of it. At most
 * one waits per subject: a new submission withdraws the one waiting. The people are not foreign keys
 * (a review outlives the accounts it names): their id and their username then.
 */
@Entity('review')
@Check('CHK_review_kind', oneOf('kind', REVIEW_KINDS))
@Check('CHK_review_state', oneOf('state', REVIEW_STATES))
@Index('UQ_review_waiting_subject', ['kind', 'subjectId'], {
  unique: true,
  where: `"state" = 'waiting'`,
})
@Index('IDX_review_waiting_submitted_at', ['submittedAt', 'id'], { where: `"state" = 'waiting'` })
@Index('IDX_review_subject_submitted_at', ['kind', 'subjectId', 'submittedAt'])
export class ReviewRow {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_review' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: ReviewKind;

  /** The page's slug or the campaign's id. */
  @Column({ type: 'varchar', length: 100 })
  subjectId: string;

  /** The page's title or the campaign's subject when it was submitted. */
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The draft's version that was submitted. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'uuid', nullable: true })
  submittedById: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  submittedByName: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'waiting' })
  state: ReviewState;

  @Column({ type: 'uuid', nullable: true })
  decidedById: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  decidedByName: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The reviewer's note on a decline. */
  @Column({ type: 'text', nullable: true })
  decisionNote: string | null;
}
