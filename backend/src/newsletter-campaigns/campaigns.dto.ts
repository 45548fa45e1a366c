import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATES,
  type CampaignState,
  type NewsletterBody,
} from '@bb/shared/newsletter';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { IfSent, OptionalText, RequiredText } from '../common/form-fields';
import { ChoiceParam, PageQueryDto, SearchParam } from '../common/list-query';
import { ReviewDto } from '../reviews/reviews.dto';

const BODY_MESSAGE =
  'body must be the newsletter as text (paragraphs between blank lines) or as its list of blocks.';

/** A body given as text or as blocks (validated in full by the service: 400 with field errors). */
const BodyField = () =>
  ValidateBy(
    {
      name: 'isNewsletterBody',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && value.length <= CAMPAIGN_LIMITS.body * 2) ||
          (Array.isArray(value) && value.length <= CAMPAIGN_LIMITS.blocks),
      },
    },
    { message: BODY_MESSAGE },
  );

const BODY_SCHEMA = {
  description:
    'Text (paragraphs between blank lines; **bold**, *italic*, [text](link), "- " and "1. " lists, ' +
    '"### " subheadings, an image per line as ![alt](/uploads/...)) or the blocks of the stored body: ' +
    "rich-text blocks ({type:'paragraph'|'subheading', content}, {type:'list', ordered, items}) and " +
    "{type:'image', image:{url, alt, decorative}}",
  oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'object' } }],
};

const SUBJECT = 'Subject';
const PREVIEW = 'Preview text';

export class CreateCampaignDto {
  @ApiProperty({ maxLength: CAMPAIGN_LIMITS.subject, example: 'Inclusion insights for November' })
  @RequiredText(SUBJECT, CAMPAIGN_LIMITS.subject)
  subject: string;

  @ApiPropertyOptional({ maxLength: CAMPAIGN_LIMITS.previewText })
  @OptionalText(PREVIEW, CAMPAIGN_LIMITS.previewText)
  previewText?: string;

  @ApiProperty(BODY_SCHEMA)
  @BodyField()
  body: string | NewsletterBody;

  @ApiPropertyOptional({ description: 'Shown in the public archive (/newsletter) once sent' })
  @IfSent()
  @IsBoolean({ message: 'published must be true or false.' })
  published?: boolean;
}

export class UpdateCampaignDto {
  @ApiPropertyOptional({ maxLength: CAMPAIGN_LIMITS.subject })
  @IfSent()
  @RequiredText(SUBJECT, CAMPAIGN_LIMITS.subject)
  subject?: string;

  @ApiPropertyOptional({ maxLength: CAMPAIGN_LIMITS.previewText })
  @OptionalText(PREVIEW, CAMPAIGN_LIMITS.previewText)
  previewText?: string;

  @ApiPropertyOptional(BODY_SCHEMA)
  @IfSent()
  @BodyField()
  body?: string | NewsletterBody;

  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: 'published must be true or false.' })
  published?: boolean;

  @ApiProperty({ minimum: 1, description: 'The version the editor loaded (GET answers it).' })
  @Type(() => Number)
  @IsInt({ message: 'version must be a whole number.' })
  @Min(1, { message: 'version must be at least 1.' })
  @Max(2_147_483_647, { message: 'version is too large.' })
  version: number;
}

export class SendCampaignDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'Schedule for this time (UTC or with an offset); without it: send now',
  })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'at must be a date and time (ISO 8601).' })
  at?: string;
}

export const CAMPAIGN_SORTS = ['updatedAt', 'subject', 'state', 'sendAt'] as const;
export const CAMPAIGN_STATE_FILTERS = ['all', ...CAMPAIGN_STATES] as const;

class CampaignFilterQueryDto {
  @SearchParam('Text the subject contains (without regard to case)')
  search?: string;

  @ChoiceParam('State', CAMPAIGN_STATE_FILTERS, 'all')
  state?: CampaignState | 'all';

  @ChoiceParam('Sort', CAMPAIGN_SORTS, 'updatedAt', 'sendAt: the start, else the scheduled time')
  sort?: (typeof CAMPAIGN_SORTS)[number];

  @ChoiceParam('Order', ['asc', 'desc'], 'desc', 'Default: desc for updatedAt, asc for the others')
  order?: 'asc' | 'desc';
}

export class CampaignListQueryDto extends IntersectionType(PageQueryDto, CampaignFilterQueryDto) {}

export class CampaignStatsDto {
  @ApiProperty({ description: 'Confirmed subscribers when it started' }) recipients: number;
  @ApiProperty({ description: 'Waiting to be sent or retried' }) queued: number;
  @ApiProperty() sent: number;
  @ApiProperty({ description: 'Given up, or no longer confirmed when their turn came' })
  failed: number;
  @ApiProperty() bounced: number;
  @ApiProperty({ description: 'Addresses that unsubscribed since it started' })
  unsubscribed: number;
}

export class CampaignSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: CAMPAIGN_STATES }) state: CampaignState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sendAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty() published: boolean;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: CampaignStatsDto }) stats: CampaignStatsDto;
}

export class CampaignPageDto {
  @ApiProperty({ type: [CampaignSummaryDto] }) items: CampaignSummaryDto[];
  @ApiProperty({ description: 'How many match the search and state' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class CampaignDto extends CampaignSummaryDto {
  @ApiProperty() previewText: string;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) body: NewsletterBody;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) createdBy: string | null;
  @ApiProperty({ type: String, nullable: true }) updatedBy: string | null;
  @ApiProperty({
    type: ReviewDto,
    nullable: true,
    description:
      "The campaign's latest review: waiting, declined (with the reviewer's note) or withdrawn; " +
      'null when none, or when it was approved and nothing was submitted since.',
  })
  review: ReviewDto | null;
}

export class CampaignPreviewDto {
  @ApiProperty() subject: string;
  @ApiProperty() previewText: string;
  @ApiProperty({ description: 'The whole HTML part' }) html: string;
  @ApiProperty({ description: 'The plain-text part' }) text: string;
}

export class AudienceDto {
  @ApiProperty({ description: 'Confirmed subscribers: who a campaign sent now reaches' })
  confirmed: number;
}

export class ArchivedCampaignDto {
  @ApiProperty({ example: '2026-11-inclusion-insights-for-november' }) slug: string;
  @ApiProperty() subject: string;
  @ApiProperty() previewText: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
}

export class ArchivedCampaignDetailDto extends ArchivedCampaignDto {
  @ApiProperty({ type: 'array', items: { type: 'object' } }) body: NewsletterBody;
}
