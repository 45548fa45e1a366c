import {
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
  type NewsletterSubscriptionStatus,
} from '@bb/shared/admin-content';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryNumber, QueryText } from '../common/list-query';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MaxChars } from '../common/form-fields';

export const NEWSLETTER_PAGE_MAX = 100_000;
export const NEWSLETTER_PAGE_SIZE_MAX = 100;
export const NEWSLETTER_DEFAULT_PAGE_SIZE = NEWSLETTER_PAGE_SIZES[0];
export const NEWSLETTER_SEARCH_MAX = 200;

const PAGE_MESSAGE = `Page must be a whole number from 1 to ${NEWSLETTER_PAGE_MAX.toLocaleString('en-US')}.`;
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${NEWSLETTER_PAGE_SIZE_MAX}.`;

/** GET /api/admin/newsletter-subscribers/export: the list's search and status. */
export class NewsletterFilterQueryDto {
  @ApiPropertyOptional({
    maxLength: NEWSLETTER_SEARCH_MAX,
    description: 'Text the e-mail address contains (without regard to case)',
  })
  @applyDecorators(
    QueryText(),
    IsOptional(),
    IsString({ message: 'Search must be text.' }),
    MaxChars(NEWSLETTER_SEARCH_MAX, {
      message: `Search must be at most ${NEWSLETTER_SEARCH_MAX} characters.`,
    }),
  )
  search?: string;

  @ApiPropertyOptional({ enum: NEWSLETTER_STATUS_FILTERS, default: 'all' })
  @applyDecorators(
    QueryText(),
    IsOptional(),
    IsIn(NEWSLETTER_STATUS_FILTERS, {
      message: `Status must be one of: ${NEWSLETTER_STATUS_FILTERS.join(', ')}.`,
    }),
  )
  status?: NewsletterStatusFilter;
}

/** GET /api/admin/newsletter-subscribers */
export class NewsletterListQueryDto extends NewsletterFilterQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: NEWSLETTER_PAGE_MAX, default: 1 })
  @applyDecorators(
    QueryNumber(),
    IsOptional(),
    IsInt({ message: PAGE_MESSAGE }),
    Min(1, { message: PAGE_MESSAGE }),
    Max(NEWSLETTER_PAGE_MAX, { message: PAGE_MESSAGE }),
  )
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: NEWSLETTER_PAGE_SIZE_MAX,
    default: NEWSLETTER_DEFAULT_PAGE_SIZE,
    description: `The page offers ${NEWSLETTER_PAGE_SIZES.join(', ')}`,
  })
  @applyDecorators(
    QueryNumber(),
    IsOptional(),
    IsInt({ message: PAGE_SIZE_MESSAGE }),
    Min(1, { message: PAGE_SIZE_MESSAGE }),
    Max(NEWSLETTER_PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE }),
  )
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
