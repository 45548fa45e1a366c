import {
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import {
  CONSENT_SOURCES,
  type Consent,
  type ConsentSource,
  SUBSCRIBER_STATES,
  type SubscriberState,
} from '@bb/shared/newsletter';
import { ApiProperty } from '@nestjs/swagger';
import { ChoiceParam, SearchParam, WholeNumberParam } from '../common/list-query';

export const NEWSLETTER_PAGE_MAX = 100_000;
export const NEWSLETTER_PAGE_SIZE_MAX = 100;
export const NEWSLETTER_DEFAULT_PAGE_SIZE = NEWSLETTER_PAGE_SIZES[0];

const PAGE_MESSAGE = `Page must be a whole number from 1 to ${NEWSLETTER_PAGE_MAX.toLocaleString('en-US')}.`;
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${NEWSLETTER_PAGE_SIZE_MAX}.`;

/** GET /api/admin/newsletter-subscribers/export: the list's search and status. */
export class NewsletterFilterQueryDto {
  @SearchParam('Text the e-mail address contains (without regard to case)')
  search?: string;

  @ChoiceParam('Status (state)', NEWSLETTER_STATUS_FILTERS, 'all')
  status?: NewsletterStatusFilter;
}

/** GET /api/admin/newsletter-subscribers */
export class NewsletterListQueryDto extends NewsletterFilterQueryDto {
  @WholeNumberParam(NEWSLETTER_PAGE_MAX, PAGE_MESSAGE, { default: 1 })
  page?: number;

  @WholeNumberParam(NEWSLETTER_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE, {
    default: NEWSLETTER_DEFAULT_PAGE_SIZE,
    description: `The page offers ${NEWSLETTER_PAGE_SIZES.join(', ')}`,
  })
  pageSize?: number;
}

export class ConsentDto implements Consent {
  @ApiProperty({ enum: CONSENT_SOURCES, description: 'Where consent was given' })
  source: ConsentSource;
  @ApiProperty({ format: 'date-time', description: 'When the address asked' }) givenAt: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the confirmation link was followed (null while pending)',
  })
  confirmedAt: string | null;
  @ApiProperty({ description: 'The words shown where consent was given' }) wording: string;
}

export class AdminNewsletterSubscriberDto implements AdminNewsletterSubscriber {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'alex@example.org' }) email: string;
  @ApiProperty({ enum: SUBSCRIBER_STATES }) status: SubscriberState;
  @ApiProperty({ format: 'date-time', description: 'The latest sign-up' }) subscribedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  bouncedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The mail server's refusal" })
  bounceReason: string | null;
  @ApiProperty({ type: ConsentDto }) consent: ConsentDto;
}

export class SubscriberStateCountsDto implements Record<SubscriberState, number> {
  @ApiProperty() pending: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() unsubscribed: number;
  @ApiProperty() bounced: number;
}

export class AdminNewsletterPageDto implements AdminNewsletterPage {
  @ApiProperty({ type: [AdminNewsletterSubscriberDto], description: 'Newest first' })
  items: AdminNewsletterSubscriberDto[];
  @ApiProperty({ description: 'How many match the search and status' }) total: number;
  @ApiProperty({
    type: SubscriberStateCountsDto,
    description: 'How many addresses are in each state, whatever the filter',
  })
  counts: SubscriberStateCountsDto;
}
