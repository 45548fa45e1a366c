import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { oneOf } from '../database/checks';
import { MAIL_RENDITION_FORMATS, type MailRenditionFormat } from './mail-rendition';

/**
 * An uploaded image, known by the content hash of the uploaded bytes. Its files (every width of
 * `uploadVariantWidths(width)` in AVIF and WebP) are in the storage driver under the names of
 * `uploadVariantUrl()`, and its mail rendition once made (`mailFormat`); the row exists exactly while
 * they do.
 */
@Check('CHK_upload_mail_format', oneOf('mail_format', MAIL_RENDITION_FORMATS))
@Entity('upload')
export class Upload {
  /** First 32 hex characters of the SHA-256 of the uploaded bytes. */
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_upload' })
  hash: string;

  /** Upright size in pixels (after the EXIF orientation). */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /**
   * The format of its mail rendition (mail-rendition.ts), made the first time a mail shows the image;
   * null: none yet.
   */
  @Column({ type: 'varchar', length: 3, nullable: true })
  mailFormat: MailRenditionFormat | null;

  /** What the stored files take together (the system health's figure with S3 storage). */
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  storedBytes: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * The last time these bytes were uploaded: the cleanup removes an unused image this long after
   * its last upload, so uploading the same image again gives it a new day.
   */
  @Index('IDX_upload_uploaded_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;
}
