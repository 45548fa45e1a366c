import { EMAIL_MAX } from '@bb/shared/limits';
import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A sender's address an administrator marked as spam (POST /api/admin/{inbox}/{id}/spam): the
 * inquiries of any kind sent from it afterwards are stored as usual and shown as "Possible spam".
 * "Not spam" removes it.
 */
@Entity('spam_sender')
export class SpamSender {
  /** Trimmed and lower-cased, like the inquiries' addresses. */
  @PrimaryColumn({ type: 'varchar', length: EMAIL_MAX, primaryKeyConstraintName: 'PK_spam_sender' })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  markedAt: Date;
}
