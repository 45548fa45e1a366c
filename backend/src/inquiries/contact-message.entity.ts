import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { InquiryType } from './inquiry-options';

/** A message sent with the contact page's General Inquiry form. */
@Entity('contact_message')
@Check(
  'CHK_contact_message_inquiry_type',
  `"inquiry_type" IN ('speaking', 'training', 'partnership', 'general')`,
)
@Check('CHK_contact_message_message_length', `char_length("message") <= 5000`)
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  inquiryType: InquiryType;

  @Column({ type: 'text' })
  message: string;

  /** 'new' when received; the contact inbox of a later issue defines what follows. */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
