import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  INQUIRY_TYPES,
  type InquiryType,
} from '@bb/shared/inquiries';
import { CONVERSION_TARGETS, type ConversionTarget } from '@bb/shared/admin';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { atMostChars, oneOf } from '../database/checks';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import { InquiryColumns } from './inquiry-columns';

/** A message sent with the contact page's General Inquiry form. */
@Entity('contact_message')
@Check('CHK_contact_message_inquiry_type', oneOf('inquiry_type', INQUIRY_TYPES))
@Check('CHK_contact_message_message_length', atMostChars('message', MESSAGE_MAX))
@Check('CHK_contact_message_status', oneOf('status', CONTACT_MESSAGE_STATUSES))
@Check('CHK_contact_message_converted_kind', oneOf('converted_kind', CONVERSION_TARGETS))
@Check('CHK_contact_message_converted', '("converted_kind" IS NULL) = ("converted_id" IS NULL)')
// The admin inbox's pages and exports: newest first, with or without a status filter.
@Index('IDX_contact_message_created_at_id', ['createdAt', 'id'])
@Index('IDX_contact_message_status_created_at_id', ['status', 'createdAt', 'id'])
// The search: trigram indexes (1733610000000-ContactMessageSearch).
@Index('IDX_contact_message_name_trgm', { synchronize: false })
@Index('IDX_contact_message_email_trgm', { synchronize: false })
@Index('IDX_contact_message_company_trgm', { synchronize: false })
@Index('IDX_contact_message_message_trgm', { synchronize: false })
export class ContactMessage extends InquiryColumns('contact_message') {
  @Column({ type: 'varchar', length: NAME_MAX })
  name: string;

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

  /**
   * The inquiry it was turned into (InquiryConversionService): its kind and id, both null when it
   * was not. Not a foreign key: the target is in one of two tables.
   */
  @Column({ type: 'varchar', length: 30, nullable: true })
  convertedKind: ConversionTarget | null;

  @Column({ type: 'uuid', nullable: true })
  convertedId: string | null;
}
