import { CAROUSEL_SLUGS, type CarouselSlug, MIN_CAROUSEL_INTERVAL_MS } from '@bb/shared/content';
import { CAROUSEL_INTERVAL_STEP_MS } from '@bb/shared/admin-content';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../database/checks';
/** How one carousel behaves; a carousel without a row uses DEFAULT_CAROUSEL_CONFIG. */
@Entity('carousel_config')
@Check('CHK_carousel_config_slug', oneOf('slug', CAROUSEL_SLUGS))
@Check(
  'CHK_carousel_config_interval_ms',
  `"interval_ms" >= ${MIN_CAROUSEL_INTERVAL_MS} AND "interval_ms" % ${CAROUSEL_INTERVAL_STEP_MS} = 0`,
)
export class CarouselConfig {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  slug: CarouselSlug;

  @Column({ type: 'boolean', default: true })
  autoPlay: boolean;

  /** Time each slide shows when playing automatically, in milliseconds: whole half seconds. */
  @Column({ type: 'integer', default: 5000 })
  intervalMs: number;

  @Column({ type: 'boolean', default: true })
  loop: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
