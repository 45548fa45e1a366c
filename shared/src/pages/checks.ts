import type { z } from 'zod';
import { DELETED_IMAGE_MESSAGE, isDeletedImage } from '../media';
import type { NewsletterBody } from '../newsletter';
import type { SiteDetails } from '../site';
import { hardMax, type ImageValue, type LinkValue } from './fields';
import { placeholderLinkProblem } from './placeholders';
import { richInlines, richTextPlain, type RichText } from './rich-text';
import { listItem, objectFields, pathKey, type SchemaField } from './walk';

/** A finding of the accessibility checks run before a publish (and shown while editing). */
export interface ContentCheck {
  /** The field, as `story.items.0.image`. */
  path: string;
  message: string;
  /** An error blocks publishing; a warning is shown and does not. */
  severity: 'error' | 'warning';
}

export const MISSING_ALT_MESSAGE =
  'Describe this image for people who cannot see it, or mark it as decorative.';
export const VAGUE_LINK_MESSAGE =
  'Link text such as "click here" or "read more" does not say where the link goes: name the destination.';
export const BARE_URL_MESSAGE =
  'A web address as link text is read out character by character: name the destination instead.';
export const VAGUE_BUTTON_MESSAGE =
  'Button text such as "click here" or "read more" does not say what the button does: name the action.';
export const BARE_URL_BUTTON_MESSAGE =
  'A web address as button text is read out character by character: name the action instead.';
export const EMPTY_ITEM_MESSAGE = 'This item is empty: fill it in or remove it.';

/** Texts that say nothing of a link or button, wherever it is. */
const EMPTY_OF_MEANING = new Set([
  'click here',
  'click',
  'here',
  'link',
  'this link',
  'this page',
  'go',
]);
/** Texts that say only "more": vague for a link or an action, clear for a disclosure's "show more". */
const MORE_OF_SOMETHING = new Set(['read more', 'more', 'learn more', 'more info']);

/**
 * What a link or a button is: a link (rich-text links, buttons of the `link` kind), a button that
 * does something (`buttonText` fields), or a disclosure that shows more of its card in place.
 */
export type LinkTextKind = 'link' | 'button' | 'disclosure';

/**
 * The one check of the words of every link and button the editors take (rich-text links in pages
 * and newsletters, `link` fields' labels, `buttonText` fields): a text that does not say where it
 * goes or what it does ("click here", "read more"), or a bare web address, which screen readers
 * read out character by character. A disclosure may say "Learn More": it is read with its
 * expanded state and its card.
 */
export function linkTextProblem(text: string, kind: LinkTextKind = 'link'): string | undefined {
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.…!:]+$/, '');
  const vague =
    EMPTY_OF_MEANING.has(normal) || (kind !== 'disclosure' && MORE_OF_SOMETHING.has(normal));
  const bare = /^(?:https?:\/\/|www\.)\S+$/i.test(text.trim());
  if (kind === 'link') return vague ? VAGUE_LINK_MESSAGE : bare ? BARE_URL_MESSAGE : undefined;
  return vague ? VAGUE_BUTTON_MESSAGE : bare ? BARE_URL_BUTTON_MESSAGE : undefined;
}

/**
 * The findings of a rich text's links: a vague or bare link text warns; with the organisation
 * details, a link whose placeholders make an address that is not allowed is an error.
 */
function checkRichTextLinks(
  rich: RichText,
  at: string,
  out: ContentCheck[],
  site: SiteDetails | undefined,
): void {
  for (const part of richInlines(rich)) {
    if (part.href === undefined) continue;
    const problem = linkTextProblem(part.text);
    if (problem) out.push({ path: at, severity: 'warning', message: problem });
    const unsafe = site && placeholderLinkProblem(part.href, site, part.text);
    if (unsafe) out.push({ path: at, severity: 'error', message: unsafe });
  }
}

function isEmptyValue(value: unknown): boolean {
  if (typeof value === 'string') return !value.trim();
  if (Array.isArray(value)) return value.length === 0;
  if (value && typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return value === null || value === undefined;
}

function checkField(
  field: SchemaField,
  value: unknown,
  path: (string | number)[],
  out: ContentCheck[],
  site: SiteDetails | undefined,
): void {
  const { meta } = field;
  const at = pathKey(path);
  if (value === null || value === undefined) return;
  switch (meta.kind) {
    case 'text': {
      const text = String(value);
      if (!text.trim() && !meta.optional)
        out.push({
          path: at,
          severity: 'error',
          message: `Enter the ${meta.label.toLowerCase()}.`,
        });
      else if (meta.limit && text.length > meta.limit && text.length <= hardMax(meta.limit))
        out.push({
          path: at,
          severity: 'warning',
          message: `Longer than the ${meta.limit} characters the layout is made for.`,
        });
      if (meta.button && text.trim()) {
        const problem = linkTextProblem(
          text,
          meta.button === 'disclosure' ? 'disclosure' : 'button',
        );
        if (problem) out.push({ path: at, severity: 'warning', message: problem });
      }
      return;
    }
    case 'richText': {
      const rich = value as RichText;
      const plain = richTextPlain(rich);
      if (!plain.trim() && !meta.optional)
        out.push({
          path: at,
          severity: 'error',
          message: `Enter the ${meta.label.toLowerCase()}.`,
        });
      else if (meta.limit && plain.length > meta.limit)
        out.push({
          path: at,
          severity: 'warning',
          message: `Longer than the ${meta.limit} characters the layout is made for.`,
        });
      checkRichTextLinks(rich, at, out, site);
      for (const block of rich)
        if (
          block.type === 'list' &&
          block.items.some((item) => !richTextPlain([{ type: 'paragraph', content: item }]).trim())
        )
          out.push({ path: at, severity: 'warning', message: 'A list has an empty item.' });
      return;
    }
    case 'image': {
      const image = value as ImageValue;
      if (isDeletedImage(image.url))
        out.push({ path: `${at}.url`, severity: 'error', message: DELETED_IMAGE_MESSAGE });
      if (!image.decorative && !image.alt.trim())
        out.push({ path: `${at}.alt`, severity: 'error', message: MISSING_ALT_MESSAGE });
      return;
    }
    case 'link': {
      const link = value as LinkValue;
      if (!link.label.trim())
        out.push({ path: `${at}.label`, severity: 'error', message: 'Enter the link text.' });
      else {
        const problem = linkTextProblem(link.label);
        if (problem) out.push({ path: `${at}.label`, severity: 'warning', message: problem });
      }
      {
        const unsafe = site && placeholderLinkProblem(link.href, site);
        if (unsafe) out.push({ path: `${at}.href`, severity: 'error', message: unsafe });
      }
      return;
    }
    case 'group':
      checkObject(field.schema, value, path, out, site);
      return;
    case 'list': {
      const items = value as unknown[];
      const item = listItem(field);
      items.forEach((entry, index) => {
        const itemPath = [...path, index];
        if (isEmptyValue(entry)) {
          out.push({ path: pathKey(itemPath), severity: 'warning', message: EMPTY_ITEM_MESSAGE });
          return;
        }
        const fields = objectFields(item);
        if (fields.length) checkObject(item, entry, itemPath, out, site);
      });
      return;
    }
    default:
      return;
  }
}

function checkObject(
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[],
  out: ContentCheck[],
  site: SiteDetails | undefined,
): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, field] of objectFields(schema))
    checkField(field, (value as Record<string, unknown>)[key], [...path, key], out, site);
}

/**
 * What the accessibility checks find in a (valid) document: missing alt text, empty required
 * fields and the placeholder of an image deleted from the library (a restored revision) block a
 * publish; vague or bare link and button texts, empty list items and fields longer than the
 * layout's limit warn. With the organisation details (`site`), a link whose placeholders would make
 * an address that is not allowed blocks it too, as a typed one would be refused.
 */
export function checkContent(
  schema: z.ZodType,
  content: unknown,
  site?: SiteDetails,
): ContentCheck[] {
  const out: ContentCheck[] = [];
  checkObject(schema, content, [], out, site);
  return out;
}

/**
 * The link checks of a newsletter's body (its rich text is the pages'): vague or bare link texts
 * warn (path `body`); with the organisation details, a link whose placeholders would make an
 * address that is not allowed is an error at its block (`body.3`), refused as a typed one is.
 */
export function checkNewsletterBody(body: NewsletterBody, site?: SiteDetails): ContentCheck[] {
  const out: ContentCheck[] = [];
  body.forEach((block, index) => {
    if (block.type === 'image') return;
    const found: ContentCheck[] = [];
    checkRichTextLinks([block], 'body', found, site);
    for (const check of found)
      out.push(check.severity === 'error' ? { ...check, path: `body.${index}` } : check);
  });
  return out;
}
