import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  INQUIRY_TYPES,
  type InquiryType,
} from '@bb/shared/inquiries';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { atMostChars, oneOf } from '../database/checks';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import { User } from '../users/user.entity';

/** A message sent with the contact page's General Inquiry form. */
@Entity('contact_message')
@Check('CHK_contact_message_inquiry_type', oneOf('inquiry_type', INQUIRY_TYPES))
@Check('CHK_contact_message_message_length', atMostChars('message', MESSAGE_MAX))
@Check('CHK_contact_message_status', oneOf('status', CONTACT_MESSAGE_STATUSES))
// The admin inbox's pages and exports: newest first, with or without a status filter.
@Index('IDX_contact_message_created_at_id', ['createdAt', 'id'])
@Index('IDX_contact_message_status_created_at_id', ['status', 'createdAt', 'id'])
// The search: trigram indexes (1733610000000-ContactMessageSearch).
@Index('IDX_contact_message_name_trgm', { synchronize: false })
@Index('IDX_contact_message_email_trgm', { synchronize: false })
@Index('IDX_contact_message_company_trgm', { synchronize: false })
@Index('IDX_contact_message_message_trgm', { synchronize: false })
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: NAME_MAX })
  name: string;

  /** Trimmed and lower-cased. */
  @Index('IDX_contact_message_email')
  @Column({ type: 'varchar', length: EMAIL_MAX })
  email: string;

  @Column({ type: 'varchar', length: NAME_MAX, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  inquiryType: InquiryType;

  @Column({ type: 'text' })
  message: string;

  /** 'new' when received; the organisation's contact inbox moves it on. */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  // The inbox's default order, unread first (an expression index: migration InboxLists).
  @Index('IDX_contact_message_unread_first', { synchronize: false })
  status: ContactMessageStatus;

  /** The member who sent it while signed in; null for visitors (and after the account is deleted). */
  @Index('IDX_contact_message_user_id')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_contact_message_user' })
  user?: User;

  /** For a member's reply in the member area: the inbox message (thread) it answers. */
  @Index('IDX_contact_message_member_message_id')
  @Column({ type: 'uuid', nullable: true })
  memberMessageId: string | null;

  @ManyToOne('MemberMessage', { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'member_message_id',
    foreignKeyConstraintName: 'FK_contact_message_member_message',
  })
  memberMessage?: MemberMessage;

  /** The administrator it is assigned to; null when nobody (and after that account is deleted). */
  @Index('IDX_contact_message_assignee_id')
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: 'FK_contact_message_assignee' })
  assignee?: User;

  /** When an administrator archived it (out of the inbox's default list); null in the inbox. */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** Archived as spam (its sender's address is in spam_sender). */
  @Column({ type: 'boolean', default: false })
  spam: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
