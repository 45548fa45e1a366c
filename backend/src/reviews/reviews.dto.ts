import {
  REVIEW_KINDS,
  REVIEW_NOTE_MAX,
  REVIEW_STATES,
  type DeclineReviewBody,
  type Review,
  type ReviewKind,
  type ReviewList,
  type ReviewPerson,
  type ReviewState,
  type SubmitReviewBody,
} from '@bb/shared/reviews';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../common/form-fields';

const NOTE = 'Note';

export class ReviewPersonDto implements ReviewPerson {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'morgan' }) username: string;
}

export class ReviewDto implements Review {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REVIEW_KINDS }) kind: ReviewKind;
  @ApiProperty({ example: 'about', description: "The page's slug or the campaign's id." })
  subjectId: string;
  @ApiProperty({
    example: 'About',
    description: "The page's title or the campaign's subject when it was submitted.",
  })
  title: string;
  @ApiProperty({ description: "The draft's version that was submitted." }) version: number;
  @ApiProperty({ type: String, nullable: true, description: "The submitter's note." })
  note: string | null;
  @ApiProperty({
    type: ReviewPersonDto,
    nullable: true,
    description: 'Null once the account is deleted.',
  })
  submittedBy: ReviewPersonDto | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({
    enum: REVIEW_STATES,
    description:
      'waiting: not decided; approved: published, scheduled or sent by a reviewer; declined: sent ' +
      'back with a note; withdrawn: submitted again, discarded or deleted.',
  })
  state: ReviewState;
  @ApiProperty({
    type: ReviewPersonDto,
    nullable: true,
    description: 'Who approved, declined or withdrew it (null while waiting).',
  })
  decidedBy: ReviewPersonDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's note on a decline." })
  decisionNote: string | null;
  @ApiProperty({
    example: '/admin/content/pages/about',
    description: 'Where the admin panel opens the exact draft.',
  })
  path: string;
}

export class ReviewListDto implements ReviewList {
  @ApiProperty({ type: [ReviewDto], description: 'Oldest first.' }) items: ReviewDto[];
  @ApiProperty({ description: 'How many wait for the caller’s decision.' }) total: number;
}

export class SubmitReviewDto implements SubmitReviewBody {
  @ApiProperty({
    minimum: 1,
    description: "The draft's version the submitter sees (GET answers it); a stale one is a 409.",
  })
  @Type(() => Number)
  @IsInt({ message: 'version must be a whole number.' })
  @Min(1, { message: 'version must be at least 1.' })
  @Max(2_147_483_647, { message: 'version is too large.' })
  version: number;

  @ApiPropertyOptional({
    maxLength: REVIEW_NOTE_MAX,
    description: 'What the reviewer should know (optional).',
  })
  @OptionalText(NOTE, REVIEW_NOTE_MAX, { multiline: true })
  note?: string;
}

export class DeclineReviewDto implements DeclineReviewBody {
  @ApiProperty({
    maxLength: REVIEW_NOTE_MAX,
    description: 'What the submitter should change (required: it is e-mailed to them).',
  })
  @RequiredText(NOTE, REVIEW_NOTE_MAX, { multiline: true })
  note: string;
}
