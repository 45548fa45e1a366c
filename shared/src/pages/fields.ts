import { z } from 'zod';
import { parseUploadUrl } from '../site';
import { isSafeHref, UNSAFE_LINK_MESSAGE, type RichText } from './rich-text';
import { richTextSchema } from './rich-text-schema';

/**
 * The building blocks of the public pages' documents. Each page's schema (`pages/<slug>.ts`) is made
 * of these, and that one definition drives the backend's validation of a save (zod), the editor's
 * generated form (the metadata below, read through `fieldMeta`) and the page component's props
 * (`z.infer`). See docs/architecture.md, "Editable public pages".
 */
export interface FieldMeta {
  kind: 'text' | 'richText' | 'number' | 'image' | 'link' | 'list' | 'group';
  /** The editor's label. */
  label: string;
  /** A line of help under the field. */
  help?: string;
  /**
   * text, richText: the length the layout is made for. The editor counts against it and warns above
   * it; the hard maximum (`hardMax`) is twice as much.
   */
  limit?: number;
  /** text: several lines. */
  multiline?: boolean;
  /**
   * text: the words of a button, checked as link texts are (`checks.ts`). `disclosure`: a button
   * that shows more of its card in place (its expanded state and its card are announced with it).
   */
  button?: 'action' | 'disclosure';
  /** text, richText: may stay empty. */
  optional?: boolean;
  /** richText: may have subheadings (their level is the template's). */
  subheadings?: boolean;
  /** list: what one item is called ("Programme"), and the field of an item that names it. */
  itemLabel?: string;
  itemTitle?: string;
  /** list: the most items the layout holds. */
  maxItems?: number;
  /** list: the item a new entry starts as. */
  newItem?: () => unknown;
  /** number: bounds. */
  min?: number;
  max?: number;
}

/** The metadata of every field of the page schemas. */
export const fieldMeta = z.registry<FieldMeta>();

/** The hard maximum of a text with this layout limit (the schema refuses more). */
export function hardMax(limit: number): number {
  return Math.max(limit * 2, 40);
}

interface TextOptions {
  limit?: number;
  multiline?: boolean;
  optional?: boolean;
  help?: string;
}

/** Plain text (may hold `{name}`-style placeholders). */
export function text(label: string, options: TextOptions = {}) {
  const limit = options.limit ?? 120;
  const max = hardMax(limit);
  return z
    .string()
    .max(max, `${label} can be at most ${max} characters long.`)
    .register(fieldMeta, { kind: 'text', label, ...options, limit });
}

/**
 * The words of a button (plain text, checked as link texts are: no "click here", no bare web
 * address). `disclosure`: it shows more of its card in place ("Learn More" / "Show Less").
 */
export function buttonText(label: string, options: TextOptions & { disclosure?: boolean } = {}) {
  const { disclosure, ...rest } = options;
  const limit = rest.limit ?? 40;
  const max = hardMax(limit);
  return z
    .string()
    .max(max, `${label} can be at most ${max} characters long.`)
    .register(fieldMeta, {
      kind: 'text',
      label,
      ...rest,
      limit,
      button: disclosure ? 'disclosure' : 'action',
    });
}

interface RichTextOptions {
  limit?: number;
  optional?: boolean;
  subheadings?: boolean;
  help?: string;
}

/** Rich text: paragraphs, lists, emphasis, links (`rich-text.ts`). */
export function richText(label: string, options: RichTextOptions = {}) {
  const limit = options.limit ?? 2_000;
  const max = hardMax(limit);
  return (richTextSchema(options.subheadings === true) as z.ZodType<RichText>)
    .refine(
      (value) =>
        value.reduce(
          (n, block) =>
            n +
            (block.type === 'list' ? block.items.flat() : block.content).reduce(
              (m, part) => m + part.text.length,
              0,
            ),
          0,
        ) <= max,
      `${label} can be at most ${max} characters long.`,
    )
    .register(fieldMeta, { kind: 'richText', label, ...options, limit });
}

/** A whole number (a counter's target). */
export function count(label: string, options: { min?: number; max?: number; help?: string } = {}) {
  const min = options.min ?? 0;
  const max = options.max ?? 1_000_000_000;
  return z
    .number()
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .register(fieldMeta, { kind: 'number', label, ...options, min, max });
}

/** Where a page image may come from: the site's own artwork or an upload. */
export function isPageImageUrl(url: string): boolean {
  return /^\/images\/[a-z0-9-]+-\d+\.(?:webp|avif)$/.test(url) || parseUploadUrl(url) !== null;
}

export interface ImageValue {
  /** `/images/<name>-<width>.webp` (the site's artwork) or an upload's URL. */
  url: string;
  /** What the image shows; required unless `decorative`. */
  alt: string;
  /** Purely decorative: screen readers skip it (alt=""). */
  decorative: boolean;
}

/** An image with its alt text (or the explicit choice that it is decorative). */
export function image(label: string, options: { help?: string } = {}) {
  return z
    .object({
      url: z.string().max(300).refine(isPageImageUrl, 'Choose an uploaded image.'),
      alt: z.string().max(250, 'Alt text can be at most 250 characters long.'),
      decorative: z.boolean(),
    })
    .register(fieldMeta, { kind: 'image', label, ...options });
}

export interface LinkValue {
  label: string;
  href: string;
}

/** A button or link: its text and where it goes. */
export function link(label: string, options: { help?: string; limit?: number } = {}) {
  const limit = options.limit ?? 40;
  return z
    .object({
      label: text('Text', { limit }),
      href: z.string().max(2_000).refine(isSafeHref, UNSAFE_LINK_MESSAGE),
    })
    .register(fieldMeta, { kind: 'link', label, ...options });
}

/** Named fields shown together: a section of the page, or the fields of a list's item. */
export function group<Shape extends z.ZodRawShape>(
  label: string,
  shape: Shape,
  options: { help?: string } = {},
) {
  return z.object(shape).register(fieldMeta, { kind: 'group', label, ...options });
}

interface ListOptions {
  /** What one item is called ("Programme"). */
  itemLabel: string;
  /** The item's field that names it in the editor (a text field). */
  itemTitle?: string;
  maxItems?: number;
  help?: string;
}

/** An ordered list of items of one shape (`group` fields, or one field). */
export function list<Item extends z.ZodType>(label: string, item: Item, options: ListOptions) {
  const maxItems = options.maxItems ?? 50;
  return z
    .array(item)
    .max(maxItems, `${label} can have at most ${maxItems} items.`)
    .register(fieldMeta, { kind: 'list', label, ...options, maxItems });
}

/** The search and sharing fields every page has. */
export function seo(defaults: { limitTitle?: number } = {}) {
  return group('Search and sharing', {
    title: text('Page title', {
      limit: defaults.limitTitle ?? 60,
      help: 'Shown in the browser tab and in search results, before the organisation name.',
    }),
    description: text('Meta description', {
      limit: 160,
      multiline: true,
      help: 'The summary search engines show under the title.',
    }),
    shareText: text('Social-share text', {
      limit: 200,
      multiline: true,
      optional: true,
      help: 'What a shared link says; the meta description when empty.',
    }),
    shareImage: image('Social-share image', {
      help: 'The picture of a shared link (1200 × 630 looks best).',
    }).nullable(),
  });
}
