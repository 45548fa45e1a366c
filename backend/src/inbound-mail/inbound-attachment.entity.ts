import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { InboundMessage } from './inbound-message.entity';

/** The most bytes one attachment may have to be kept (issue 46). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A file that came with a customer's e-mail answer and was kept (issue 46): a PDF, an image or an
 * office document of at most 10 MB, its type checked by its bytes. Private: staff download it from
 * the admin panel (GET /api/admin/inbound-mail/{id}/attachments/{attachmentId}); it is never served
 * publicly. Other files are not kept (the stored original still has them).
 */
@Entity('inbound_attachment')
export class InboundAttachment {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_inbound_attachment' })
  id: string;

  @Index('IDX_inbound_attachment_inbound_message_id')
  @Column({ type: 'uuid' })
  inboundMessageId: string;

  @ManyToOne(() => InboundMessage, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'inbound_message_id',
    foreignKeyConstraintName: 'FK_inbound_attachment_inbound_message',
  })
  inboundMessage?: InboundMessage;

  /** The name it came with, made safe (no path, no control characters). */
  @Column({ type: 'varchar', length: 255 })
  filename: string;

  /** The type its bytes show, e.g. application/pdf (not the one the mail declared). */
  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'bytea' })
  content: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
