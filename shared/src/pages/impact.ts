import { z } from 'zod';
import { group, image, list, text, seo } from './fields';
import { hero, intro, stats } from './parts';

/**
 * /impact: the headline figures, the results in figures, the case studies, the client testimonials'
 * section (its testimonials are Content → testimonials) and the awards.
 */
export const impactSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    // The page's hero has no buttons.
    eyebrow: hero().shape.eyebrow,
    headline: hero().shape.headline,
    subtitle: hero().shape.subtitle,
    stats: stats('Headline figures', 4),
  }),
  results: group('Results', {
    ...intro(),
    stats: list(
      'Figures',
      group('Figure', {
        value: text('Figure', { limit: 12, help: 'As shown, e.g. "92%" or "10K+".' }),
        label: text('What it measures', { limit: 70 }),
      }),
      { itemLabel: 'Figure', itemTitle: 'label', maxItems: 8 },
    ),
  }),
  caseStudies: group('Case studies', {
    ...intro(),
    industryLabel: text('Industry label', { limit: 20 }),
    sizeLabel: text('Company size label', { limit: 20 }),
    challengeHeading: text("Challenge's heading", { limit: 30, help: 'In every case study (h4).' }),
    solutionHeading: text("Solution's heading", { limit: 30, help: 'In every case study (h4).' }),
    resultsHeading: text("Results' heading", { limit: 30, help: 'In every case study (h4).' }),
    items: list(
      'Case studies',
      group('Case study', {
        company: text('Company', { limit: 40, help: "The case study's heading (h3)." }),
        industry: text('Industry', { limit: 40 }),
        size: text('Company size', { limit: 40 }),
        image: image('Image'),
        challenge: text('The challenge', { limit: 250, multiline: true }),
        solution: text('Our solution', { limit: 250, multiline: true }),
        results: list('Results', text('Result', { limit: 80 }), {
          itemLabel: 'Result',
          maxItems: 6,
        }),
        quote: text('Quote', { limit: 200, multiline: true, help: 'Shown in quotation marks.' }),
        role: text("Quoted executive's role", {
          limit: 50,
          help: 'Shown as "<role>, <company>".',
        }),
      }),
      { itemLabel: 'Case study', itemTitle: 'company', maxItems: 6 },
    ),
  }),
  testimonials: group(
    'Testimonials',
    {
      ...intro(),
      carouselLabel: text("Carousel's name", {
        limit: 60,
        help: 'What screen readers call the carousel.',
      }),
      emptyText: text('When there are no testimonials', { limit: 120 }),
    },
    { help: 'The testimonials themselves are edited in Content → testimonials.' },
  ),
  recognition: group('Awards and recognition', {
    ...intro(),
    items: list(
      'Awards',
      group('Award', {
        year: text('Year', { limit: 10 }),
        title: text('Title', { limit: 60, help: "The award's heading (h3)." }),
        issuer: text('Given by', { limit: 60 }),
        description: text('Description', { limit: 160, multiline: true }),
      }),
      { itemLabel: 'Award', itemTitle: 'title', maxItems: 12 },
    ),
  }),
});

export type ImpactContent = z.infer<typeof impactSchema>;
