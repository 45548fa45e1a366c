import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
