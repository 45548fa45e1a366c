import { z } from 'zod';
import { buttonText, group, image, link, list, text, seo } from './fields';
import { eyebrow, heading, hero, introText, stats } from './parts';

/** The labels of a card's facts ("Duration", "Audience"…), shared by every card of a section. */
const factLabel = (label: string) => text(label, { limit: 20 });

/**
 * /mwo-show: the speaker's profile: the hero with figures and portrait, the biography, key
 * achievements, The MWO Show, the speaking topics, the photos and the closing call to action.
 */
export const mwoShowSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    ...hero().shape,
    stats: stats('Figures', 4),
    portrait: image('Portrait', { help: 'Beside the headline on wide screens.' }),
  }),
  biography: group('Biography', {
    heading: heading(),
    intro: introText(),
    blocks: list(
      'Biography',
      group('Block', {
        title: text('Title', { limit: 50, help: "The block's heading (h3)." }),
        text: text('Text', { limit: 500, multiline: true }),
      }),
      {
        itemLabel: 'Block',
        itemTitle: 'title',
        maxItems: 8,
        help: 'Numbered in order; the last block spans the row on wide screens.',
      },
    ),
  }),
  achievements: group('Key achievements', {
    heading: heading(),
    items: list('Achievements', text('Achievement', { limit: 120 }), {
      itemLabel: 'Achievement',
      maxItems: 16,
    }),
  }),
  show: group('The MWO Show', {
    eyebrow: eyebrow(),
    heading: heading(),
    text: text('Text', { limit: 400, multiline: true }),
    statusButton: buttonText('Status button', {
      limit: 30,
      help: 'A disabled button: the show is not released yet.',
    }),
    status: text('Status', { limit: 300, multiline: true }),
  }),
  topics: group('Speaking topics', {
    heading: heading(),
    intro: introText(),
    durationLabel: factLabel('Duration label'),
    audienceLabel: factLabel('Audience label'),
    impactLabel: factLabel('Impact label'),
    items: list(
      'Speaking topics',
      group('Topic', {
        title: text('Title', { limit: 70, help: "The topic's heading (h3)." }),
        summary: text('Summary', { limit: 300, multiline: true }),
        duration: text('Duration', { limit: 30 }),
        audience: text('Audience', { limit: 100 }),
        impact: text('Impact', { limit: 150, multiline: true }),
      }),
      { itemLabel: 'Topic', itemTitle: 'title', maxItems: 8 },
    ),
  }),
  gallery: group(
    'Photos',
    {
      heading: heading(),
      intro: introText(),
      carouselLabel: text("Carousel's name", {
        limit: 60,
        help: 'What screen readers call the carousel.',
      }),
      emptyText: text('When there are no photos', { limit: 120 }),
    },
    { help: 'The photos themselves are the mwo-show carousel (Content → carousels).' },
  ),
  cta: group('Call to action', {
    heading: heading(),
    intro: introText(),
    button: link('Button'),
  }),
});

export type MwoShowContent = z.infer<typeof mwoShowSchema>;
