import {
  CAROUSEL_NAMES,
  CAROUSEL_SLUGS,
  type CarouselSlug,
  DEFAULT_CAROUSEL_CONFIG,
} from '@bb/shared/content';
import { MEDIA_FOCAL_CENTRE, type MediaUseOfUrl } from '@bb/shared/media';
import { parseUploadUrl } from '@bb/shared/site';
import { MediaService } from '../media/media.service';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { jsonArray, JsonText, PublicAnswers } from '../public-answer-cache/public-answers';
import { CarouselConfig } from './carousel-config.entity';
import { CarouselItem } from './carousel-item.entity';
import { isCarouselSlug } from './carousel-slugs';

/** The public answer of GET /api/carousel/:slug (public-answer-cache/public-answers.ts). */
export const carouselAnswer = (slug: CarouselSlug) => `carousel/${slug}`;

/** The answer for a slug that is not one of CAROUSEL_SLUGS. */
export function unknownCarousel(slug: string): NotFoundException {
  const shown = slug.length > 40 ? `${slug.slice(0, 40)}...` : slug;
  return new NotFoundException(
    `Unknown carousel "${shown}". Known carousels: ${CAROUSEL_SLUGS.join(', ')}.`,
  );
}

@Injectable()
export class CarouselsService {
  constructor(
    @InjectRepository(CarouselItem) private readonly items: Repository<CarouselItem>,
    @InjectRepository(CarouselConfig) private readonly configs: Repository<CarouselConfig>,
    answers: PublicAnswers,
    private readonly media: MediaService,
  ) {
    for (const slug of CAROUSEL_SLUGS)
      answers.register(carouselAnswer(slug), (manager) => this.publicCarousel(slug, manager));
  }

  /** Throws 404 unless `slug` is a known carousel. */
  assertSlug(slug: string): CarouselSlug {
    if (!isCarouselSlug(slug)) throw unknownCarousel(slug);
    return slug;
  }

  /** A carousel's settings (the defaults when none are stored). */
  async config(
    slug: CarouselSlug,
    manager: EntityManager = this.configs.manager,
  ): Promise<Omit<CarouselConfig, 'updatedAt'>> {
    const stored = await manager.getRepository(CarouselConfig).findOneBy({ slug });
    return stored
      ? { slug, autoPlay: stored.autoPlay, intervalMs: stored.intervalMs, loop: stored.loop }
      : { slug, ...DEFAULT_CAROUSEL_CONFIG };
  }

  /** Every item of a carousel, drafts included, in display order (the admin list). */
  listItems(slug: CarouselSlug): Promise<CarouselItem[]> {
    return this.items.find({ where: { slug }, order: ORDER });
  }

  /** The distinct image URLs carousel items use, drafts included (the upload cleanup keeps these). */
  async imageUses(): Promise<MediaUseOfUrl[]> {
    // The slide's number in its carousel's display order (drafts included, as the admin list).
    const rows = (await this.items.query(
      `SELECT slug, url, alt, position FROM (
         SELECT slug, image_url AS url, alt_text AS alt,
                row_number() OVER (PARTITION BY slug ORDER BY sort_order, created_at, id)::int AS position
           FROM carousel_item) i
        WHERE url IS NOT NULL ORDER BY slug, position`,
    )) as { slug: CarouselSlug; url: string; alt: string | null; position: number }[];
    return rows.map(({ slug, url, alt, position }) => ({
      kind: 'carousel-item' as const,
      label: `${CAROUSEL_NAMES[slug] ?? slug} carousel, slide ${position}`,
      link: `/admin/carousels?slug=${slug}`,
      alt: alt?.trim() ? alt : null,
      url,
    }));
  }

  /**
   * The public carousel (PublicCarouselDto): settings and published items in display order, the
   * items' JSON made by PostgreSQL like the testimonials' (public-answer-cache/public-answers.ts).
   */
  async publicCarousel(
    slug: string,
    manager: EntityManager = this.items.manager,
  ): Promise<JsonText> {
    const known = this.assertSlug(slug);
    const [config, items] = await Promise.all([
      this.config(known, manager),
      jsonArray(
        manager,
        {
          columns: `i.id, i.image_url AS "imageUrl", i.alt_text AS "altText",
                    i.youtube_url AS "youtubeUrl", i.sort_order AS "sortOrder"`,
          from: 'carousel_item i WHERE i.slug = $1 AND i.is_published',
          orderBy: 'i.sort_order ASC, i.created_at ASC, i.id ASC',
        },
        [known],
      ),
    ]);
    // {...config, "items": [...]}, keys in PublicCarouselDto's order.
    const head = JSON.stringify({ ...config, items: [] }).slice(0, -3);
    return new JsonText([head, await this.withLibraryDefaults(items, manager), '}']);
  }

  /**
   * The items with the media library's defaults (MediaService, in the same snapshot): an item
   * without its own alt text shows the library's, and each gets its image's focal point (the
   * centre for the site's own /images/ and for images the library has no point for).
   */
  private async withLibraryDefaults(items: JsonText, manager: EntityManager): Promise<string> {
    const list = JSON.parse(items.pieces.join('')) as (Record<string, unknown> & {
      imageUrl: string;
      altText: string | null;
    })[];
    const hashes = list
      .map((item) => parseUploadUrl(item.imageUrl)?.hash)
      .filter((hash) => hash !== undefined);
    const [alts, focals] = await Promise.all([
      this.media.altTexts(hashes, manager),
      this.media.focalPoints(hashes, manager),
    ]);
    return JSON.stringify(
      list.map((item) => {
        const hash = parseUploadUrl(item.imageUrl)?.hash;
        const focal = hash ? focals.get(hash) : undefined;
        return {
          ...item,
          altText: item.altText?.trim() ? item.altText : ((hash && alts.get(hash)) ?? item.altText),
          focalX: focal?.x ?? MEDIA_FOCAL_CENTRE,
          focalY: focal?.y ?? MEDIA_FOCAL_CENTRE,
        };
      }),
    );
  }
}

/** Display order: sortOrder, ties oldest first (then by id, so the order is always the same). */
const ORDER = { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;
