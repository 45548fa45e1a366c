import {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MEMBER_MESSAGE_TYPES,
  type MemberMessageType,
} from '@bb/shared/member';
import { INQUIRY_KINDS, type InquiryKind } from '@bb/shared/admin';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { atMostChars, oneOf } from '../database/checks';
import type { SpeakingRequest } from '../inquiries/speaking-request.entity';
import { UserRowColumns } from '../users/user-row-columns';

export {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MEMBER_MESSAGE_TYPES,
  type MemberMessageType,
};

/** A message in a member's inbox (the member area's Messages page). Written by the server only. */
@Entity('member_message')
@Check('CHK_member_message_type', oneOf('type', MEMBER_MESSAGE_TYPES))
@Check('CHK_member_message_body_length', atMostChars('body', MEMBER_MESSAGE_BODY_MAX))
@Check('CHK_member_message_inquiry_kind', oneOf('inquiry_kind', INQUIRY_KINDS))
@Check('CHK_member_message_inquiry_link', '("inquiry_kind" IS NULL) = ("inquiry_id" IS NULL)')
@Index('IDX_member_message_inquiry', ['inquiryKind', 'inquiryId'])
export class MemberMessage extends UserRowColumns('member_message') {
  @Column({ type: 'varchar', length: 20 })
  type: MemberMessageType;

  @Column({ type: 'varchar', length: MEMBER_MESSAGE_SUBJECT_MAX })
  subject: string;

  /** Plain text; may contain line breaks. */
  @Column({ type: 'text' })
  body: string;

  /** Who the message is from, as shown to the member (the organisation's name when it was sent). */
  @Column({ type: 'varchar', length: 120 })
  senderName: string;

  /** When the member first read it; null while unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The speaking request the message is about, if any. */
  @Index('IDX_member_message_speaking_request_id')
  @Column({ type: 'uuid', nullable: true })
  speakingRequestId: string | null;

  // By name, as contact-message.entity.ts names MemberMessage: the inquiries module imports this
  // one's service, so a value import back would make the two folders import each other.
  @ManyToOne('SpeakingRequest', { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'speaking_request_id',
    foreignKeyConstraintName: 'FK_member_message_speaking_request',
  })
  speakingRequest?: SpeakingRequest;

  /**
   * The inquiry the message is about (its acknowledgement, news of its status, the organisation's
   * reply), so that the member's reply joins that inquiry's thread; both null for other messages.
   */
  @Column({ type: 'varchar', length: 30, nullable: true })
  inquiryKind: InquiryKind | null;

  @Column({ type: 'uuid', nullable: true })
  inquiryId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
