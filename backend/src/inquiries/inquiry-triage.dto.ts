import type { AssigneeBody, InquiryTriage } from '@bb/shared/admin';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';

/** PATCH /api/admin/{inbox}/{id}/assignee */
export class AssigneeDto implements AssigneeBody {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The id of active staff holding 'inbox' (GET /api/admin/users/assignees); null unassigns",
  })
  @ValidateIf((body: { assigneeId?: unknown }) => body.assigneeId !== null)
  @IsUUID('all', { message: 'Assignee must be a staff member’s id, or null to unassign.' })
  assigneeId: string | null;
}

class InquiryAssigneeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
}

/** The triage fields every admin view of an inquiry has. */
export class InquiryTriageFieldsDto implements Omit<InquiryTriage, 'id'> {
  @ApiProperty({
    type: InquiryAssigneeDto,
    nullable: true,
    description: 'The administrator it is assigned to; null when nobody',
  })
  assignee: InquiryAssigneeDto | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was archived; null in the inbox',
  })
  archivedAt: string | null;
  @ApiProperty({ description: 'Archived as spam: its sender’s address is marked as spam' })
  spam: boolean;
  @ApiProperty({ description: 'Sent from an address marked as spam before it arrived' })
  possibleSpam: boolean;
}

/** What the triage tools answer: the inquiry's triage fields after the change. */
export class InquiryTriageDto extends InquiryTriageFieldsDto implements InquiryTriage {
  @ApiProperty({ format: 'uuid' }) id: string;
}
