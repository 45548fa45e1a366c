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
import { User } from '../users/user.entity';
import type { SpeakingBudget } from './budget';
import type { EventType, SpeakingRequestStatus } from './inquiry-options';

/** A request for a talk, workshop, panel or conference appearance (the Speaking Request form). */
@Entity('speaking_request')
@Check(
  'CHK_speaking_request_event_type',
  `"event_type" IN ('keynote', 'workshop', 'panel', 'conference')`,
)
@Check('CHK_speaking_request_event_date', `"event_date" BETWEEN '2000-01-01' AND '2100-12-31'`)
@Check('CHK_speaking_request_attendee_count', `"attendee_count" BETWEEN 1 AND 1000000`)
@Check(
  'CHK_speaking_request_budget',
  `"budget" IN ('under-5k', '5k-10k', '10k-25k', '25k-50k', '50k-plus', 'discuss')`,
)
@Check('CHK_speaking_request_message_length', `char_length("message") <= 5000`)
@Check(
  'CHK_speaking_request_status',
  `"status" IN ('pending', 'confirmed', 'declined', 'completed')`,
)
export class SpeakingRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  contactName: string;

  /** Trimmed and lower-cased. */
  @Index('IDX_speaking_request_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 120 })
  company: string;

  @Column({ type: 'varchar', length: 20, default: 'keynote' })
  eventType: EventType;

  /** The calendar date of the event, `YYYY-MM-DD`; null when not known yet. */
  @Column({ type: 'date', nullable: true })
  eventDate: string | null;

  @Column({ type: 'integer', nullable: true })
  attendeeCount: number | null;

  /** A code of SPEAKING_BUDGETS (labels in budget.ts). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  budget: SpeakingBudget | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SpeakingRequestStatus;

  /** The time of the event as the organisation writes it (e.g. "14:00"); null until it is set. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  eventTime: string | null;

  /** Where the event takes place; null until the organisation sets it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  /** The member who sent it while signed in; null for visitors (and after the account is deleted). */
  @Index('IDX_speaking_request_user_id')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_speaking_request_user' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
