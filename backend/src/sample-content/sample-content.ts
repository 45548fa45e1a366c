import { type CarouselSlug } from '@bb/shared/content';
import { DataSource } from 'typeorm';
import { CarouselConfig } from '../carousels/carousel-config.entity';
import { CarouselItem } from '../carousels/carousel-item.entity';
import { Testimonial } from '../testimonials/testimonial.entity';

/**
 * Sample content for a new site, so that its pages are not empty before an administrator adds the
 * real thing: fictional testimonials (no real people or companies) and the speaker page's photo
 * carousel. Added once per database (see seedSampleContent); what an administrator deletes later never
 * comes back.
 */

/** The `setting` row that records that the sample content was added. */
export const SAMPLE_CONTENT_SETTING = 'seed.sampleContent';
/** Bump when the sample content changes shape; a database seeded with an older version is left alone. */
export const SAMPLE_CONTENT_VERSION = 1;

/**
 * Advisory lock held while seeding, so that instances starting together seed once. Its own key: the
 * upload cleanup's is 7_346_201_553, the migrations' 7_346_201_552, the mail queue's 7_346_201_554,
 * the newsletter's expiry 7_346_201_556.
 */
const SEED_LOCK_KEY = 7_346_201_555;

const DAY = 24 * 60 * 60 * 1000;

interface SampleTestimonial {
  name: string;
  title: string;
  company: string;
  content: string;
  rating: number;
  isPublished: boolean;
  /** How long before the seeding the testimonial was "received", so the order is meaningful. */
  ageDays: number;
}

export const SAMPLE_TESTIMONIALS: SampleTestimonial[] = [
  {
    name: 'Danielle Mercer',
    title: 'HR Director',
    company: 'Kestrel Ridge Engineering',
    content:
      'The neuro-inclusion training changed how our managers recruit and run one-to-ones. Within a quarter we had rewritten our job adverts, made interview adjustments standard, and two autistic engineers told us it was the first hiring process that let them show what they can do.',
    rating: 5,
    isPublished: true,
    ageDays: 9,
  },
  {
    name: 'Marcus Ellery',
    title: 'Head of Diversity & Inclusion',
    company: 'Alderpoint Financial',
    content:
      'We have worked with many training providers, and this team stands out because it brings lived experience and practical tools together. Our network for disabled colleagues doubled in a year, and our leaders now understand the difference between making an adjustment and building an inclusive culture.',
    rating: 5,
    isPublished: true,
    ageDays: 26,
  },
  {
    name: 'Sofia Lindqvist',
    title: 'Principal',
    company: 'Tidewell Academy',
    content:
      'The assembly on neurodiversity was pitched perfectly for our students, and the staff workshop that followed gave teachers concrete classroom adjustments they used the very next week. Parents are still telling us how much it meant to their children.',
    rating: 5,
    isPublished: true,
    ageDays: 47,
  },
  {
    name: 'Dr. Helena Brandt',
    title: 'Conference Chair',
    company: 'Pathways Inclusion Summit',
    content:
      'An extraordinary keynote. The room went from polite attention to a standing ovation, and for the rest of the conference delegates kept quoting it in other sessions. Professional and easy to work with from the first call to the final question.',
    rating: 5,
    isPublished: true,
    ageDays: 68,
  },
  {
    name: 'Rahul Desai',
    title: 'Chief People Officer',
    company: 'Lumen Grove Health',
    content:
      'Thoughtful, well-researched disability awareness training that our clinical and office teams both found relevant to their daily work. We would have liked more time for questions in the shorter sessions, and we have already booked the next series.',
    rating: 4,
    isPublished: true,
    ageDays: 95,
  },
  {
    name: 'Grace Whitfield',
    title: 'Community Partnerships Manager',
    company: 'Fernhill Community Foundation',
    content:
      'The community outreach event brought employers, families and self-advocates into one room. Three local businesses have since started supported internships. It was practical, joyful and genuinely inclusive from start to finish.',
    rating: 5,
    isPublished: true,
    ageDays: 131,
  },
  {
    name: 'Oliver Grant',
    title: 'Learning & Development Lead',
    company: 'Copperfield Retail Group',
    content:
      'Our store managers now plan quiet hours and sensory-friendly onboarding as a matter of course. The sessions were practical, warm and grounded in real experience, and our teams keep asking for more.',
    rating: 5,
    isPublished: false, // a draft, awaiting the client's approval
    ageDays: 3,
  },
];

export const SAMPLE_CAROUSEL_CONFIGS: {
  slug: CarouselSlug;
  autoPlay: boolean;
  intervalMs: number;
  loop: boolean;
}[] = [
  // The speaker page's photo carousel advances every 4 seconds (spec 000, section 9).
  { slug: 'mwo-show', autoPlay: true, intervalMs: 4000, loop: true },
  { slug: 'home', autoPlay: true, intervalMs: 5000, loop: true },
  { slug: 'programs', autoPlay: true, intervalMs: 5000, loop: true },
];

/** The speaker page's six photos (files made by the frontend build), in order. */
export const SAMPLE_CAROUSEL_ITEMS: { slug: CarouselSlug; imageUrl: string; altText: string }[] = [
  'The speaker on stage delivering a keynote to a full auditorium',
  'A workshop circle of colleagues in conversation around a table',
  'The speaker signing copies and talking with audience members after a show',
  'A panel discussion on disability inclusion with four speakers',
  'A school assembly listening to a talk about neurodiversity',
  'The team and volunteers together after a community outreach event',
].map((altText, i) => ({
  slug: 'mwo-show' as const,
  imageUrl: `/images/gallery-${i + 1}-960.webp`,
  altText,
}));

export interface SeedResult {
  /** True when this call added the content; false when it had been added before. */
  seeded: boolean;
  /** When the content was added (by this call or an earlier one). */
  at: string;
}

/**
 * Adds the sample content unless it was added to this database before. The check and the inserts run
 * in one transaction under an advisory lock, so instances starting together add it once, and the
 * record in `setting` keeps it from ever coming back after an administrator deletes it.
 */
export async function seedSampleContent(
  dataSource: DataSource,
  now = new Date(),
): Promise<SeedResult> {
  return dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const done: { value: { at?: string } }[] = await m.query(
      'SELECT value FROM setting WHERE key = $1',
      [SAMPLE_CONTENT_SETTING],
    );
    if (done.length) return { seeded: false, at: done[0].value?.at ?? '' };

    await m.insert(
      Testimonial,
      SAMPLE_TESTIMONIALS.map(({ ageDays, ...t }) => {
        const at = new Date(now.getTime() - ageDays * DAY);
        return { ...t, imageUrl: null, createdAt: at, updatedAt: at };
      }),
    );
    // A configuration an administrator already saved is kept.
    await m
      .createQueryBuilder()
      .insert()
      .into(CarouselConfig)
      .values(SAMPLE_CAROUSEL_CONFIGS)
      .orIgnore()
      .execute();
    await m.insert(
      CarouselItem,
      SAMPLE_CAROUSEL_ITEMS.map((item, sortOrder) => ({
        ...item,
        sortOrder,
        isPublished: true,
        youtubeUrl: null,
      })),
    );
    const at = now.toISOString();
    await m.query('INSERT INTO setting (key, value) VALUES ($1, $2)', [
      SAMPLE_CONTENT_SETTING,
      JSON.stringify({ version: SAMPLE_CONTENT_VERSION, at }),
    ]);
    return { seeded: true, at };
  });
}
