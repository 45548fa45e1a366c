import { CAROUSEL_SLUGS, type CarouselSlug, DEFAULT_CAROUSEL_CONFIG } from '@bb/shared/content';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { PublicAnswers } from '../common/public-answers';
import { CarouselConfig } from './carousel-config.entity';
import { CarouselItem } from './carousel-item.entity';
import { isCarouselSlug } from './carousel-slugs';
import type { PublicCarouselDto } from './carousels.dto';

/** The public answer of GET /api/carousel/:slug (common/public-answers.ts). */
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
  async imageUrlsInUse(): Promise<string[]> {
    const rows = (await this.items.query(
      `SELECT DISTINCT image_url AS url FROM carousel_item WHERE image_url IS NOT NULL`,
    )) as { url: string }[];
    return rows.map((row) => row.url);
  }

  /** The public carousel: settings and published items in display order. */
  async publicCarousel(
    slug: string,
    manager: EntityManager = this.items.manager,
  ): Promise<PublicCarouselDto> {
    const known = this.assertSlug(slug);
    const [config, items] = await Promise.all([
      this.config(known, manager),
      manager.getRepository(CarouselItem).find({
        select: { id: true, imageUrl: true, altText: true, youtubeUrl: true, sortOrder: true },
        where: { slug: known, isPublished: true },
        order: ORDER,
      }),
    ]);
    return { ...config, items };
  }
}

/** Display order: sortOrder, ties oldest first (then by id, so the order is always the same). */
const ORDER = { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;
