import {
  SPEAKING_BUDGETS,
  type SpeakingBudget,
  ATTENDEE_COUNT_MAX,
  EVENT_TYPES,
  type EventType,
  SPEAKING_REQUEST_STATUSES,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ChangedChoice,
  NullableChoice,
  NullableText,
  NullableWholeNumber,
  RequiredText,
} from '../common/form-fields';
import { NullableEventDate } from '../inquiries/event-date';
import { MESSAGE_MAX } from '@bb/shared/limits';
import { INQUIRY_KINDS, type InquiryKind } from '@bb/shared/admin';
import {
  MEMBER_MESSAGE_TYPES,
  type MemberMessageType,
} from '../member-inbox/member-message.entity';

export const REPLY_MAX = 5000;

/**
 * A member's change to a pending booking: only the fields sent change; null clears an optional one.
 * Validated like the Speaking Request form.
 */
export class UpdateBookingDto {
  @ApiPropertyOptional({ enum: EVENT_TYPES })
  @ChangedChoice('Event type', EVENT_TYPES)
  eventType?: EventType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-06-30',
    description: 'YYYY-MM-DD (or an ISO 8601 date-time, as the form takes it); null clears it.',
  })
  @NullableEventDate()
  eventDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: ATTENDEE_COUNT_MAX })
  @NullableWholeNumber('Attendee count', 1, ATTENDEE_COUNT_MAX)
  attendeeCount?: number | null;

  @ApiPropertyOptional({ enum: SPEAKING_BUDGETS, nullable: true })
  @NullableChoice('Budget', SPEAKING_BUDGETS)
  budget?: SpeakingBudget | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MESSAGE_MAX })
  @NullableText('Message', MESSAGE_MAX, { multiline: true })
  message?: string | null;
}

export class ReplyDto {
  @ApiProperty({ minLength: 1, maxLength: REPLY_MAX, example: 'Thank you! Mornings suit us.' })
  @RequiredText('Message', REPLY_MAX, { multiline: true })
  message: string;
}

export class MemberBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Keynote for Acme Corp' }) title: string;
  @ApiProperty({ enum: EVENT_TYPES }) eventType: EventType;
  @ApiProperty({ example: 'Keynote' }) eventTypeLabel: string;
  @ApiProperty({ type: String, nullable: true, example: '2027-06-30' }) date: string | null;
  @ApiProperty({ type: String, nullable: true, example: '14:00' }) time: string | null;
  @ApiProperty({ type: String, nullable: true, example: '15:30' }) endTime: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'For an online event' })
  videoLink: string | null;
  @ApiProperty({ enum: SPEAKING_REQUEST_STATUSES }) status: SpeakingRequestStatus;
  @ApiProperty() contactName: string;
  @ApiProperty() email: string;
  @ApiProperty() company: string;
  @ApiProperty({ type: Number, nullable: true }) attendeeCount: number | null;
  @ApiProperty({ type: String, nullable: true, enum: SPEAKING_BUDGETS }) budget: string | null;
  @ApiProperty({ type: String, nullable: true }) budgetLabel: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class MemberReplyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) date: string;
}

export class MemberMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ example: 'Building Bridges Inclusion' }) from: string;
  @ApiProperty({ description: 'The first ~140 characters of the body, on one line' })
  preview: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty() read: boolean;
  @ApiProperty({ enum: MEMBER_MESSAGE_TYPES }) type: MemberMessageType;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) bookingId: string | null;
  @ApiProperty({ type: [MemberReplyDto], description: "The member's replies, oldest first" })
  replies: MemberReplyDto[];
}

export const CONVERSATION_ENTRY_AUTHORS = ['organisation', 'member'] as const;
export const CONVERSATION_ENTRY_KINDS = ['message', 'status'] as const;

/** One message of a conversation, either way. */
export class ConversationEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: CONVERSATION_ENTRY_AUTHORS, description: 'Who wrote it' })
  author: (typeof CONVERSATION_ENTRY_AUTHORS)[number];
  @ApiProperty({
    enum: CONVERSATION_ENTRY_KINDS,
    description:
      'status: news of the status (or of the address) of the inquiry; message: a reply either way',
  })
  kind: (typeof CONVERSATION_ENTRY_KINDS)[number];
  @ApiProperty({
    example: 'Building Bridges Inclusion',
    description: "The organisation's name, or the member's own name",
  })
  from: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The inbox message's subject; null for a reply that has none",
  })
  subject: string | null;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({
    description: 'The organisation’s: whether the member has read it; the member’s own: true',
  })
  read: boolean;
  @ApiProperty({ description: 'The member’s answer came by e-mail (answering one of our e-mails)' })
  byEmail: boolean;
  @ApiProperty({
    description:
      'An answer by e-mail from another address than the conversation’s (kept, and marked so): ' +
      '`from` is the name it came with',
  })
  otherAddress: boolean;
}

/** What the member sent: the inquiry the conversation is about. */
export class ConversationInquiryDto {
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Their message; null when they wrote none',
  })
  message: string | null;
}

/** A conversation: one of the member's inquiries with everything said about it, either way. */
export class MemberConversationDto {
  @ApiProperty({ enum: INQUIRY_KINDS }) kind: InquiryKind;
  @ApiProperty({ format: 'uuid' }) inquiryId: string;
  @ApiProperty({ example: 'Your speaking request: Keynote for Acme Corp' }) title: string;
  @ApiProperty({ example: 'pending', description: "The inquiry's status code" }) status: string;
  @ApiProperty({ example: 'Pending' }) statusLabel: string;
  @ApiProperty({ description: 'Where the organisation writes about it (the inquiry’s address)' })
  address: string;
  @ApiProperty({ type: ConversationInquiryDto }) inquiry: ConversationInquiryDto;
  @ApiProperty({ type: [ConversationEntryDto], description: 'Latest first; never internal notes' })
  entries: ConversationEntryDto[];
  @ApiProperty({ description: 'The organisation’s messages in it the member has not read' })
  unread: number;
}

/**
 * GET /api/my/conversations: one item per conversation (and each message about no inquiry as it
 * is), in MemberMessage's shape with the conversation added.
 */
export class MemberConversationItemDto extends MemberMessageDto {
  @ApiProperty({
    type: MemberConversationDto,
    nullable: true,
    description: 'The conversation; null for a message about no inquiry',
  })
  conversation: MemberConversationDto | null;
}

class BookingCountsDto {
  @ApiProperty({ description: 'Every speaking request of the member, whatever its status' })
  total: number;
  @ApiProperty({ description: 'Waiting for the organisation’s answer' }) pending: number;
  @ApiProperty() confirmed: number;
  @ApiProperty({ description: 'Confirmed, with an event date today or later (UTC)' })
  upcoming: number;
}

class NextEventDto {
  @ApiProperty({ format: 'uuid', description: 'The speaking request' }) id: string;
  @ApiProperty({ example: 'Keynote for Acme Corp' }) title: string;
  @ApiProperty({ example: '2027-06-30' }) date: string;
  @ApiProperty({ type: String, nullable: true, example: '14:00' }) time: string | null;
}

class MessageCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() unread: number;
  @ApiProperty({ description: 'Acknowledgements of, and replies about, inquiries the member sent' })
  inquiries: number;
}

/** The dashboard's figures and the bell: counts of the member's own data, nothing made up. */
export class MemberSummaryDto {
  @ApiProperty({ type: BookingCountsDto }) bookings: BookingCountsDto;
  @ApiProperty({
    type: NextEventDto,
    nullable: true,
    description: 'The soonest upcoming confirmed event; null when none',
  })
  nextEvent: NextEventDto | null;
  @ApiProperty({ type: MessageCountsDto }) messages: MessageCountsDto;
}
