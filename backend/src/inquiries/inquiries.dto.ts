import {
  SPEAKING_BUDGETS,
  type SpeakingBudget,
  ATTENDEE_COUNT_MAX,
  EVENT_TYPES,
  type EventType,
  INQUIRY_TYPES,
  type InquiryType,
} from '@bb/shared/inquiries';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmailAddress } from '../common/email';
import {
  Honeypot,
  OptionalChoice,
  OptionalText,
  OptionalWholeNumber,
  RequiredText,
} from '../common/form-fields';
import { OptionalEventDate } from './event-date';

export const HONEYPOT_DESCRIPTION =
  'Honeypot: a field the form hides from people, who leave it empty. A submission that fills it is ' +
  'answered as a success but neither stored nor e-mailed.';

/** The General Inquiry form. */
export class ContactDto {
  @ApiProperty({ example: 'Alex Morgan', maxLength: NAME_MAX })
  @RequiredText('Name', NAME_MAX)
  name: string;

  @ApiProperty({ example: 'alex@example.org', maxLength: EMAIL_MAX })
  @IsEmailAddress()
  email: string;

  @ApiPropertyOptional({ example: 'Harbourside Analytics', maxLength: NAME_MAX })
  @OptionalText('Company', NAME_MAX)
  company?: string;

  @ApiPropertyOptional({ enum: INQUIRY_TYPES, default: 'general' })
  @OptionalChoice('Inquiry type', INQUIRY_TYPES)
  inquiryType?: InquiryType;

  @ApiProperty({
    example: 'We would like to hear about your training programs.',
    maxLength: MESSAGE_MAX,
  })
  @RequiredText('Message', MESSAGE_MAX, { multiline: true })
  message: string;

  @ApiPropertyOptional({ description: HONEYPOT_DESCRIPTION, example: '' })
  @Honeypot()
  website?: string;
}

/** The Speaking Request form. */
export class SpeakingRequestDto {
  @ApiProperty({ example: 'Jordan Lee', maxLength: NAME_MAX })
  @RequiredText('Contact name', NAME_MAX)
  contactName: string;

  @ApiProperty({ example: 'jordan@example.org', maxLength: EMAIL_MAX })
  @IsEmailAddress()
  email: string;

  @ApiProperty({ example: 'Riverside Events Ltd', maxLength: NAME_MAX })
  @RequiredText('Organization', NAME_MAX)
  company: string;

  @ApiPropertyOptional({ enum: EVENT_TYPES, default: 'keynote' })
  @OptionalChoice('Event type', EVENT_TYPES)
  eventType?: EventType;

  @ApiPropertyOptional({
    description:
      'The event date: YYYY-MM-DD, or an ISO 8601 date-time whose date part is taken as written ' +
      '(e.g. a JavaScript Date sent as JSON). Empty means not known yet.',
    example: '2025-06-30',
  })
  @OptionalEventDate()
  eventDate?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: ATTENDEE_COUNT_MAX, example: 250 })
  @OptionalWholeNumber('Attendee count', 1, ATTENDEE_COUNT_MAX)
  attendeeCount?: number;

  @ApiPropertyOptional({
    enum: SPEAKING_BUDGETS,
    description: 'Labels: @bb/shared (speakingBudgetLabel, PARTNERSHIP_BUDGET_LABELS)',
  })
  @OptionalChoice('Budget', SPEAKING_BUDGETS)
  budget?: SpeakingBudget;

  @ApiPropertyOptional({
    example: 'An hour-long keynote for our annual staff day.',
    maxLength: MESSAGE_MAX,
  })
  @OptionalText('Message', MESSAGE_MAX, { multiline: true })
  message?: string;

  @ApiPropertyOptional({ description: HONEYPOT_DESCRIPTION, example: '' })
  @Honeypot()
  website?: string;
}

export const CONTACT_SUCCESS = "Your message has been sent. We'll get back to you soon.";
export const SPEAKING_SUCCESS =
  "Your speaking request has been submitted. We'll get back to you within 24 hours.";

/** The answer's `reference`: what the confirmation shows (inquiry-reference.ts). */
export const REFERENCE_PROPERTY = {
  description:
    'The short reference of the inquiry, shown to the sender in the confirmation: two letters for ' +
    'the form (GI general inquiry, SR speaking request, PI partnership inquiry) and eight random ' +
    'characters. Not an id, and not guessable from another one.',
  pattern: '^(GI|SR|PI)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$',
} as const;

export class ContactSubmittedDto {
  @ApiProperty({ example: CONTACT_SUCCESS }) message: string;
  @ApiProperty({ ...REFERENCE_PROPERTY, example: 'GI-7KQ3-MX9D' }) reference: string;
}

export class SpeakingRequestSubmittedDto {
  @ApiProperty({ example: SPEAKING_SUCCESS }) message: string;
  @ApiProperty({ ...REFERENCE_PROPERTY, example: 'SR-7KQ3-MX9D' }) reference: string;
}
