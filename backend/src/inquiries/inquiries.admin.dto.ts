import {
  type AdminContactMessage,
  type AdminSpeakingRequest,
  CONTACT_INBOX_VIEW,
  type WithThread,
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
import { ApiProperty } from '@nestjs/swagger';
import { RequiredChoice } from '../common/form-fields';
import { inboxPageClass, inboxQueryClasses } from '../common/inbox-list.dto';
import { ThreadEntryDto } from './inquiry-thread.dto';
import { StatusNoticeFieldsDto } from './status-notice.dto';

/** Fields of every admin view of an inquiry. */
class AdminInquiryDto {
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
}

export class AdminSpeakingRequestDetailDto
  extends AdminSpeakingRequestDto
  implements WithThread<AdminSpeakingRequest>
{
  @ApiProperty({ type: [ThreadEntryDto], description: 'Oldest first' }) thread: ThreadEntryDto[];
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
}

export class AdminContactMessageDetailDto
  extends AdminContactMessageDto
  implements WithThread<AdminContactMessage>
{
  @ApiProperty({ type: [ThreadEntryDto], description: 'Oldest first' }) thread: ThreadEntryDto[];
}

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
export const SpeakingRequestQuery = inboxQueryClasses('SpeakingRequest', {
  searchDescription:
    'Text the organization, contact name, event type or e-mail address contains (without regard to case)',
  statuses: SPEAKING_REQUEST_STATUSES,
});
export class SpeakingRequestFilterQueryDto extends SpeakingRequestQuery.Filters {}
export class SpeakingRequestListQueryDto extends SpeakingRequestQuery.List {}
export const AdminSpeakingRequestPageDto = inboxPageClass(
  'AdminSpeakingRequest',
  AdminSpeakingRequestDto,
  SPEAKING_REQUEST_STATUSES,
);

/** GET /api/admin/contact-messages (and /export: the filters only). */
export const ContactMessageQuery = inboxQueryClasses('ContactMessage', {
  searchDescription:
    'Text the name, e-mail address, company or message contains (without regard to case)',
  statuses: CONTACT_MESSAGE_STATUSES,
  views: [CONTACT_INBOX_VIEW],
  statusDescription: `'${CONTACT_INBOX_VIEW}': every status but archived (the page's default view)`,
  choices: { type: { label: 'Inquiry type', values: INQUIRY_TYPES } },
});
export class ContactMessageFilterQueryDto extends ContactMessageQuery.Filters {}
export class ContactMessageListQueryDto extends ContactMessageQuery.List {}
export const AdminContactMessagePageDto = inboxPageClass(
  'AdminContactMessage',
  AdminContactMessageDto,
  CONTACT_MESSAGE_STATUSES,
);
