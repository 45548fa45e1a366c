import type { ConvertedInquiryAnswer } from '@bb/shared/admin';
import { Body, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AdminApiController, ApiCreatedAnswers } from '../common/api-answers';
import { IdParam } from '../common/id.pipe';
import { ConvertContactMessageDto, ConvertedInquiryAnswerDto } from './inquiry-conversion.dto';
import { InquiryConversionService } from './inquiry-conversion.service';

/** Turning a contact message into a speaking request or a partnership inquiry (docs/admin-api.md). */
@AdminApiController('admin/contact-messages', 'inbox')
export class InquiryConversionController {
  constructor(private readonly conversions: InquiryConversionService) {}

  @Post(':id/convert')
  @ApiOperation({
    summary: 'Turn a contact message into a speaking request or a partnership inquiry',
    description:
      'Makes the new inquiry from the fields given (the sender’s address and account and the ' +
      'message’s assignee are carried over), moves the message’s conversation and internal notes ' +
      'and the member’s inbox messages about it to the new inquiry, adds a note saying where it ' +
      'came from, and archives the message with a link to it (`convertedTo`). Nothing is sent. ' +
      'Audited. 400 for bad input, a field of the other kind, or a message marked as spam; 404 ' +
      'when unknown; 409 when it was converted before.',
  })
  @ApiCreatedAnswers(ConvertedInquiryAnswerDto, {
    invalid: true,
    notFound: true,
    conflict: 'Already converted',
  })
  convert(
    @IdParam('contact message') id: string,
    @Body() dto: ConvertContactMessageDto,
    @Actor() actor: AuditActor,
  ): Promise<ConvertedInquiryAnswer> {
    return this.conversions.convert(id, dto, actor);
  }
}
