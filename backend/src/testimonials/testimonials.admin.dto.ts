import {
  type AdminTestimonial,
  type AdminTestimonialPage,
  TESTIMONIAL_PAGE_SIZES,
  TESTIMONIAL_STATUS_FILTERS,
  type TestimonialBody,
  type TestimonialCounts,
  type TestimonialStatusFilter,
} from '@bb/shared/admin-content';
import {
  DEFAULT_TESTIMONIAL_RATING,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  TESTIMONIAL_TITLE_MAX,
  URL_MAX,
} from '@bb/shared/content';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, Min } from 'class-validator';
import { cleanLine, cleanMultiline, IfSent, MaxChars } from '../common/form-fields';
import { ChoiceParam, PageQueryDto, SearchParam } from '../common/list-query';
import { SiteImageUrl } from '../common/site-image-url';
import { ScheduledAtAnswer, ScheduledByAnswer, ScheduleTime } from '../scheduling/schedule-time';

/*
 * The rules and messages are those of `testimonialEntryProblems()` in @bb/shared/admin-content (the
 * import preview lists them before an import), so an entry the preview accepts is accepted here.
 */

/** A required text: cleaned and trimmed; missing, blank or not text is "required"; then the bound. */
const TestimonialText = (label: string, max: number, multiline = false) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (multiline ? cleanMultiline(value) : cleanLine(value)) : value,
    ),
    IsString({ message: `${label} is required.` }),
    IsNotEmpty({ message: `${label} is required.` }),
    MaxChars(max, { message: `${label} must be at most ${max} characters.` }),
  );

const RATING_MESSAGE = `Rating must be a whole number from ${TESTIMONIAL_RATING_MIN} to ${TESTIMONIAL_RATING_MAX}.`;

/** Whole stars; when sent, null or a string is refused like any other wrong value. */
const Rating = () =>
  applyDecorators(
    IfSent(),
    IsInt({ message: RATING_MESSAGE }),
    Min(TESTIMONIAL_RATING_MIN, { message: RATING_MESSAGE }),
    Max(TESTIMONIAL_RATING_MAX, { message: RATING_MESSAGE }),
  );

const Published = () =>
  applyDecorators(IfSent(), IsBoolean({ message: 'isPublished must be true or false.' }));

const TEXT_DOCS = {
  name: { example: 'Danielle Mercer', maxLength: TESTIMONIAL_NAME_MAX },
  title: { example: 'HR Director', maxLength: TESTIMONIAL_TITLE_MAX },
  company: { example: 'Kestrel Ridge Engineering', maxLength: TESTIMONIAL_COMPANY_MAX },
  content: {
    example: 'The training changed how our managers run interviews.',
    maxLength: TESTIMONIAL_CONTENT_MAX,
  },
} as const;
const RATING_DOC = {
  minimum: TESTIMONIAL_RATING_MIN,
  maximum: TESTIMONIAL_RATING_MAX,
  description: 'Whole stars',
} as const;
const IMAGE_DOC = {
  type: String,
  nullable: true,
  maxLength: URL_MAX,
  example: '/uploads/0123456789abcdef0123456789abcdef-600x600-480.webp',
  description:
    "One of this site's images (/images/...) or an upload (/uploads/...); null or '' for none.",
} as const;

/** POST /api/admin/testimonials */
export class CreateTestimonialDto implements TestimonialBody {
  @ApiProperty(TEXT_DOCS.name)
  @TestimonialText('Name', TESTIMONIAL_NAME_MAX)
  name: string;

  @ApiProperty(TEXT_DOCS.title)
  @TestimonialText('Title', TESTIMONIAL_TITLE_MAX)
  title: string;

  @ApiProperty(TEXT_DOCS.company)
  @TestimonialText('Company', TESTIMONIAL_COMPANY_MAX)
  company: string;

  @ApiProperty(TEXT_DOCS.content)
  @TestimonialText('Content', TESTIMONIAL_CONTENT_MAX, true)
  content: string;

  @ApiPropertyOptional({ ...RATING_DOC, default: DEFAULT_TESTIMONIAL_RATING })
  @Rating()
  rating?: number;

  @ApiPropertyOptional({ default: false, description: 'Shown on the public site when true' })
  @Published()
  isPublished?: boolean;

  @ApiPropertyOptional(IMAGE_DOC)
  @SiteImageUrl(false)
  imageUrl?: string | null;

  @ScheduleTime('Publish the testimonial at this time')
  publishAt?: string | null;

  @ScheduleTime('Unpublish the testimonial at this time (after publishAt when both are set)')
  unpublishAt?: string | null;
}

/** PATCH /api/admin/testimonials/{id}: only the fields sent change (same rules). */
export class UpdateTestimonialDto implements Partial<TestimonialBody> {
  @ApiPropertyOptional(TEXT_DOCS.name)
  @IfSent()
  @TestimonialText('Name', TESTIMONIAL_NAME_MAX)
  name?: string;

  @ApiPropertyOptional(TEXT_DOCS.title)
  @IfSent()
  @TestimonialText('Title', TESTIMONIAL_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional(TEXT_DOCS.company)
  @IfSent()
  @TestimonialText('Company', TESTIMONIAL_COMPANY_MAX)
  company?: string;

  @ApiPropertyOptional(TEXT_DOCS.content)
  @IfSent()
  @TestimonialText('Content', TESTIMONIAL_CONTENT_MAX, true)
  content?: string;

  @ApiPropertyOptional(RATING_DOC)
  @Rating()
  rating?: number;

  @ApiPropertyOptional()
  @Published()
  isPublished?: boolean;

  @ApiPropertyOptional(IMAGE_DOC)
  @SiteImageUrl(false)
  imageUrl?: string | null;

  @ScheduleTime('Publish the testimonial at this time')
  publishAt?: string | null;

  @ScheduleTime('Unpublish the testimonial at this time (after publishAt when both are set)')
  unpublishAt?: string | null;
}

export class AdminTestimonialDto implements AdminTestimonial {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(TEXT_DOCS.name) name: string;
  @ApiProperty(TEXT_DOCS.title) title: string;
  @ApiProperty(TEXT_DOCS.company) company: string;
  @ApiProperty(TEXT_DOCS.content) content: string;
  @ApiProperty(RATING_DOC) rating: number;
  @ApiProperty() isPublished: boolean;
  @ApiProperty(IMAGE_DOC) imageUrl: string | null;
  @ScheduledAtAnswer('When it publishes by itself') publishAt: string | null;
  @ScheduledAtAnswer('When it unpublishes by itself') unpublishAt: string | null;
  @ScheduledByAnswer() scheduledBy: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export const TESTIMONIAL_DEFAULT_PAGE_SIZE = TESTIMONIAL_PAGE_SIZES[0];

/** GET /api/admin/testimonials: a page of the matches, newest first. */
export class TestimonialListQueryDto extends PageQueryDto {
  @SearchParam('Text the name, title, company or content contains (without regard to case)')
  search?: string;

  @ChoiceParam('Status', TESTIMONIAL_STATUS_FILTERS, 'all')
  status?: TestimonialStatusFilter;
}

export class TestimonialCountsDto implements TestimonialCounts {
  @ApiProperty({ description: 'Every testimonial' }) total: number;
  @ApiProperty() published: number;
  @ApiProperty() draft: number;
}

export class AdminTestimonialPageDto implements AdminTestimonialPage {
  @ApiProperty({ type: [AdminTestimonialDto], description: 'Newest first' })
  items: AdminTestimonialDto[];
  @ApiProperty({ description: 'How many match the search and status' }) total: number;
  @ApiProperty({ description: '1-based' }) page: number;
  @ApiProperty({ description: `The page offers ${TESTIMONIAL_PAGE_SIZES.join(', ')}` })
  pageSize: number;
  @ApiProperty({
    type: TestimonialCountsDto,
    description: 'Over every testimonial, whatever the filter',
  })
  counts: TestimonialCountsDto;
}
