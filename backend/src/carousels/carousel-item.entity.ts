import { CAROUSEL_SLUGS, type CarouselSlug } from '@bb/shared/content';
import { Check, Column, Entity, Index } from 'typeorm';
import { SCHEDULE_ORDER, ScheduledRecordColumns } from '../scheduling/schedule-columns';
import { oneOf } from '../database/checks';
/** One slide of a page's carousel: an image, optionally a YouTube video it opens. */
@Entity('carousel_item')
@Index('IDX_carousel_item_slug_sort_order', ['slug', 'sortOrder'])
@Check('CHK_carousel_item_slug', oneOf('slug', CAROUSEL_SLUGS))
@Check('CHK_carousel_item_sort_order', `"sort_order" >= 0`)
@Check('CHK_carousel_item_schedule_order', SCHEDULE_ORDER)
// Scheduled publishing: the due query and the dashboard read only the scheduled rows.
@Index('IDX_carousel_item_publish_at', ['publishAt'], { where: '"publish_at" IS NOT NULL' })
@Index('IDX_carousel_item_unpublish_at', ['unpublishAt'], { where: '"unpublish_at" IS NOT NULL' })
export class CarouselItem extends ScheduledRecordColumns {
  @Column({ type: 'varchar', length: 20 })
  slug: CarouselSlug;

  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  /** Text alternative of the image; null when the image is decorative or not described yet. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  altText: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  youtubeUrl: string | null;

  /** Position in the carousel, from 0; ties are shown oldest first. */
  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isPublished: boolean;
}
