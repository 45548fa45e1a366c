import { z } from 'zod';
import { group, image, list, richText, text, seo } from './fields';
import { hero, intro, stats } from './parts';

/** /about: mission and vision, core values, impact figures, the story. */
export const aboutSchema = z.object({
  seo: seo(),
  hero: hero(),
  mission: group('Mission and vision', {
    ...intro(),
    missionTitle: text('Mission title', { limit: 40 }),
    missionText: text('Mission', { limit: 400, multiline: true }),
    visionTitle: text('Vision title', { limit: 40 }),
    visionText: text('Vision', { limit: 400, multiline: true }),
  }),
  values: group('Core values', {
    ...intro(),
    items: list(
      'Values',
      group('Value', {
        title: text('Title', { limit: 50 }),
        text: text('Text', { limit: 220, multiline: true }),
      }),
      { itemLabel: 'Value', itemTitle: 'title', maxItems: 10 },
    ),
  }),
  impact: group('Impact figures', {
    heading: text('Heading', { limit: 60, help: "The band's heading (h2)." }),
    stats: stats('Figures', 4),
  }),
  story: group('Our story', {
    ...intro(),
    image: image('Image'),
    items: list(
      'Story',
      group('Story part', {
        title: text('Title', { limit: 70, help: 'The accordion heading (h3).' }),
        body: richText('Text', { limit: 1_200 }),
      }),
      { itemLabel: 'Story part', itemTitle: 'title', maxItems: 8 },
    ),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
