import type { ArchivedCampaign, ArchivedCampaignDetail } from '@bb/shared/newsletter';
import { BadRequestException, Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access';
import { ApiAnswers, ApiRecordAnswers } from '../common/api-answers';
import { ArchivedCampaignDetailDto, ArchivedCampaignDto } from './campaigns.dto';
import { CampaignsService } from './campaigns.service';

const SLUG = /^\d{4}-\d{2}(?:-[a-z0-9]+)*$/;

/** The public archive of the newsletters the organisation chose to publish (/newsletter). */
@ApiTags('newsletter')
@Public()
@Controller('newsletter/archive')
export class NewsletterArchiveController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Published newsletters, newest first' })
  @ApiAnswers([ArchivedCampaignDto])
  list(): Promise<ArchivedCampaign[]> {
    return this.campaigns.archive();
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'One published newsletter' })
  @ApiRecordAnswers(ArchivedCampaignDetailDto)
  issue(@Param('slug') slug: string): Promise<ArchivedCampaignDetail> {
    if (slug.length > 120 || !SLUG.test(slug))
      throw new BadRequestException('That is not the address of a newsletter in the archive.');
    return this.campaigns.archiveIssue(slug);
  }
}
