import { Requires } from '../common/access';
import type { Campaign, CampaignPage, CampaignPreview } from '@bb/shared/newsletter';
import { Body, Delete, Get, Header, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import {
  AdminApiController,
  ApiAnswers,
  ApiCreatedAnswers,
  ApiErrors,
  ApiRecordAnswers,
} from '../common/api-answers';
import { MessageResponseDto } from '../common/error-response.dto';
import { IdParam } from '../common/id.pipe';
import {
  AudienceDto,
  CampaignDto,
  CampaignListQueryDto,
  CampaignPageDto,
  CampaignPreviewDto,
  CreateCampaignDto,
  SendCampaignDto,
  UpdateCampaignDto,
} from './campaigns.dto';
import { CampaignsService } from './campaigns.service';
import type { Review } from '@bb/shared/reviews';
import { DeclineReviewDto, ReviewDto, SubmitReviewDto } from '../reviews/reviews.dto';

const CampaignId = () => IdParam('campaign');

/** Newsletter campaigns (docs/admin-api.md, "Newsletter campaigns"). Every change is audited. */
@AdminApiController('admin/newsletter/campaigns', 'campaigns.edit')
export class CampaignsAdminController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Campaigns matching the search and state, one page (newest change first)',
  })
  @ApiAnswers(CampaignPageDto, { invalid: true })
  list(@Query() query: CampaignListQueryDto): Promise<CampaignPage> {
    return this.campaigns.list(query);
  }

  // Before the routes with an id.
  @Get('audience')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'How many confirmed subscribers a campaign sent now would reach' })
  @ApiAnswers(AudienceDto)
  audience(): Promise<{ confirmed: number }> {
    return this.campaigns.audience();
  }

  @Post()
  @ApiOperation({ summary: 'A new draft campaign' })
  @ApiCreatedAnswers(CampaignDto, { invalid: true })
  create(@Actor() actor: AuditActor, @Body() dto: CreateCampaignDto): Promise<Campaign> {
    return this.campaigns.create(actor, dto);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One campaign with its body, version and figures' })
  @ApiRecordAnswers(CampaignDto)
  get(@CampaignId() id: string): Promise<Campaign> {
    return this.campaigns.get(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Edit a campaign (its content while a draft or scheduled; published at any time)',
    description: '409 when `version` is not the latest (someone saved it meanwhile).',
  })
  @ApiRecordAnswers(CampaignDto, { conflict: true })
  update(
    @Actor() actor: AuditActor,
    @CampaignId() id: string,
    @Body() { version, ...fields }: UpdateCampaignDto,
  ): Promise<Campaign> {
    return this.campaigns.update(actor, id, fields, version);
  }

  @Requires('campaigns.send')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a draft or cancelled campaign' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ invalid: true, notFound: true, conflict: 'Not a draft or cancelled campaign' })
  async delete(@Actor() actor: AuditActor, @CampaignId() id: string): Promise<void> {
    await this.campaigns.delete(actor, id);
  }

  @Get(':id/preview')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The e-mail as a subscriber gets it: subject, HTML and plain text' })
  @ApiRecordAnswers(CampaignPreviewDto)
  preview(@CampaignId() id: string): Promise<CampaignPreview> {
    return this.campaigns.preview(id);
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the campaign to the signed-in administrator only' })
  @ApiRecordAnswers(MessageResponseDto)
  test(@Actor() actor: AuditActor, @CampaignId() id: string): Promise<{ message: string }> {
    return this.campaigns.test(actor, id);
  }

  @Post(':id/review')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit the draft campaign for review, with an optional note',
    description:
      'Everyone who may send campaigns is e-mailed a link to it; a review already waiting for it ' +
      'is withdrawn. Sending or scheduling it approves it. 400 unless it is a draft with a body; ' +
      '409 when `version` is not the latest (someone saved it since).',
  })
  @ApiRecordAnswers(ReviewDto, { conflict: true })
  submitForReview(
    @Actor() actor: AuditActor,
    @CampaignId() id: string,
    @Body() dto: SubmitReviewDto,
  ): Promise<Review> {
    return this.campaigns.submitForReview(actor, id, dto.version, dto.note ?? null);
  }

  @Requires('campaigns.send')
  @Post(':id/review/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send the waiting review back with a note (the campaign stays a draft)',
    description:
      'The submitter is e-mailed the note and a link to the campaign. 409 when no review waits ' +
      '(it was sent, declined or withdrawn meanwhile).',
  })
  @ApiRecordAnswers(ReviewDto, { conflict: true })
  declineReview(
    @Actor() actor: AuditActor,
    @CampaignId() id: string,
    @Body() dto: DeclineReviewDto,
  ): Promise<Review> {
    return this.campaigns.declineReview(actor, id, dto.note);
  }

  @Requires('campaigns.send')
  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send now, or with `at` schedule for that time',
    description:
      'Answers at once: the recipients (the confirmed subscribers when it starts) are queued in ' +
      'batches and sent at the throttle of /admin/settings.',
  })
  @ApiRecordAnswers(CampaignDto)
  send(
    @Actor() actor: AuditActor,
    @CampaignId() id: string,
    @Body() dto: SendCampaignDto,
  ): Promise<Campaign> {
    return this.campaigns.send(actor, id, dto?.at ? new Date(dto.at) : undefined);
  }

  @Requires('campaigns.send')
  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause a campaign that is sending' })
  @ApiRecordAnswers(CampaignDto)
  pause(@Actor() actor: AuditActor, @CampaignId() id: string): Promise<Campaign> {
    return this.campaigns.control(actor, id, 'pause');
  }

  @Requires('campaigns.send')
  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume a paused campaign' })
  @ApiRecordAnswers(CampaignDto)
  resume(@Actor() actor: AuditActor, @CampaignId() id: string): Promise<Campaign> {
    return this.campaigns.control(actor, id, 'resume');
  }

  @Requires('campaigns.send')
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a scheduled, sending or paused campaign (what was sent stays sent)',
  })
  @ApiRecordAnswers(CampaignDto)
  cancel(@Actor() actor: AuditActor, @CampaignId() id: string): Promise<Campaign> {
    return this.campaigns.control(actor, id, 'cancel');
  }
}
