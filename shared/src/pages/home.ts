import { z } from 'zod';
import { buttonText, count, group, link, list, text, seo } from './fields';
import { hero, intro } from './parts';

/**
 * / (the home page): the hero with its two figures, the three pillars (a counter and key strategies
 * each), the programmes preview and the photos section's texts (its photos are the home carousel).
 */
export const homeSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    ...hero().shape,
    stats: list(
      'Figures',
      group('Figure', {
        value: text('Figure', { limit: 16, help: 'As shown, e.g. "100 to 1000+" or "2021".' }),
        label: text('What it is', { limit: 70 }),
      }),
      {
        itemLabel: 'Figure',
        itemTitle: 'label',
        maxItems: 4,
        help: 'Each figure has its icon (an audience, then an award, in turn).',
      },
    ),
  }),
  pillars: group('Pillars', {
    ...intro(),
    strategiesHeading: text("Strategies' heading", {
      limit: 30,
      help: "Above each pillar's strategies (h4), shown when a visitor opens the card.",
    }),
    moreLabel: buttonText('Open button', {
      limit: 20,
      help: 'Opens a card’s strategies.',
      disclosure: true,
    }),
    lessLabel: buttonText('Close button', {
      limit: 20,
      help: 'Closes them again.',
      disclosure: true,
    }),
    cardButton: link("Each pillar's button"),
    items: list(
      'Pillars',
      group('Pillar', {
        title: text('Title', { limit: 30, help: "The pillar's heading (h3)." }),
        value: count('Counter', { min: 0, max: 1_000_000, help: 'Counts up to this number.' }),
        suffix: text('After the counter', { limit: 6, optional: true, help: 'E.g. "%" or "+".' }),
        statLabel: text('What the counter measures', { limit: 60 }),
        description: text('Description', { limit: 220, multiline: true }),
        strategies: list('Key strategies', text('Strategy', { limit: 70 }), {
          itemLabel: 'Strategy',
          maxItems: 8,
        }),
      }),
      { itemLabel: 'Pillar', itemTitle: 'title', maxItems: 6 },
    ),
    primaryButton: link('Main button', { help: 'Under the pillars.' }),
    secondaryButton: link('Second button', { help: 'Under the pillars.' }),
  }),
  services: group('Programs preview', {
    ...intro(),
    items: list(
      'Services',
      group('Service', {
        title: text('Title', { limit: 50, help: "The service's heading (h3)." }),
        description: text('Description', { limit: 220, multiline: true }),
        highlights: list('Highlights', text('Highlight', { limit: 50 }), {
          itemLabel: 'Highlight',
          maxItems: 6,
        }),
        quote: text('Quote', { limit: 200, multiline: true, help: 'Shown in quotation marks.' }),
        quoteBy: text('Who said it', { limit: 80, help: 'A role, not a name.' }),
      }),
      { itemLabel: 'Service', itemTitle: 'title', maxItems: 4 },
    ),
    button: link('Button', { help: 'Under the services.', limit: 40 }),
  }),
  photos: group(
    'Photos',
    {
      ...intro(),
      carouselLabel: text("Carousel's name", {
        limit: 60,
        help: 'What screen readers call the carousel.',
      }),
    },
    { help: 'Shown only when the home carousel (Content → carousels) has published photos.' },
  ),
});

export type HomeContent = z.infer<typeof homeSchema>;
