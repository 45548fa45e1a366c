import {
  ATTENDEE_COUNT_MAX,
  ATTENDEE_COUNT_MIN,
  EVENT_TYPES,
  type EventType,
  SPEAKING_BUDGETS,
  SPEAKING_REQUEST_STATUSES,
  type SpeakingBudget,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import {
  BOOKING_FEE_NOTE_MAX,
  BOOKING_LOCATION_MAX,
  BOOKING_VIDEO_LINK_MAX,
} from '@bb/shared/admin';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { Check, Column, Entity, Index } from 'typeorm';
import { atMostChars, between, oneOf } from '../database/checks';
import { InquiryColumns } from './inquiry-columns';

/** "HH:MM" in a CHECK (BOOKING_TIME_PATTERN). */
export const TIME_SQL = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** A request for a talk, workshop, panel or conference appearance (the Speaking Request form). */
@Entity('speaking_request')
@Check('CHK_speaking_request_event_type', oneOf('event_type', EVENT_TYPES))
@Check('CHK_speaking_request_event_date', `"event_date" BETWEEN '2000-01-01' AND '2100-12-31'`)
@Check(
  'CHK_speaking_request_attendee_count',
  between('attendee_count', ATTENDEE_COUNT_MIN, ATTENDEE_COUNT_MAX),
)
@Check('CHK_speaking_request_budget', oneOf('budget', SPEAKING_BUDGETS))
@Check('CHK_speaking_request_message_length', atMostChars('message', MESSAGE_MAX))
@Check('CHK_speaking_request_status', oneOf('status', SPEAKING_REQUEST_STATUSES))
@Check('CHK_speaking_request_event_time', `"event_time" ~ '${TIME_SQL}'`)
@Check('CHK_speaking_request_end_time', `"end_time" ~ '${TIME_SQL}' AND "event_time" < "end_time"`)
@Check('CHK_speaking_request_fee_note_length', atMostChars('fee_note', BOOKING_FEE_NOTE_MAX))
// The admin inbox's pages and exports: newest first, with or without a status filter.
@Index('IDX_speaking_request_created_at_id', ['createdAt', 'id'])
@Index('IDX_speaking_request_status_created_at_id', ['status', 'createdAt', 'id'])
export class SpeakingRequest extends InquiryColumns('speaking_request') {
  @Column({ type: 'varchar', length: NAME_MAX })
  contactName: string;

  @Column({ type: 'varchar', length: NAME_MAX })
  company: string;

  @Column({ type: 'varchar', length: 20, default: 'keynote' })
  eventType: EventType;

  /** The calendar date of the event, `YYYY-MM-DD`; null when not known yet. */
  @Column({ type: 'date', nullable: true })
  eventDate: string | null;

  @Column({ type: 'integer', nullable: true })
  attendeeCount: number | null;

  /** A code of SPEAKING_BUDGETS (labels in @bb/shared/inquiries). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  budget: SpeakingBudget | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SpeakingRequestStatus;

  /** When the event starts, 24-hour "HH:MM" at the venue; null until the organisation sets it. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  eventTime: string | null;

  /** When it ends ("HH:MM", after eventTime); null when not set. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  endTime: string | null;

  /** Where the event takes place; null until the organisation sets it. */
  @Column({ type: 'varchar', length: BOOKING_LOCATION_MAX, nullable: true })
  location: string | null;

  /** The video call's link for an online event (http or https); null when not set. */
  @Column({ type: 'varchar', length: BOOKING_VIDEO_LINK_MAX, nullable: true })
  videoLink: string | null;

  /** The organisation's internal note on the fee; never shown to the sender. */
  @Column({ type: 'text', nullable: true })
  feeNote: string | null;
}
