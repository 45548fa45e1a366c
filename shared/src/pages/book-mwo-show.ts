import { z } from 'zod';
import { group, image, list, text, seo } from './fields';
import { heading, hero, introText } from './parts';

/**
 * /book-mwo-show: the hero with the speaker's portrait, what a booking includes (figures, formats,
 * what comes with every booking), how it works, and the speaking request's heading (the form itself
 * is the inquiries module's).
 */
export const bookMwoShowSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    ...hero().shape,
    portrait: image('Portrait', { help: 'Beside the headline on wide screens.' }),
  }),
  includes: group('What booking includes', {
    heading: heading(),
    intro: introText(),
    facts: list(
      'Figures',
      group('Figure', {
        value: text('Figure', { limit: 16, help: 'As shown, e.g. "6-8 weeks".' }),
        label: text('What it is', { limit: 40 }),
      }),
      { itemLabel: 'Figure', itemTitle: 'label', maxItems: 4 },
    ),
    formats: list(
      'Formats',
      group('Format', {
        name: text('Name', { limit: 30, help: "The format's heading (h3)." }),
        length: text('Length', { limit: 50 }),
        text: text('Text', { limit: 200, multiline: true }),
      }),
      {
        itemLabel: 'Format',
        itemTitle: 'name',
        maxItems: 8,
        help: 'Each format has its icon (keynote, workshop, panel, conference, in turn).',
      },
    ),
    includedHeading: text("Included list's heading", { limit: 50, help: 'A subheading (h3).' }),
    included: list('With every booking', text('Item', { limit: 120 }), {
      itemLabel: 'Item',
      maxItems: 10,
    }),
  }),
  steps: group('How it works', {
    heading: heading(),
    items: list(
      'Steps',
      group('Step', {
        title: text('Title', { limit: 40, help: "The step's heading (h3); numbered in order." }),
        text: text('Text', { limit: 200, multiline: true }),
      }),
      { itemLabel: 'Step', itemTitle: 'title', maxItems: 8 },
    ),
  }),
  request: group(
    'Speaking request',
    {
      heading: heading(),
      intro: introText(),
    },
    { help: 'Above the speaking request form (its fields are not part of the page).' },
  ),
});

export type BookMwoShowContent = z.infer<typeof bookMwoShowSchema>;
