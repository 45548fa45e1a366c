import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { IdParam } from '../common/id.pipe';
import { InquiryMergeService } from './inquiry-merge.service';
import { MergeInquiryDto } from './inquiry-thread.dto';
import { ApiErrors, AdminApiController } from '../common/api-answers';

const DESCRIPTION =
  'Two inquiries of one kind from one sender (the same e-mail address, whatever the case) become ' +
  'one: the duplicate’s conversation and member messages move to this inquiry, what the sender ' +
  'wrote in it is kept as an internal note, and the duplicate is removed. Nothing is sent. ' +
  'Audited. 400 when both are the same inquiry or the senders differ; 404 when either is unknown.';

/** Merging duplicate inquiries, for the three kinds (docs/admin-api.md). */
@AdminApiController('admin', 'inbox')
export class InquiryMergeController {
  constructor(private readonly merges: InquiryMergeService) {}

  @Post('speaking-requests/:id/merge')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Merge a duplicate speaking request into this one',
    description: DESCRIPTION,
  })
  @ApiNoContentResponse({ description: 'Merged' })
  @ApiErrors({ invalid: true, notFound: true })
  speakingRequest(
    @IdParam('speaking request') id: string,
    @Body() dto: MergeInquiryDto,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.merges.merge('speaking-request', id, dto.duplicateId, actor);
  }

  @Post('corporate-partnerships/:id/merge')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Merge a duplicate partnership inquiry into this one',
    description: DESCRIPTION,
  })
  @ApiNoContentResponse({ description: 'Merged' })
  @ApiErrors({ invalid: true, notFound: true })
  partnership(
    @IdParam('partnership') id: string,
    @Body() dto: MergeInquiryDto,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.merges.merge('corporate-partnership', id, dto.duplicateId, actor);
  }

  @Post('contact-messages/:id/merge')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Merge a duplicate contact message into this one',
    description: DESCRIPTION,
  })
  @ApiNoContentResponse({ description: 'Merged' })
  @ApiErrors({ invalid: true, notFound: true })
  contactMessage(
    @IdParam('contact message') id: string,
    @Body() dto: MergeInquiryDto,
    @Actor() actor: AuditActor,
  ): Promise<void> {
    return this.merges.merge('contact-message', id, dto.duplicateId, actor);
  }
}
