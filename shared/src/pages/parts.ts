import { group, link, list, text } from './fields';

/**
 * Parts several pages' schemas share. Each is a function so that every page gets schemas of its own.
 */

/** The short line above a heading. */
export const eyebrow = () =>
  text('Eyebrow line', { limit: 40, help: 'The short line above the heading.' });

/** A section's heading (its level is the template's: h2). */
export const heading = (limit = 70) =>
  text('Heading', { limit, help: "The section's heading (h2)." });

/** A section's introduction under its heading. */
export const introText = (limit = 300) =>
  text('Introduction', { limit, multiline: true, optional: true });

/** A page's hero: the eyebrow line, the page's one <h1>, the subtitle and two buttons. */
export function hero(subtitleLimit = 240) {
  return group('Hero', {
    eyebrow: eyebrow(),
    headline: text('Headline', { limit: 80, help: "The page's main heading (h1)." }),
    subtitle: text('Subtitle', { limit: subtitleLimit, multiline: true }),
    primaryButton: link('Main button'),
    secondaryButton: link('Second button'),
  });
}

/** The opening of a section: eyebrow, the section's heading (h2) and an optional introduction. */
export function intro(introLimit = 300) {
  return { eyebrow: eyebrow(), heading: heading(), intro: introText(introLimit) };
}

/** Headline figures: a value ("50+") and what it counts. */
export function stats(label: string, maxItems = 6) {
  return list(
    label,
    group('Figure', {
      value: text('Figure', { limit: 12, help: 'As shown, e.g. "50+" or "100%".' }),
      label: text('What it counts', { limit: 40 }),
    }),
    { itemLabel: 'Figure', itemTitle: 'label', maxItems },
  );
}
