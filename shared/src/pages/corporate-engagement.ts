import { z } from 'zod';
import { group, image, link, list, richText, seo, text } from './fields';
import { hero, heading, introText, stats } from './parts';

/**
 * /corporate-engagement: the speaker banner (portrait, figures, award badge), why inclusion matters
 * at work, the engagement formats, how an engagement works, the closing call to action.
 */
export const corporateEngagementSchema = z.object({
  seo: seo(),
  hero: hero(),
  banner: group('Speaker banner', {
    stats: stats('Hero figures', 4),
    portrait: image('Portrait', { help: "Beside the hero's text; loaded first." }),
    awardYear: text('Award year', {
      limit: 8,
      help: 'The large line of the badge on the portrait.',
    }),
    awardName: text('Award name', { limit: 40, help: 'The line under it.' }),
  }),
  why: group('Why inclusion matters', {
    heading: heading(),
    intro: introText(400),
    figures: list(
      'Figures',
      group('Figure', {
        value: text('Figure', { limit: 12, help: 'As shown, e.g. "92%".' }),
        text: text('What it measures', { limit: 80, multiline: true }),
      }),
      { itemLabel: 'Figure', itemTitle: 'text', maxItems: 8 },
    ),
    note: text('Note under the figures', { limit: 120, optional: true }),
  }),
  formats: group('Engagement formats', {
    heading: heading(),
    intro: introText(),
    lengthLabel: text('"Length" label', { limit: 20, help: "The label of each format's length." }),
    bestForLabel: text('"Best for" label', {
      limit: 20,
      help: "The label of each format's audience.",
    }),
    items: list(
      'Formats',
      group('Format', {
        title: text('Title', { limit: 40, help: "The card's heading (h3)." }),
        text: text('Text', { limit: 220, multiline: true }),
        length: text('Length', { limit: 60 }),
        bestFor: text('Best for', { limit: 100 }),
        button: link('Button'),
      }),
      { itemLabel: 'Format', itemTitle: 'title', maxItems: 8 },
    ),
    more: richText('Line after the formats', {
      limit: 120,
      optional: true,
      help: 'E.g. "Looking for something broader? [**Compare all programs and services**](/programs)".',
    }),
  }),
  steps: group('How an engagement works', {
    heading: heading(),
    items: list(
      'Steps',
      group('Step', {
        title: text('Title', { limit: 40, help: "The step's heading (h3), after its number." }),
        text: text('Text', { limit: 200, multiline: true }),
      }),
      { itemLabel: 'Step', itemTitle: 'title', maxItems: 8 },
    ),
  }),
  cta: group('Call to action', {
    heading: heading(),
    intro: introText(),
    primaryButton: link('Main button'),
    secondaryButton: link('Second button'),
  }),
});

export type CorporateEngagementContent = z.infer<typeof corporateEngagementSchema>;
