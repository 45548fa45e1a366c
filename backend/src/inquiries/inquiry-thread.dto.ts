import {
  ADMIN_NOTE_MAX,
  ADMIN_REPLY_MAX,
  type MergeInquiryRequest,
  type ThreadAttachment,
  type ThreadAuthor,
  type ThreadEmail,
  type ThreadEntry,
  type WithThread,
} from '@bb/shared/admin';
import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { RequiredText } from '../common/form-fields';
import { THREAD_AUTHORS } from './inquiry-reply.entity';

/** POST /api/admin/{speaking-requests|corporate-partnerships|contact-messages}/{id}/reply */
export class AdminReplyDto {
  @ApiProperty({
    minLength: 1,
    maxLength: ADMIN_REPLY_MAX,
    example: 'Thank you for your request. Would a morning session suit you?',
    description: 'Trimmed; line breaks kept.',
  })
  @RequiredText('Message', ADMIN_REPLY_MAX, { multiline: true })
  message: string;
}

/** POST /api/admin/{speaking-requests|corporate-partnerships|contact-messages}/{id}/notes */
export class AdminNoteDto {
  @ApiProperty({
    minLength: 1,
    maxLength: ADMIN_NOTE_MAX,
    example: 'Called them on Tuesday: they prefer a morning session.',
    description: 'Trimmed; line breaks kept.',
  })
  @RequiredText('Note', ADMIN_NOTE_MAX, { multiline: true })
  note: string;
}

export class ThreadAttachmentDto implements ThreadAttachment {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'agenda.pdf' }) filename: string;
  @ApiProperty({
    example: 'application/pdf',
    description:
      'The type its bytes show (PDF, an image, an office document), not the one declared',
  })
  contentType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}

export class ThreadEmailDto implements ThreadEmail {
  @ApiProperty({ description: 'The address it came from' }) from: string;
  @ApiProperty({ description: 'It came from another address than the inquiry’s' })
  otherAddress: boolean;
  @ApiProperty({
    format: 'uuid',
    description: 'The whole original: GET /api/admin/inbound-mail/{originalId}',
  })
  originalId: string;
  @ApiProperty({
    type: [ThreadAttachmentDto],
    description: 'GET /api/admin/inbound-mail/{originalId}/attachments/{id} (staff only)',
  })
  attachments: ThreadAttachmentDto[];
}

export class ThreadEntryDto implements ThreadEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: THREAD_AUTHORS,
    description: 'note: an internal note (administrators only)',
  })
  author: ThreadAuthor;
  @ApiProperty({ description: "The administrator's username, or the sender's name" })
  authorName: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiPropertyOptional({
    type: ThreadEmailDto,
    description:
      'Only for the sender’s answer by e-mail: `body` is its new text (quoted history and signature removed)',
  })
  email?: ThreadEmailDto;
}

/**
 * An inquiry's detail answer (WithThread): the fields of `item` (e.g. AdminPartnershipDto) and its
 * thread, as the class `<item's name>DetailDto` (AdminPartnershipDetailDto).
 */
export function withThreadDto<T>(item: Type<T>): Type<WithThread<T>> {
  class Detail extends (item as Type<object>) {
    @ApiProperty({ type: [ThreadEntryDto], description: 'Oldest first' }) thread: ThreadEntryDto[];
  }
  Object.defineProperty(Detail, 'name', { value: item.name.replace(/Dto$/, 'DetailDto') });
  return Detail as Type<WithThread<T>>;
}

export class MergeInquiryDto implements MergeInquiryRequest {
  @ApiProperty({
    format: 'uuid',
    description:
      'The duplicate: an inquiry of the same kind from the same e-mail address. It is removed; its ' +
      'conversation and member messages move to this inquiry.',
  })
  @IsUUID('all', { message: 'The duplicate must be given by its id (a UUID).' })
  duplicateId: string;
}
