import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Upload } from '../uploads/upload.entity';

/**
 * What the media library knows of an uploaded image besides its files: one row per `upload` row,
 * upserted by every stored upload, removed with the upload (ON DELETE CASCADE). It keeps copies of
 * the upload's size, stored bytes and last upload time, so that the library's list reads this table
 * alone. Owned by MediaModule; the upload row stays UploadsModule's. Indexes of the list (migration
 * 1733690000000-MediaLibrary): newest first, by lower(file_name), trigram search; and newest first
 * of those without alt text (1733710000000-MediaUndescribed, the "Needs a description" filter).
 */
@Entity('media_item')
@Check('CHK_media_item_focal_x', `"focal_x" >= 0 AND "focal_x" <= 1`)
@Check('CHK_media_item_focal_y', `"focal_y" >= 0 AND "focal_y" <= 1`)
@Index('IDX_media_item_kept', ['hash'], { where: '"kept"' })
@Index('IDX_media_item_uploaded_at_hash', { synchronize: false })
@Index('IDX_media_item_file_name_lower', { synchronize: false })
@Index('IDX_media_item_file_name_trgm', { synchronize: false })
@Index('IDX_media_item_alt_text_trgm', { synchronize: false })
@Index('IDX_media_item_undescribed', { synchronize: false })
export class MediaItem {
  /** The upload's content hash. */
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_media_item' })
  hash: string;

  @OneToOne(() => Upload, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'hash', foreignKeyConstraintName: 'FK_media_item_upload' })
  upload?: Upload;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  storedBytes: number;

  /** The last upload of these bytes (a copy of upload.uploaded_at). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;

  /** The original file name of the first upload of these bytes. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  /** The library's alt text: the default wherever the image is used. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  altText: string | null;

  @Column({ type: 'uuid', nullable: true })
  uploadedById: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  uploadedByName: string | null;

  @Column({ type: 'real', default: 0.5 })
  focalX: number;

  @Column({ type: 'real', default: 0.5 })
  focalY: number;

  /** In the library on purpose: the hourly clean-up keeps it even when unused. */
  @Column({ type: 'boolean', default: false })
  kept: boolean;

  @UpdateDateColumn({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
