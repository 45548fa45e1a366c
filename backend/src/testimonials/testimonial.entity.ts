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
import { Check, Column, Entity, Index } from 'typeorm';
import { SCHEDULE_ORDER, ScheduledRecordColumns } from '../scheduling/schedule-columns';
import { atMostChars, between } from '../database/checks';

export const TESTIMONIAL_LIMITS = {
  name: TESTIMONIAL_NAME_MAX,
  title: TESTIMONIAL_TITLE_MAX,
  company: TESTIMONIAL_COMPANY_MAX,
  content: TESTIMONIAL_CONTENT_MAX,
} as const;

/** A client's testimonial; shown on the public site only once published. */
@Entity('testimonial')
// The admin list and its export, newest first (id breaks ties), and the same per status.
@Index('IDX_testimonial_created_at_id', ['createdAt', 'id'])
@Index('IDX_testimonial_is_published_created_at_id', ['isPublished', 'createdAt', 'id'])
@Check('CHK_testimonial_rating', between('rating', TESTIMONIAL_RATING_MIN, TESTIMONIAL_RATING_MAX))
@Check('CHK_testimonial_content_length', atMostChars('content', TESTIMONIAL_CONTENT_MAX))
@Check('CHK_testimonial_schedule_order', SCHEDULE_ORDER)
// Scheduled publishing: the due query and the dashboard read only the scheduled rows.
@Index('IDX_testimonial_publish_at', ['publishAt'], { where: '"publish_at" IS NOT NULL' })
@Index('IDX_testimonial_unpublish_at', ['unpublishAt'], { where: '"unpublish_at" IS NOT NULL' })
export class Testimonial extends ScheduledRecordColumns {
  @Column({ type: 'varchar', length: TESTIMONIAL_NAME_MAX })
  name: string;

  /** The person's role, e.g. "HR Director". */
  @Column({ type: 'varchar', length: TESTIMONIAL_TITLE_MAX })
  title: string;

  @Column({ type: 'varchar', length: TESTIMONIAL_COMPANY_MAX })
  company: string;

  @Column({ type: 'text' })
  content: string;

  /** Whole stars, 1 to 5. */
  @Column({ type: 'smallint', default: DEFAULT_TESTIMONIAL_RATING })
  rating: number;

  @Column({ type: 'boolean', default: false })
  isPublished: boolean;

  @Column({ type: 'varchar', length: URL_MAX, nullable: true })
  imageUrl: string | null;
}
