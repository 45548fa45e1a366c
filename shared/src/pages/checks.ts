import type { z } from 'zod';
import { DELETED_IMAGE_MESSAGE, isDeletedImage } from '../media';
import { hardMax, type ImageValue, type LinkValue } from './fields';
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
export const EMPTY_ITEM_MESSAGE = 'This item is empty: fill it in or remove it.';

const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'link',
  'this link',
  'this page',
  'go',
]);

function linkTextProblem(text: string): string | undefined {
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/[.…!:]+$/, '');
  if (VAGUE_LINK_TEXTS.has(normal)) return VAGUE_LINK_MESSAGE;
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(text.trim())) return BARE_URL_MESSAGE;
  return undefined;
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
      for (const part of richInlines(rich)) {
        if (part.href === undefined) continue;
        const problem = linkTextProblem(part.text);
        if (problem) out.push({ path: at, severity: 'warning', message: problem });
      }
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
      return;
    }
    case 'group':
      checkObject(field.schema, value, path, out);
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
        if (fields.length) checkObject(item, entry, itemPath, out);
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
): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, field] of objectFields(schema))
    checkField(field, (value as Record<string, unknown>)[key], [...path, key], out);
}

/**
 * What the accessibility checks find in a (valid) document: missing alt text, empty required
 * fields and the placeholder of an image deleted from the library (a restored revision) block a
 * publish; vague or bare link texts, empty list items and fields longer than the
 * layout's limit warn.
 */
export function checkContent(schema: z.ZodType, content: unknown): ContentCheck[] {
  const out: ContentCheck[] = [];
  checkObject(schema, content, [], out);
  return out;
}
