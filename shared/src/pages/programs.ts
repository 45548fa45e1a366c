import { z } from 'zod';
import { group, image, link, list, text, seo } from './fields';
import { hero, intro } from './parts';

/** /programs: the programmes, each with its picture, features, duration, audience and a quote. */
export const programsSchema = z.object({
  seo: seo(),
  hero: hero(),
  programs: group('Programmes', {
    ...intro(),
    featuresHeading: text("Features' heading", {
      limit: 30,
      help: "Above each programme's features (h4).",
    }),
    durationLabel: text('Duration label', { limit: 20 }),
    audienceLabel: text('Audience label', { limit: 20 }),
    button: link("Each programme's button", {
      help: 'Under every programme; screen readers hear the programme it belongs to.',
    }),
    items: list(
      'Programmes',
      group('Programme', {
        title: text('Title', { limit: 50, help: "The programme's heading (h3)." }),
        description: text('Description', { limit: 300, multiline: true }),
        image: image('Image'),
        features: list('Features', text('Feature', { limit: 50 }), {
          itemLabel: 'Feature',
          maxItems: 10,
          help: 'The card shows the first four.',
        }),
        duration: text('Duration', { limit: 40 }),
        audience: text('Ideal for', { limit: 120, multiline: true }),
        quote: text('Sample quote', {
          limit: 220,
          multiline: true,
          help: 'Shown in quotation marks.',
        }),
        quoteBy: text('Who said it', { limit: 80, help: 'A role, not a name.' }),
      }),
      { itemLabel: 'Programme', itemTitle: 'title', maxItems: 8 },
    ),
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
    {
      help: 'Shown only when the programs carousel (Content → carousels) has published photos.',
    },
  ),
});

export type ProgramsContent = z.infer<typeof programsSchema>;
