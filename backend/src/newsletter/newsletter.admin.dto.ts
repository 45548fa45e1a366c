import {
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
  type NewsletterSubscriptionStatus,
} from '@bb/shared/admin-content';
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

  @ChoiceParam('Status', NEWSLETTER_STATUS_FILTERS, 'all')
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

export class AdminNewsletterSubscriberDto implements AdminNewsletterSubscriber {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'alex@example.org' }) email: string;
  @ApiProperty({ enum: ['subscribed', 'unsubscribed'] }) status: NewsletterSubscriptionStatus;
  @ApiProperty({ format: 'date-time' }) subscribedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt: string | null;
}

export class AdminNewsletterPageDto implements AdminNewsletterPage {
  @ApiProperty({ type: [AdminNewsletterSubscriberDto], description: 'Newest first' })
  items: AdminNewsletterSubscriberDto[];
  @ApiProperty({ description: 'How many match the search and status' }) total: number;
  @ApiProperty({ description: 'How many are subscribed in all, whatever the filter' })
  subscribed: number;
}
