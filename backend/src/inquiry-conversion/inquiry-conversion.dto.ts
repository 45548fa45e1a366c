import {
  CONVERSION_TARGETS,
  type ConversionTarget,
  type ConvertContactMessageRequest,
  type ConvertedInquiryAnswer,
} from '@bb/shared/admin';
import {
  ATTENDEE_COUNT_MAX,
  EVENT_TYPES,
  type EventType,
  SPEAKING_BUDGETS,
  type SpeakingBudget,
} from '@bb/shared/inquiries';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { PARTNERSHIP_TYPES, type PartnershipType } from '@bb/shared/partnerships';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import {
  OptionalChoice,
  OptionalText,
  OptionalWholeNumber,
  RequiredChoice,
  RequiredText,
} from '../common/form-fields';
import { OptionalEventDate } from '../inquiries/event-date';

/** POST /api/admin/contact-messages/{id}/convert (ConvertContactMessageRequest). */
export class ConvertContactMessageDto implements ConvertContactMessageRequest {
  @ApiProperty({ enum: CONVERSION_TARGETS, description: 'The kind of inquiry it becomes' })
  @RequiredChoice('Convert to', CONVERSION_TARGETS)
  target: ConversionTarget;

  @ApiProperty({ example: 'Jordan Lee', maxLength: NAME_MAX })
  @RequiredText('Contact name', NAME_MAX)
  contactName: string;

  @ApiProperty({
    example: 'Riverside Events Ltd',
    maxLength: NAME_MAX,
    description: "A speaking request's organization, a partnership inquiry's company name",
  })
  @RequiredText('Organization', NAME_MAX)
  company: string;

  @ApiPropertyOptional({
    maxLength: MESSAGE_MAX,
    description:
      "What they wrote: a speaking request's message, a partnership inquiry's additional information",
  })
  @OptionalText('Message', MESSAGE_MAX, { multiline: true })
  message?: string;

  @ApiPropertyOptional({
    enum: EVENT_TYPES,
    default: 'keynote',
    description: 'A speaking request only',
  })
  @OptionalChoice('Event type', EVENT_TYPES)
  eventType?: EventType;

  @ApiPropertyOptional({
    example: '2027-06-30',
    description: 'A speaking request only: YYYY-MM-DD; empty means not known yet',
  })
  @OptionalEventDate()
  eventDate?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ATTENDEE_COUNT_MAX,
    example: 250,
    description: 'A speaking request only',
  })
  @OptionalWholeNumber('Attendee count', 1, ATTENDEE_COUNT_MAX)
  attendeeCount?: number;

  @ApiPropertyOptional({ enum: SPEAKING_BUDGETS, description: 'A speaking request only' })
  @OptionalChoice('Budget', SPEAKING_BUDGETS)
  budget?: SpeakingBudget;

  @ApiPropertyOptional({
    enum: PARTNERSHIP_TYPES,
    description: 'A partnership inquiry only, and required there',
  })
  @ValidateIf(
    (dto: ConvertContactMessageDto, value: unknown) =>
      dto.target === 'corporate-partnership' || (value !== undefined && value !== null),
  )
  @RequiredChoice('Partnership type', PARTNERSHIP_TYPES)
  partnershipType?: PartnershipType;
}

/** What POST …/convert answers. */
export class ConvertedInquiryAnswerDto implements ConvertedInquiryAnswer {
  @ApiProperty({ enum: CONVERSION_TARGETS }) kind: ConversionTarget;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    example: '/admin/bookings?id=7b1f4c2e-9d3a-4e5b-8c6d-1a2b3c4d5e6f',
    description: 'The admin page that opens the new inquiry',
  })
  path: string;
}
