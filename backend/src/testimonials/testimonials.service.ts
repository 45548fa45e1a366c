import type { AdminStats } from '@bb/shared/admin';
import type { MediaUseOfUrl } from '@bb/shared/media';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import {
  isoMillis,
  jsonArray,
  JsonText,
  PublicAnswers,
} from '../public-answer-cache/public-answers';
import { Testimonial } from './testimonial.entity';

/** What an administrator enters; rating, isPublished and imageUrl have defaults. */
export type TestimonialInput = Pick<Testimonial, 'name' | 'title' | 'company' | 'content'> &
  Partial<Pick<Testimonial, 'rating' | 'isPublished' | 'imageUrl'>>;

/** The public answer of GET /api/testimonials (public-answer-cache/public-answers.ts). */
export const TESTIMONIALS_ANSWER = 'testimonials';

export const TESTIMONIAL_NOT_FOUND = 'This testimonial does not exist (it may have been deleted).';

@Injectable()
export class TestimonialsService {
  constructor(
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    answers: PublicAnswers,
  ) {
    answers.register(TESTIMONIALS_ANSWER, (manager) => this.publishedJson(manager));
  }

  /**
   * Published testimonials, newest first, in the public shape (PublicTestimonialDto, keys in its
   * order): the JSON made by PostgreSQL in pieces, since thousands of them must not hold the event
   * loop (public-answer-cache/public-answers.ts).
   */
  publishedJson(manager: EntityManager = this.testimonials.manager): Promise<JsonText> {
    return jsonArray(manager, {
      columns: `t.id, t.name, t.title, t.company, t.content, t.rating,
                t.image_url AS "imageUrl", ${isoMillis('t.created_at')} AS "createdAt"`,
      from: 'testimonial t WHERE t.is_published',
      orderBy: 't.created_at DESC, t.id ASC',
    });
  }

  /** Every testimonial, drafts included, newest first (the admin list). */
  listAll(): Promise<Testimonial[]> {
    return this.testimonials.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Adds a testimonial; rating 5, draft and no image unless given. */
  create(input: TestimonialInput): Promise<Testimonial> {
    return this.testimonials.save(this.testimonials.create(input));
  }

  async update(id: string, changes: Partial<TestimonialInput>): Promise<Testimonial> {
    const testimonial = await this.testimonials.findOneBy({ id });
    if (!testimonial) throw new NotFoundException(TESTIMONIAL_NOT_FOUND);
    return this.testimonials.save(this.testimonials.merge(testimonial, changes));
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.testimonials.delete({ id });
    if (!affected) throw new NotFoundException(TESTIMONIAL_NOT_FOUND);
  }

  /** The distinct image URLs testimonials use, drafts included (the upload cleanup keeps these). */
  async imageUses(): Promise<MediaUseOfUrl[]> {
    const rows = (await this.testimonials.query(
      `SELECT DISTINCT name, image_url AS url FROM testimonial WHERE image_url IS NOT NULL
        ORDER BY name, url`,
    )) as { name: string; url: string }[];
    return rows.map(({ name, url }) => ({
      kind: 'testimonial' as const,
      label: name,
      link: `/admin/testimonials?search=${encodeURIComponent(name)}`,
      alt: null,
      url,
    }));
  }

  /** The dashboard's figures: all, published, and drafts (not published). */
  async counts(): Promise<AdminStats['testimonials']> {
    const [row] = (await this.testimonials.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_published)::int AS published,
              count(*) FILTER (WHERE NOT is_published)::int AS draft
         FROM testimonial`,
    )) as AdminStats['testimonials'][];
    return row;
  }
}
