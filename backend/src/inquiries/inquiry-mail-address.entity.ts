import { INQUIRY_KINDS, type InquiryKind } from '@bb/shared/admin';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { oneOf } from '../database/checks';

/**
 * The reply tag of one conversation (issue 46): mail about the inquiry has Reply-To
 * `<INBOUND_ADDRESS local part>+<tag>@<domain>`. The tag is an HMAC of the inquiry's kind and id
 * (InquiryConversations), so it names no id and cannot be guessed; an answer's tag is looked up here.
 */
@Entity('inquiry_mail_tag')
@Check('CHK_inquiry_mail_tag_inquiry_kind', oneOf('inquiry_kind', INQUIRY_KINDS))
// Not unique: after a merge the duplicate's tag leads to the kept inquiry too.
@Index('IDX_inquiry_mail_tag_inquiry', ['inquiryKind', 'inquiryId'])
export class InquiryMailTag {
  /** Lower-case base32 (26 characters, 130 bits of the HMAC). */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_inquiry_mail_tag' })
  tag: string;

  @Column({ type: 'varchar', length: 30 })
  inquiryKind: InquiryKind;

  @Column({ type: 'uuid' })
  inquiryId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A Message-ID the product sent about an inquiry (issue 46): an answer naming it in In-Reply-To or
 * References joins that inquiry's conversation, even when its Reply-To tag was lost.
 */
@Entity('inquiry_sent_mail')
@Check('CHK_inquiry_sent_mail_inquiry_kind', oneOf('inquiry_kind', INQUIRY_KINDS))
@Index('IDX_inquiry_sent_mail_inquiry', ['inquiryKind', 'inquiryId'])
export class InquirySentMail {
  /** Without the angle brackets, e.g. "0f6c…@org.example". */
  @PrimaryColumn({
    type: 'varchar',
    length: 255,
    primaryKeyConstraintName: 'PK_inquiry_sent_mail',
  })
  messageId: string;

  @Column({ type: 'varchar', length: 30 })
  inquiryKind: InquiryKind;

  @Column({ type: 'uuid' })
  inquiryId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt: Date;
}
