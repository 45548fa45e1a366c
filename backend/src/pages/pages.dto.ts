import { PAGE_SLUGS } from '@bb/shared/pages/registry';
import { BadRequestException, NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import { ApiParam, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { isPageSlug } from '@bb/shared/pages/registry';
import type { PageSchedule, SchedulePageBody } from '@bb/shared/schedule';
import { IsScheduleTime } from '../scheduling/schedule-time';
import { ReviewDto } from '../reviews/reviews.dto';

const DOCUMENT_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    "The page's document: its fields as the page's schema in @bb/shared/pages/<slug>.ts defines them " +
    '(docs/architecture.md, "Editable public pages").',
} as const;

/** The `{slug}` of a page route: one of the editable pages, else 404. */
class PageSlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || value.length > 60)
      throw new BadRequestException('That is not a page.');
    if (!isPageSlug(value)) throw new NotFoundException('There is no such page.');
    return value;
  }
}

export const PageSlugParam = () => Param('slug', new PageSlugPipe());

/** The OpenAPI description of `{slug}` (a route using PageSlugParam). */
export const ApiPageSlug = () =>
  ApiParam({ name: 'slug', enum: PAGE_SLUGS, description: "The page's name, e.g. about." });

export class PageSummaryDto {
  @ApiProperty({ enum: PAGE_SLUGS })
  slug: string;

  @ApiProperty({ example: 'About' })
  title: string;

  @ApiProperty({ example: '/about' })
  path: string;

  @ApiProperty({
    enum: ['published', 'draft'],
    description:
      'draft: a saved draft waits to be published (the site still shows the published one).',
  })
  state: string;

  @ApiProperty({
    description: 'Send it back with a save or publish: a stale one is refused (409).',
  })
  version: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ nullable: true, type: String, description: 'Username of the last editor.' })
  updatedBy: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  publishedAt: string | null;

  @ApiProperty({ nullable: true, type: String })
  publishedBy: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'When the draft publishes by itself (null: not scheduled).',
  })
  scheduledAt: string | null;
}

export class PageScheduleDto implements PageSchedule {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ nullable: true, type: String, description: 'Who scheduled it.' })
  by: string | null;
}

export class ContentCheckDto {
  @ApiProperty({ example: 'story.image.alt' })
  path: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: ['error', 'warning'], description: 'An error blocks publishing.' })
  severity: string;
}

export class AdminPageDto extends PageSummaryDto {
  @ApiProperty(DOCUMENT_SCHEMA)
  published: object;

  @ApiPropertyOptional({ ...DOCUMENT_SCHEMA, nullable: true })
  draft: object | null;

  @ApiProperty({ type: [ContentCheckDto] })
  checks: ContentCheckDto[];

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The number of the revision the draft was restored from (null: none).',
  })
  draftRestoredFrom: number | null;

  @ApiProperty({
    type: PageScheduleDto,
    nullable: true,
    description: "The draft's scheduled publish: the draft as saved at that time is published.",
  })
  scheduled: PageScheduleDto | null;

  @ApiProperty({
    type: ReviewDto,
    nullable: true,
    description:
      "The page's latest review: waiting, declined (with the reviewer's note) or withdrawn; null " +
      'when none, or when it was approved and nothing was submitted since.',
  })
  review: ReviewDto | null;
}

class VersionField {
  @ApiProperty({ minimum: 1, description: 'The version the editor loaded (GET answers it).' })
  @Type(() => Number)
  @IsInt({ message: 'version must be a whole number.' })
  @Min(1, { message: 'version must be at least 1.' })
  @Max(2_147_483_647, { message: 'version is too large.' })
  version: number;
}

export class SavePageDraftDto extends VersionField {
  @ApiProperty(DOCUMENT_SCHEMA)
  @IsObject({ message: 'content must be the page document (an object).' })
  content: Record<string, unknown>;
}

export class PublishPageDto extends VersionField {}

export class PagePreviewQueryDto {
  @ApiPropertyOptional({ enum: ['light', 'dark'], description: 'Light unless dark.' })
  @IsOptional()
  @IsIn(['light', 'dark'], { message: 'mode must be light or dark.' })
  mode?: 'light' | 'dark';
}

export class RestoreRevisionDto extends VersionField {}

export class SchedulePageDto extends VersionField implements SchedulePageBody {
  @ApiProperty({
    format: 'date-time',
    example: '2026-12-07T09:00:00Z',
    description: 'When to publish (UTC or with an offset; in the future, at most a year ahead).',
  })
  @IsScheduleTime()
  at: string;
}

export class RevisionSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 3, description: '1, 2, 3... per page, in the order they were kept.' })
  number: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Who published it (null: the content the site shipped with).',
  })
  createdBy: string | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The revision this publish restored, if it did.',
  })
  restoredFrom: number | null;

  @ApiProperty({ description: 'The revision visitors see now (the newest).' })
  current: boolean;
}

export class RevisionPageDto {
  @ApiProperty({ type: [RevisionSummaryDto] })
  items: RevisionSummaryDto[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  pageSize: number;
}

export class RevisionDto extends RevisionSummaryDto {
  @ApiProperty(DOCUMENT_SCHEMA)
  content: object;
}
