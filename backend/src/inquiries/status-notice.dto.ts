import { STATUS_NOTE_MAX, type StatusNoticePreview } from '@bb/shared/admin';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IfSent, OptionalText } from '../common/form-fields';

/**
 * How the sender is told of a status change: the fields a status change and its preview share
 * beside the status (PATCH …/status, POST …/status-notice).
 */
export class StatusNoticeFieldsDto {
  @ApiPropertyOptional({
    default: true,
    description: 'false: the status changes and nobody is told (no e-mail, no inbox message)',
  })
  @IfSent()
  @IsBoolean({ message: 'Notify must be true or false.' })
  notify?: boolean;

  @ApiPropertyOptional({
    maxLength: STATUS_NOTE_MAX,
    example: 'It was a pleasure to talk with your team last week.',
    description:
      "A personal line, put above the notice's standard text. Trimmed; line breaks kept.",
  })
  @OptionalText('Personal line', STATUS_NOTE_MAX, { multiline: true })
  note?: string;
}

class PreviewEmailDto {
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The plain-text part, as it will be sent' }) text: string;
  @ApiProperty({
    type: [String],
    description: 'File names attached (a confirmed booking with a date gets its calendar file)',
  })
  attachments: string[];
}

export class StatusNoticePreviewDto implements StatusNoticePreview {
  @ApiProperty({
    type: PreviewEmailDto,
    nullable: true,
    description:
      'The e-mail that would go; null when none would (the same status, a member whose Email ' +
      'Notifications are off, a sender who deleted their account)',
  })
  email: PreviewEmailDto | null;

  @ApiProperty({ description: "Whether a message would go to the member's inbox" })
  inbox: boolean;
}
