import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { UserRowColumns } from '../users/user-row-columns';
import { Upload } from './upload.entity';

/**
 * A signed upload address given by POST /api/objects/upload: only the SHA-256 of its 32-byte random
 * token is stored. Bound to the administrator who asked, expiring, and used once (the PUT marks it
 * with an UPDATE ... WHERE used_at IS NULL AND expires_at > now(), so instances agree). Its id also
 * names the ticket's stable alias, `/uploads/t/{id}` (the answer's publicPath).
 */
@Entity('upload_ticket')
export class UploadTicket extends UserRowColumns('upload_ticket', {
  primaryKeyName: 'PK_upload_ticket',
}) {
  @Index('UQ_upload_ticket_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index('IDX_upload_ticket_expires_at')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The image its PUT stored (null before, or once the image has been removed). */
  @Index('IDX_upload_ticket_upload_hash')
  @Column({ type: 'varchar', length: 32, nullable: true })
  uploadHash: string | null;

  @ManyToOne(() => Upload, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'upload_hash', foreignKeyConstraintName: 'FK_upload_ticket_upload' })
  upload?: Upload;
}
