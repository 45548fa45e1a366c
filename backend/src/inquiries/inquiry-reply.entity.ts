import {
  ADMIN_REPLY_MAX,
  INQUIRY_KINDS,
  type InquiryKind,
  type ThreadAttachment,
  type ThreadAuthor,
} from '@bb/shared/admin';
import { EMAIL_MAX } from '@bb/shared/limits';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { atMostChars, oneOf } from '../database/checks';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import { User } from '../users/user.entity';

export const THREAD_AUTHORS = [
  'organisation',
  'sender',
  'note',
] as const satisfies readonly ThreadAuthor[];
/** The longest author name kept (a username, or a sender's name). */
export const THREAD_AUTHOR_NAME_MAX = 120;

/**
 * One reply in the thread of an inquiry (a speaking request, a partnership inquiry or a contact
 * message): the organisation's (an administrator answering in the admin panel) or the sender's (a
 * member answering from their inbox). The inquiry is named by kind and id: no foreign key, as the
 * three kinds live in three tables; inquiries are never deleted.
 */
@Entity('inquiry_reply')
@Check('CHK_inquiry_reply_inquiry_kind', oneOf('inquiry_kind', INQUIRY_KINDS))
@Check('CHK_inquiry_reply_author', oneOf('author', THREAD_AUTHORS))
@Check('CHK_inquiry_reply_body_length', atMostChars('body', ADMIN_REPLY_MAX))
@Index('IDX_inquiry_reply_inquiry', ['inquiryKind', 'inquiryId', 'createdAt'])
@Index('IDX_inquiry_reply_unseen', ['createdAt'], {
  where: `"author" = 'sender' AND "seen_at" IS NULL`,
})
// One entry per received e-mail, however often it is handled (issue 46).
@Index('UQ_inquiry_reply_inbound_message_id', ['inboundMessageId'], {
  unique: true,
  where: '"inbound_message_id" IS NOT NULL',
})
export class InquiryReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  inquiryKind: InquiryKind;

  @Column({ type: 'uuid' })
  inquiryId: string;

  @Column({ type: 'varchar', length: 20 })
  author: ThreadAuthor;

  /** The administrator, or the member, who wrote it; null once that account is deleted. */
  @Index('IDX_inquiry_reply_author_user_id')
  @Column({ type: 'uuid', nullable: true })
  authorUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_user_id', foreignKeyConstraintName: 'FK_inquiry_reply_author_user' })
  authorUser?: User;

  /** The administrator's username, or the member's, when it was written. */
  @Column({ type: 'varchar', length: THREAD_AUTHOR_NAME_MAX })
  authorName: string;

  /** Plain text; may contain line breaks. */
  @Column({ type: 'text' })
  body: string;

  /**
   * The member inbox message that goes with it: for the organisation's reply, the copy put in the
   * member's inbox; for the sender's, the inbox message they answered. Null for a visitor.
   */
  @Index('IDX_inquiry_reply_member_message_id')
  @Column({ type: 'uuid', nullable: true })
  memberMessageId: string | null;

  @ManyToOne('MemberMessage', { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'member_message_id',
    foreignKeyConstraintName: 'FK_inquiry_reply_member_message',
  })
  memberMessage?: MemberMessage;

  /**
   * For the sender's entry: when an administrator first opened the inquiry after it came (the bell
   * lists the sender's entries not seen yet). Null for the organisation's entries.
   */
  @Column({ type: 'timestamptz', nullable: true })
  seenAt: Date | null;

  /**
   * For the sender's answer by e-mail (issue 46): the received message it came from (the inbound-mail
   * module's inbound_message, where staff open the whole original); null otherwise.
   */
  @Column({ type: 'uuid', nullable: true })
  inboundMessageId: string | null;

  /** The address an e-mail answer came from (trimmed, lower-cased); null otherwise. */
  @Column({ type: 'varchar', length: EMAIL_MAX, nullable: true })
  emailFrom: string | null;

  /** The e-mail answer came from another address than the inquiry's (kept, and marked so). */
  @Column({ type: 'boolean', default: false })
  emailOtherAddress: boolean;

  /**
   * The files kept of an e-mail answer, as the thread lists them (the bytes stay with the inbound
   * message, downloaded by staff only); null otherwise.
   */
  @Column({ type: 'jsonb', nullable: true })
  emailAttachments: ThreadAttachment[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
