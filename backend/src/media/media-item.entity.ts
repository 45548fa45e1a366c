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
 * What the media library knows of an uploaded image besides its files: at most one row per
 * `upload` row, created on the first upload that names the file or on the first PATCH, removed
 * with the upload (ON DELETE CASCADE). Owned by MediaModule; the upload row stays UploadsModule's.
 */
@Entity('media_item')
@Check('CHK_media_item_focal_x', `"focal_x" >= 0 AND "focal_x" <= 1`)
@Check('CHK_media_item_focal_y', `"focal_y" >= 0 AND "focal_y" <= 1`)
@Index('IDX_media_item_kept', ['hash'], { where: '"kept"' })
export class MediaItem {
  /** The upload's content hash. */
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_media_item' })
  hash: string;

  @OneToOne(() => Upload, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'hash', foreignKeyConstraintName: 'FK_media_item_upload' })
  upload?: Upload;

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
