import { z } from 'zod';
import { PARTNERSHIP_TYPES } from '../partnerships';
import { buttonText, fieldMeta, group, image, link, list, richText, seo, text } from './fields';
import { eyebrow, heading, introText } from './parts';

/** Which level of the partnership inquiry form a level card's button selects. */
function formLevel() {
  return z
    .enum(PARTNERSHIP_TYPES, {
      error: `Choose one of the form's levels: ${PARTNERSHIP_TYPES.join(', ')}.`,
    })
    .register(fieldMeta, {
      kind: 'text',
      label: 'Level in the inquiry form',
      limit: 12,
      help: `The level the card's button selects in the inquiry form below: ${PARTNERSHIP_TYPES.join(', ')} (strategic = Strategic Partner, client = Corporate Client, sponsor = Program Sponsor).`,
    });
}

/** /corporate: the business case, the partnership levels, CSR, the partnership inquiry. */
export const corporateSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    eyebrow: eyebrow(),
    headline: text('Headline', { limit: 80, help: "The page's main heading (h1)." }),
    subtitle: text('Subtitle', { limit: 240, multiline: true }),
    primaryButton: link('Button', {
      help: 'The download of the partnership packet follows it.',
    }),
  }),
  benefits: group('Business benefits', {
    heading: heading(),
    intro: introText(),
    items: list(
      'Benefit figures',
      group('Benefit', {
        value: text('Figure', { limit: 12, help: 'As shown, e.g. "35%".' }),
        label: text('What it measures', { limit: 40 }),
        detail: text('Detail', { limit: 120, multiline: true }),
      }),
      { itemLabel: 'Benefit', itemTitle: 'label', maxItems: 8 },
    ),
  }),
  levels: group('Partnership levels', {
    heading: heading(),
    intro: introText(),
    includedHeading: text("Benefits' heading", {
      limit: 40,
      help: 'The heading (h4) above each card\'s list of benefits, e.g. "What\'s included".',
    }),
    items: list(
      'Levels',
      group('Level', {
        name: text('Name', { limit: 40, help: "The card's heading (h3)." }),
        badge: text('Badge', {
          limit: 20,
          optional: true,
          help: 'A highlight on the card\'s top edge, e.g. "Most Popular"; the card is outlined and its button filled. None when empty.',
        }),
        price: text('Price', { limit: 24 }),
        priceNote: text('Price note', { limit: 60 }),
        summary: text('Summary', { limit: 200, multiline: true }),
        benefits: list('Benefits', text('Benefit', { limit: 80 }), {
          itemLabel: 'Benefit',
          maxItems: 8,
        }),
        buttonLabel: buttonText('Button text', { limit: 40 }),
        formLevel: formLevel(),
      }),
      { itemLabel: 'Level', itemTitle: 'name', maxItems: 3 },
    ),
  }),
  csr: group('Corporate social responsibility', {
    heading: heading(),
    text: text('Text', { limit: 300, multiline: true }),
    points: list('Points', text('Point', { limit: 100 }), { itemLabel: 'Point', maxItems: 6 }),
    image: image('Image'),
  }),
  inquiry: group('Partnership inquiry', {
    heading: heading(),
    intro: introText(),
    callLine: richText('Call line', {
      limit: 120,
      optional: true,
      help: 'Beside the packet download, e.g. "Prefer to talk it through? Call us at [**{phone}**]({phoneLink})."',
    }),
  }),
});

export type CorporateContent = z.infer<typeof corporateSchema>;
