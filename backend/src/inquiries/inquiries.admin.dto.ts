import {
  type AdminContactMessage,
  type AdminSpeakingRequest,
  BOOKING_FEE_NOTE_MAX,
  BOOKING_LOCATION_MAX,
  BOOKING_TIME_PATTERN,
  BOOKING_VIDEO_LINK_MAX,
  type BookingLogisticsBody,
  CONTACT_INBOX_VIEW,
  CONVERSION_TARGETS,
  type ConversionTarget,
  type ConvertedInquiry,
} from '@bb/shared/admin';
import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  EVENT_TYPES,
  INQUIRY_TYPES,
  type InquiryType,
  SPEAKING_BUDGETS,
  SPEAKING_REQUEST_STATUSES,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { inboxListClasses } from '../common/inbox-list.dto';
import { BlankIsNull, NullableText, RequiredChoice } from '../common/form-fields';
import { NullableEventDate } from './event-date';
import { withThreadDto } from './inquiry-thread.dto';
import { InquiryTriageFieldsDto } from './inquiry-triage.dto';
import { StatusNoticeFieldsDto } from './status-notice.dto';

/** Fields of every admin view of an inquiry (partnerships/partnerships.admin.dto.ts too). */
export class AdminInquiryDto extends InquiryTriageFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description:
      'The member it belongs to (sent signed in, or from their verified address); null for a visitor',
  })
  memberId: string | null;
  @ApiProperty({ minimum: 0, description: 'How many entries its thread has' })
  replyCount: number;
  @ApiProperty({
    minimum: 0,
    description:
      'How many inquiries of this kind its sender’s address has sent, this one included (archived ' +
      'and spam ones too); 0 when it keeps no address',
  })
  fromSender: number;
}

export class AdminSpeakingRequestDto extends AdminInquiryDto implements AdminSpeakingRequest {
  @ApiProperty({ enum: EVENT_TYPES }) eventType: string;
  @ApiProperty() company: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2027-06-30' })
  eventDate: string | null;
  @ApiProperty({ type: Number, nullable: true }) attendeeCount: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: SPEAKING_BUDGETS,
    description: 'The code; labels: @bb/shared/inquiries speakingBudgetLabel',
  })
  budget: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ enum: SPEAKING_REQUEST_STATUSES }) status: SpeakingRequestStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '14:00',
    description: 'HH:MM at the venue',
  })
  eventTime: string | null;
  @ApiProperty({ type: String, nullable: true, example: '15:30' }) endTime: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) videoLink: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Internal; never shown to the sender' })
  feeNote: string | null;
}

const TIME_MESSAGE = (label: string) => `${label} must be a time written HH:MM (00:00 to 23:59).`;

/** A time of day "HH:MM" that null or blank clears. */
const NullableTime = (label: string) =>
  applyDecorators(
    BlankIsNull((v) => v.trim()),
    IsOptional(),
    IsString({ message: TIME_MESSAGE(label) }),
    Matches(BOOKING_TIME_PATTERN, { message: TIME_MESSAGE(label) }),
  );

/** PATCH /api/admin/speaking-requests/{id}/logistics: any of the fields; null or blank clears one. */
export class BookingLogisticsDto implements BookingLogisticsBody {
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2027-05-14' })
  @NullableEventDate()
  eventDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '14:00' })
  @NullableTime('Start time')
  eventTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '15:30' })
  @NullableTime('End time')
  endTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BOOKING_LOCATION_MAX })
  @NullableText('Location', BOOKING_LOCATION_MAX)
  location?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BOOKING_VIDEO_LINK_MAX,
    format: 'uri',
    example: 'https://meet.example.org/abc-defg',
  })
  @NullableText('Video link', BOOKING_VIDEO_LINK_MAX)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'Video link must be a web address starting with https:// or http://.' },
  )
  videoLink?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BOOKING_FEE_NOTE_MAX })
  @NullableText('Fee note', BOOKING_FEE_NOTE_MAX, { multiline: true })
  feeNote?: string | null;
}

export const AdminSpeakingRequestDetailDto = withThreadDto(AdminSpeakingRequestDto);

/** The inquiry a contact message was turned into. */
export class ConvertedInquiryDto implements ConvertedInquiry {
  @ApiProperty({ enum: CONVERSION_TARGETS }) kind: ConversionTarget;
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class AdminContactMessageDto extends AdminInquiryDto implements AdminContactMessage {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty({ enum: INQUIRY_TYPES }) inquiryType: InquiryType;
  @ApiProperty() message: string;
  @ApiProperty({ enum: CONTACT_MESSAGE_STATUSES }) status: ContactMessageStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "For a member's reply from their inbox: the subject of the message they answered",
  })
  inReplyTo: string | null;
  @ApiProperty({
    type: ConvertedInquiryDto,
    nullable: true,
    description:
      'The inquiry it was turned into (POST …/{id}/convert), where its conversation now is; null when not converted',
  })
  convertedTo: ConvertedInquiryDto | null;
}

export const AdminContactMessageDetailDto = withThreadDto(AdminContactMessageDto);

/** PATCH /api/admin/speaking-requests/{id}/status */
export class SpeakingRequestStatusDto extends StatusNoticeFieldsDto {
  @ApiProperty({ enum: SPEAKING_REQUEST_STATUSES, example: 'confirmed' })
  @RequiredChoice('Status', SPEAKING_REQUEST_STATUSES)
  status: SpeakingRequestStatus;
}

/** PATCH /api/admin/contact-messages/{id} */
export class ContactMessageStatusDto {
  @ApiProperty({ enum: CONTACT_MESSAGE_STATUSES, example: 'read' })
  @RequiredChoice('Status', CONTACT_MESSAGE_STATUSES)
  status: ContactMessageStatus;
}

/** GET /api/admin/speaking-requests (and /export: the filters only). */
export const SpeakingRequestListDto = inboxListClasses('SpeakingRequest', AdminSpeakingRequestDto, {
  searchDescription:
    'Text the organization, contact name, event type or e-mail address contains (without regard to case)',
  statuses: SPEAKING_REQUEST_STATUSES,
});

/** GET /api/admin/contact-messages (and /export: the filters only). */
export const ContactMessageListDto = inboxListClasses('ContactMessage', AdminContactMessageDto, {
  searchDescription:
    'Text the name, e-mail address, company or message contains (without regard to case)',
  statuses: CONTACT_MESSAGE_STATUSES,
  views: [CONTACT_INBOX_VIEW],
  statusDescription: `'${CONTACT_INBOX_VIEW}': every status but archived (the page's default view)`,
  choices: { type: { label: 'Inquiry type', values: INQUIRY_TYPES } },
});
