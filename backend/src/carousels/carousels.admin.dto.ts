import {
  type AdminCarouselConfig,
  type AdminCarouselItem,
  CAROUSEL_INTERVAL_MAX_MS,
  CAROUSEL_INTERVAL_STEP_MS,
  type CarouselConfigBody,
  type CarouselItemBody,
  type CarouselReorderBody,
  YOUTUBE_URL_MESSAGE,
  youtubeVideoId,
} from '@bb/shared/admin-content';
import {
  CAROUSEL_ALT_TEXT_MAX,
  CAROUSEL_SLUGS,
  type CarouselSlug,
  DEFAULT_CAROUSEL_CONFIG,
  MIN_CAROUSEL_INTERVAL_MS,
  URL_MAX,
} from '@bb/shared/content';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ScheduledAtAnswer, ScheduledByAnswer, ScheduleTime } from '../scheduling/schedule-time';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDivisibleBy,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IfSent, NullableText } from '../common/form-fields';
import { SiteImageUrl } from '../common/site-image-url';

/** The highest sortOrder accepted (positions are renumbered from 0 by a reorder in any case). */
export const CAROUSEL_SORT_ORDER_MAX = 1_000_000;
/** The most items a reorder may list (far more than a carousel holds). */
export const CAROUSEL_REORDER_MAX_ITEMS = 1000;

const SORT_ORDER_MESSAGE = `sortOrder must be a whole number from 0 to ${CAROUSEL_SORT_ORDER_MAX.toLocaleString('en-US')}.`;
const INTERVAL_MESSAGE = `intervalMs must be a number of milliseconds from ${MIN_CAROUSEL_INTERVAL_MS} to ${CAROUSEL_INTERVAL_MAX_MS} in steps of ${CAROUSEL_INTERVAL_STEP_MS} (a whole number of half seconds).`;

/** The body's `slug` (the spec's client sends it): one of the carousels; the service compares it to the path's. */
const BodySlug = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: CAROUSEL_SLUGS,
      description: "When sent, it must be the path's slug",
    }),
    IsOptional(),
    IsIn(CAROUSEL_SLUGS, { message: `slug must be one of: ${CAROUSEL_SLUGS.join(', ')}.` }),
  );

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/** A YouTube video address (no control characters); '' and null mean none (stored as null). */
const YoutubeUrl = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value,
    ),
    IsOptional(),
    ValidateBy(
      {
        name: 'youtubeUrl',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' &&
            value.length <= URL_MAX &&
            !CONTROL_CHARS.test(value) &&
            youtubeVideoId(value) !== null,
        },
      },
      { message: YOUTUBE_URL_MESSAGE },
    ),
  );

const Flag = (label: string) =>
  applyDecorators(IfSent(), IsBoolean({ message: `${label} must be true or false.` }));

const SortOrder = () =>
  applyDecorators(
    IfSent(),
    IsInt({ message: SORT_ORDER_MESSAGE }),
    Min(0, { message: SORT_ORDER_MESSAGE }),
    Max(CAROUSEL_SORT_ORDER_MAX, { message: SORT_ORDER_MESSAGE }),
  );

const IMAGE_DOC = {
  maxLength: URL_MAX,
  example: '/uploads/0123456789abcdef0123456789abcdef-1920x1080-960.webp',
  description: "One of this site's images (/images/...) or an upload (/uploads/...)",
} as const;
const ALT_DOC = {
  type: String,
  nullable: true,
  maxLength: CAROUSEL_ALT_TEXT_MAX,
  example: 'The speaker on stage delivering a keynote to a full auditorium',
  description: "The image's text alternative; null or '' for none (stored as null)",
} as const;
const YOUTUBE_DOC = {
  type: String,
  nullable: true,
  maxLength: URL_MAX,
  example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: "A YouTube video address; null or '' for none",
} as const;
const SORT_DOC = { minimum: 0, maximum: CAROUSEL_SORT_ORDER_MAX } as const;

/** An item's text alternative, in a creation or a change: null or '' removes it. */
const AltTextField = () =>
  applyDecorators(ApiPropertyOptional(ALT_DOC), NullableText('altText', CAROUSEL_ALT_TEXT_MAX));
/** An item's YouTube video, in a creation or a change: null or '' removes it. */
const YoutubeField = () => applyDecorators(ApiPropertyOptional(YOUTUBE_DOC), YoutubeUrl());

/** POST /api/admin/carousel/{slug} */
export class CreateCarouselItemDto implements CarouselItemBody {
  @BodySlug()
  slug?: CarouselSlug;

  @ApiProperty(IMAGE_DOC)
  @SiteImageUrl(true)
  imageUrl: string;

  @AltTextField()
  altText?: string | null;

  @YoutubeField()
  youtubeUrl?: string | null;

  @ApiPropertyOptional({
    ...SORT_DOC,
    description: 'Defaults to one above the highest (0 if none)',
  })
  @SortOrder()
  sortOrder?: number;

  @ApiPropertyOptional({ default: true })
  @Flag('isPublished')
  isPublished?: boolean;

  @ScheduleTime('Publish the item at this time')
  publishAt?: string | null;

  @ScheduleTime('Unpublish the item at this time (after publishAt when both are set)')
  unpublishAt?: string | null;
}

/** PATCH /api/admin/carousel/{slug}/{id}: only the fields sent change (same rules). */
export class UpdateCarouselItemDto implements Partial<CarouselItemBody> {
  @BodySlug()
  slug?: CarouselSlug;

  @ApiPropertyOptional(IMAGE_DOC)
  @IfSent()
  @SiteImageUrl(true)
  imageUrl?: string;

  @AltTextField()
  altText?: string | null;

  @YoutubeField()
  youtubeUrl?: string | null;

  @ApiPropertyOptional(SORT_DOC)
  @SortOrder()
  sortOrder?: number;

  @ApiPropertyOptional()
  @Flag('isPublished')
  isPublished?: boolean;

  @ScheduleTime('Publish the item at this time')
  publishAt?: string | null;

  @ScheduleTime('Unpublish the item at this time (after publishAt when both are set)')
  unpublishAt?: string | null;
}

/** PATCH /api/admin/carousel/{slug}/config: any of the three. */
export class CarouselConfigDto implements CarouselConfigBody {
  @BodySlug()
  slug?: CarouselSlug;

  @ApiPropertyOptional({ description: 'Slides advance by themselves' })
  @Flag('autoPlay')
  autoPlay?: boolean;

  @ApiPropertyOptional({
    minimum: MIN_CAROUSEL_INTERVAL_MS,
    maximum: CAROUSEL_INTERVAL_MAX_MS,
    multipleOf: CAROUSEL_INTERVAL_STEP_MS,
    example: DEFAULT_CAROUSEL_CONFIG.intervalMs,
    description: `Milliseconds per slide, in steps of ${CAROUSEL_INTERVAL_STEP_MS}`,
  })
  @IfSent()
  @IsInt({ message: INTERVAL_MESSAGE })
  @Min(MIN_CAROUSEL_INTERVAL_MS, { message: INTERVAL_MESSAGE })
  @Max(CAROUSEL_INTERVAL_MAX_MS, { message: INTERVAL_MESSAGE })
  @IsDivisibleBy(CAROUSEL_INTERVAL_STEP_MS, { message: INTERVAL_MESSAGE })
  intervalMs?: number;

  @ApiPropertyOptional({ description: 'After the last slide comes the first' })
  @Flag('loop')
  loop?: boolean;
}

export class CarouselReorderItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Each item needs the id of a carousel item.' })
  id: string;

  @ApiProperty({
    ...SORT_DOC,
    description: "The item's new position; the list's order decides (items are renumbered from 0)",
  })
  @IsOptional()
  @IsInt({ message: SORT_ORDER_MESSAGE })
  @Min(0, { message: SORT_ORDER_MESSAGE })
  @Max(CAROUSEL_SORT_ORDER_MAX, { message: SORT_ORDER_MESSAGE })
  sortOrder: number;
}

/** PATCH /api/admin/carousel/{slug}/reorder */
export class CarouselReorderDto implements CarouselReorderBody {
  @ApiProperty({
    type: [CarouselReorderItemDto],
    maxItems: CAROUSEL_REORDER_MAX_ITEMS,
    description: 'Every item of the carousel, each once, in the new order',
  })
  // In the order written (stacked decorators would run bottom-up).
  @applyDecorators(
    IsNotEmpty({ message: 'items is required: every item of the carousel in the new order.' }),
    IsArray({ message: 'items must be a list of {id, sortOrder}.' }),
    ArrayMaxSize(CAROUSEL_REORDER_MAX_ITEMS, {
      message: `items may list at most ${CAROUSEL_REORDER_MAX_ITEMS} items.`,
    }),
  )
  @ValidateNested({ each: true, message: 'Each item must be {id, sortOrder}.' })
  @Type(() => CarouselReorderItemDto)
  items: CarouselReorderItemDto[];
}

export class AdminCarouselItemDto implements AdminCarouselItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: CAROUSEL_SLUGS }) slug: CarouselSlug;
  @ApiProperty(IMAGE_DOC) imageUrl: string;
  @ApiProperty(ALT_DOC) altText: string | null;
  @ApiProperty(YOUTUBE_DOC) youtubeUrl: string | null;
  @ApiProperty(SORT_DOC) sortOrder: number;
  @ApiProperty() isPublished: boolean;
  @ScheduledAtAnswer('When it publishes by itself') publishAt: string | null;
  @ScheduledAtAnswer('When it unpublishes by itself') unpublishAt: string | null;
  @ScheduledByAnswer() scheduledBy: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminCarouselConfigDto implements AdminCarouselConfig {
  @ApiProperty({ enum: CAROUSEL_SLUGS }) slug: CarouselSlug;
  @ApiProperty({ example: true }) autoPlay: boolean;
  @ApiProperty({
    minimum: MIN_CAROUSEL_INTERVAL_MS,
    maximum: CAROUSEL_INTERVAL_MAX_MS,
    multipleOf: CAROUSEL_INTERVAL_STEP_MS,
    example: 5000,
  })
  intervalMs: number;
  @ApiProperty({ example: true }) loop: boolean;
}
