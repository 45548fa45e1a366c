import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A public page's document: published, the draft (if any), and the version of the row. */
@Entity('page_content')
@Index('IDX_page_content_publish_at', ['publishAt'], { where: '"publish_at" IS NOT NULL' })
export class PageContentRow {
  /** The page's slug (`@bb/shared/pages/registry`). */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_page_content' })
  slug: string;

  /** What visitors see. */
  @Column({ type: 'jsonb' })
  published: object;

  /** What an administrator saved and has not published or discarded yet. */
  @Column({ type: 'jsonb', nullable: true })
  draft: object | null;

  /** The number of the revision the draft was restored from (kept through later saves), if any. */
  @Column({ type: 'integer', nullable: true })
  draftRestoredFrom: number | null;

  /** Bumped by every save, publish and discard: a save or publish must name the latest (409). */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** The administrator who made the last change (none: the seeded default). */
  @Column({ type: 'uuid', nullable: true })
  updatedById: string | null;

  /** Their username then, so the list reads after their account is deleted. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  updatedByName: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  publishedByName: string | null;

  /** When the draft publishes by itself (UTC; null: not scheduled). Publish and discard clear it. */
  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  /** The administrator who scheduled it, whom the audit entry of the publish names. */
  @Column({ type: 'uuid', nullable: true })
  publishScheduledById: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  publishScheduledByName: string | null;
}
