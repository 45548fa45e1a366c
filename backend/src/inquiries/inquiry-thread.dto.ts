import { ADMIN_REPLY_MAX, type ThreadAuthor, type ThreadEntry } from '@bb/shared/admin';
import { ApiProperty } from '@nestjs/swagger';
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

export class ThreadEntryDto implements ThreadEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: THREAD_AUTHORS }) author: ThreadAuthor;
  @ApiProperty({ description: "The administrator's username, or the sender's name" })
  authorName: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
