import {
  MEDIA_ALT_TEXT_MAX,
  MEDIA_FILE_NAME_MAX,
  MEDIA_FILTERS,
  MEDIA_MESSAGES,
  MEDIA_SORTS,
  type MediaDetail,
  type MediaFilter,
  type MediaItem,
  type MediaPage,
  type MediaSort,
  type MediaUpdate,
} from '@bb/shared/media';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { cleanLine, IfSent, MaxChars } from '../common/form-fields';
import { ChoiceParam, PageQueryDto, SearchParam } from '../common/list-query';
import { MediaUseDto } from './media-use.dto';

/** GET /api/admin/media */
export class MediaListQueryDto extends PageQueryDto {
  @SearchParam('Text the file name or the alt text contains (without regard to case)')
  search?: string;

  @ChoiceParam(
    'Filter',
    MEDIA_FILTERS,
    'all',
    'unused: nothing uses it; pages: a page, a page draft or a kept revision; kept: kept in the ' +
      'library on purpose (the clean-up leaves it); undescribed: the library has no alt text for it',
  )
  filter?: MediaFilter;

  @ChoiceParam(
    'Sort',
    MEDIA_SORTS,
    'newest',
    'newest/oldest: by last upload; name: by file name (without regard to case), unnamed last',
  )
  sort?: MediaSort;
}

/** A trimmed text that null or blank clears; anything but text is refused with `message`. */
const ClearableText = (max: number, message: string, clean: (v: string) => string) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const cleaned = clean(value);
      return cleaned === '' ? null : cleaned;
    }),
    IsOptional(),
    IsString({ message }),
    MaxChars(max, { message }),
  );

/** A number from 0 to 1 when sent (null is refused: a focal point is never cleared). */
const Focal = () =>
  applyDecorators(
    IfSent(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MEDIA_MESSAGES.focal }),
    Min(0, { message: MEDIA_MESSAGES.focal }),
    Max(1, { message: MEDIA_MESSAGES.focal }),
  );

/** PATCH /api/admin/media/{id}: only the fields sent change; at least one. */
export class MediaUpdateDto implements MediaUpdate {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MEDIA_FILE_NAME_MAX,
    example: 'keynote-stage.jpg',
    description: "Trimmed; control characters are refused; null or '' clears it",
  })
  // Control characters are refused, not removed: the name is shown as it is kept.
  @ClearableText(MEDIA_FILE_NAME_MAX, MEDIA_MESSAGES.fileName, (v) => v.trim())
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  @Matches(/^[^\u0000-\u001f\u007f-\u009f]*$/, { message: MEDIA_MESSAGES.fileName })
  fileName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MEDIA_ALT_TEXT_MAX,
    example: 'The speaker on stage delivering a keynote',
    description:
      "The default alt text wherever the image is used without its own; null or '' clears it",
  })
  @ClearableText(MEDIA_ALT_TEXT_MAX, MEDIA_MESSAGES.altText, cleanLine)
  altText?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, example: 0.5, description: '0 left, 1 right' })
  @Focal()
  focalX?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, example: 0.5, description: '0 top, 1 bottom' })
  @Focal()
  focalY?: number;
}

export class MediaItemDto implements MediaItem {
  @ApiProperty({ pattern: '^[0-9a-f]{32}$', description: 'The content hash' }) id: string;
  @ApiProperty({ example: '/uploads/0123456789abcdef0123456789abcdef-1200x800-960.webp' })
  url: string;
  @ApiProperty({ description: 'The smallest WebP variant' }) thumbnailUrl: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ description: 'What the stored files take together' }) bytes: number;
  @ApiProperty({ type: String, nullable: true }) fileName: string | null;
  @ApiProperty({ type: String, nullable: true }) altText: string | null;
  @ApiProperty({ format: 'date-time', description: 'The last upload of these bytes' })
  uploadedAt: string;
  @ApiProperty({ type: String, nullable: true }) uploadedBy: string | null;
  @ApiProperty({ minimum: 0, maximum: 1 }) focalX: number;
  @ApiProperty({ minimum: 0, maximum: 1 }) focalY: number;
  @ApiProperty({ description: 'Kept in the library on purpose: the clean-up leaves it unused' })
  kept: boolean;
  @ApiProperty({ description: 'How many places use it' }) useCount: number;
}

export class MediaDetailDto extends MediaItemDto implements MediaDetail {
  @ApiProperty({
    type: [MediaUseDto],
    description: 'Pages, page drafts, carousel items, testimonials, campaigns, revisions',
  })
  uses: MediaUseDto[];
}

export class MediaPageDto implements MediaPage {
  @ApiProperty({ type: [MediaItemDto] }) items: MediaItemDto[];
  @ApiProperty({ description: 'How many match the search and filter' }) total: number;
  @ApiProperty({ description: '1-based' }) page: number;
  @ApiProperty() pageSize: number;
}
