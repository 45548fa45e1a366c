import { z } from 'zod';
import { buttonText, group, list, richText, seo, text } from './fields';
import { eyebrow, heading, introText, stats } from './parts';

/** A tab of the inquiry forms: its name and the text above its form (the form is the site's). */
function tabFields() {
  return {
    tab: text('Tab name', { limit: 24, help: "The tab's name; it also names its panel." }),
    intro: richText('Text above the form', { limit: 400 }),
  };
}

/**
 * /contact: the hero with its figures, the inquiry forms in three tabs (the forms and their labels
 * are the site's, not this document's) and the direct contact details.
 */
export const contactSchema = z.object({
  seo: seo(),
  hero: group('Hero', {
    eyebrow: eyebrow(),
    headline: text('Headline', { limit: 80, help: "The page's main heading (h1)." }),
    subtitle: text('Subtitle', { limit: 240, multiline: true }),
    generalButton: buttonText('General inquiry button', {
      limit: 30,
      help: 'Opens the General Inquiry tab of the forms below.',
    }),
    callButton: buttonText('Call button', {
      limit: 20,
      help: "Calls the organisation's phone number (organisation details); not shown without a valid one.",
    }),
    stats: stats('Figures', 4),
  }),
  forms: group('Inquiry forms', {
    heading: heading(),
    intro: introText(),
    tabsLabel: text('Name of the tabs', {
      limit: 40,
      help: 'What screen readers announce for the row of tabs.',
    }),
    general: group('General Inquiry tab', tabFields()),
    speaking: group('Speaking Request tab', tabFields()),
    partnership: group('Partnership tab', {
      ...tabFields(),
      callLine: richText('Call line', {
        limit: 120,
        optional: true,
        help: 'Beside the packet download, e.g. "Prefer to talk it through? Call us at [{phone}]({phoneLink})."',
      }),
    }),
  }),
  direct: group('Reach us directly', {
    heading: heading(40),
    phoneLabel: text('Phone label', {
      limit: 20,
      help: "Above the organisation's phone number (organisation details).",
    }),
    emailLabel: text('Email label', {
      limit: 20,
      help: "Above the organisation's email address (organisation details).",
    }),
    repliesHeading: text('Reply times heading', { limit: 40, help: 'A heading (h3).' }),
    replies: list('Reply times', text('Line', { limit: 100 }), {
      itemLabel: 'Line',
      maxItems: 6,
    }),
  }),
});

export type ContactContent = z.infer<typeof contactSchema>;
