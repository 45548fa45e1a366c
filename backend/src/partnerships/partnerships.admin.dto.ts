import type { AdminPartnership } from '@bb/shared/admin';
import {
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_TYPES,
  type PartnershipStatus,
  type PartnershipType,
} from '@bb/shared/partnerships';
import { ApiProperty } from '@nestjs/swagger';
import { RequiredChoice } from '../common/form-fields';
import { inboxListClasses } from '../common/inbox-list.dto';
import { withThreadDto } from '../inquiries/inquiry-thread.dto';
import { AdminInquiryDto } from '../inquiries/inquiries.admin.dto';
import { StatusNoticeFieldsDto } from '../inquiries/status-notice.dto';

export class AdminPartnershipDto extends AdminInquiryDto implements AdminPartnership {
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: PARTNERSHIP_TYPES }) partnershipType: PartnershipType;
  @ApiProperty() contactName: string;
  @ApiProperty({ enum: PARTNERSHIP_STATUSES }) status: PartnershipStatus;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'The optional answers of the form (interests, employeeCount, timeline, budget, additionalInfo); null when none was answered',
  })
  contractDetails: Record<string, unknown> | null;
}

export const AdminPartnershipDetailDto = withThreadDto(AdminPartnershipDto);

/** PATCH /api/admin/corporate-partnerships/{id}/status */
export class PartnershipStatusDto extends StatusNoticeFieldsDto {
  @ApiProperty({ enum: PARTNERSHIP_STATUSES, example: 'in-discussion' })
  @RequiredChoice('Status', PARTNERSHIP_STATUSES)
  status: PartnershipStatus;
}

/** GET /api/admin/corporate-partnerships (and /export: the filters only). */
export const PartnershipListDto = inboxListClasses('Partnership', AdminPartnershipDto, {
  searchDescription:
    'Text the company, contact name, partnership type or e-mail address contains (without regard to case)',
  statuses: PARTNERSHIP_STATUSES,
});
