import type { z } from 'zod';
import type { ImageValue } from './fields';
import { richTextPlain, type RichText } from './rich-text';
import { listItem, objectFields, pathKey, type SchemaField } from './walk';

/** A stretch of text in a comparison: unchanged, or only in the newer (added) or older (removed). */
export interface TextPart {
  text: string;
  change?: 'added' | 'removed';
}

/** One difference between two documents, worded for an editor. */
export type DocumentDifference =
  | {
      kind: 'changed';
      /** The field's path (`story.items.0.title`). */
      path: string;
      /** Where it is, in the editor's words: "Our story › Story item 2 (Roots) › Title". */
      label: string;
      /** The older and newer text in one run, the changed words marked (an image's: its alt text). */
      parts: TextPart[];
      /** An image field: the older and newer picture (null: none), shown as thumbnails. */
      images?: { before: ImageValue | null; after: ImageValue | null };
    }
  | {
      kind: 'added' | 'removed';
      path: string;
      label: string;
      /** The item's or field's text (its images by their alt text). */
      text: string;
      /** The item's pictures, in order, shown as thumbnails. */
      images?: ImageValue[];
    };

/** Differences listed at most (a document rewritten from top to bottom reads as that many). */
export const MAX_DIFFERENCES = 200;
/** Above this many word pairs a text's comparison is "all removed, all added" (no marking). */
const MAX_WORD_PAIRS = 250_000;

/**
 * The differences between two documents of one schema (`before` older, `after` newer), in page
 * order: changed texts with the changed words marked, and list items added or removed (a list's
 * items are matched by content, so a moved item reads as removed at one place and added at another).
 */
export function compareDocuments(
  schema: z.ZodType,
  before: unknown,
  after: unknown,
): DocumentDifference[] {
  const out: DocumentDifference[] = [];
  walkGroup(schema, before, after, [], [], out);
  return out.slice(0, MAX_DIFFERENCES);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function walkGroup(
  schema: z.ZodType,
  before: unknown,
  after: unknown,
  path: (string | number)[],
  labels: string[],
  out: DocumentDifference[],
): void {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  for (const [key, field] of objectFields(schema))
    walkField(field, a[key], b[key], [...path, key], [...labels, field.meta.label], out);
}

function walkField(
  field: SchemaField,
  before: unknown,
  after: unknown,
  path: (string | number)[],
  labels: string[],
  out: DocumentDifference[],
): void {
  if (out.length >= MAX_DIFFERENCES || same(before, after)) return;
  const { kind } = field.meta;
  if (kind === 'group') return walkGroup(field.schema, before, after, path, labels, out);
  if (kind === 'list') return walkList(field, before, after, path, labels, out);
  if (kind === 'image') {
    // A new picture with the same alt text is a change too: shown as the two thumbnails.
    const images = { before: imageOf(before), after: imageOf(after) };
    out.push({
      kind: 'changed',
      path: pathKey(path),
      label: labels.join(' › '),
      parts: wordDiff(fieldText(field, before), fieldText(field, after)),
      images,
    });
    return;
  }
  const older = fieldText(field, before);
  const newer = fieldText(field, after);
  if (older === newer) return;
  out.push({
    kind: 'changed',
    path: pathKey(path),
    label: labels.join(' › '),
    parts: wordDiff(older, newer),
  });
}

/** An item's name in the editor's words: "Programme 2 (Leadership)". */
function itemName(field: SchemaField, item: unknown, index: number): string {
  const base = `${field.meta.itemLabel ?? 'Item'} ${index + 1}`;
  const title =
    field.meta.itemTitle && isObject(item)
      ? item[field.meta.itemTitle]
      : typeof item === 'string'
        ? item
        : undefined;
  const text = typeof title === 'string' ? title.trim() : '';
  return text ? `${base} (${text.length > 60 ? `${text.slice(0, 57)}...` : text})` : base;
}

function walkList(
  field: SchemaField,
  before: unknown,
  after: unknown,
  path: (string | number)[],
  labels: string[],
  out: DocumentDifference[],
): void {
  const a = Array.isArray(before) ? before : [];
  const b = Array.isArray(after) ? after : [];
  const item = listItem(field);
  const keyed = objectFields(item).length > 0;
  const itemField = keyed
    ? undefined
    : { ...field, meta: { ...field.meta, kind: 'text' as const } };
  const describe = (value: unknown) =>
    keyed ? objectText(item, value) : fieldText(itemField!, value);
  // Items matched by content (longest common subsequence); a removed item followed by an added one
  // at the same place is the same item changed.
  for (const step of sequenceDiff(
    a.map((v) => JSON.stringify(v)),
    b.map((v) => JSON.stringify(v)),
  )) {
    if (out.length >= MAX_DIFFERENCES) return;
    if (step.kind === 'same') continue;
    if (step.kind === 'changed') {
      const at = [...path, step.after];
      const name = itemName(field, b[step.after], step.after);
      if (keyed) walkGroup(item, a[step.before], b[step.after], at, [...labels, name], out);
      else
        out.push({
          kind: 'changed',
          path: pathKey(at),
          label: [...labels, name].join(' › '),
          parts: wordDiff(describe(a[step.before]), describe(b[step.after])),
        });
      continue;
    }
    const index = step.kind === 'added' ? step.after : step.before;
    const value = step.kind === 'added' ? b[index] : a[index];
    const images = keyed ? objectImages(item, value) : [];
    out.push({
      kind: step.kind,
      path: pathKey([...path, index]),
      label: [...labels, itemName(field, value, index)].join(' › '),
      text: describe(value),
      ...(images.length ? { images } : {}),
    });
  }
}

/** A field's value as the text an editor compares. */
function fieldText(field: SchemaField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.meta.kind) {
    case 'richText':
      return Array.isArray(value) ? richTextPlain(value as RichText) : '';
    case 'image': {
      // The picture itself is shown as a thumbnail, never as its file's address.
      if (!isObject(value)) return '';
      return value.decorative ? 'decorative' : `alt text "${String(value.alt ?? '')}"`;
    }
    case 'link':
      return isObject(value) ? `${String(value.label ?? '')} → ${String(value.href ?? '')}` : '';
    default:
      return typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value);
  }
}

/** An image field's value, or null when there is none. */
function imageOf(value: unknown): ImageValue | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  return {
    url: value.url,
    alt: typeof value.alt === 'string' ? value.alt : '',
    decorative: value.decorative === true,
  };
}

/** The pictures of a list item's fields (its groups' too), in order. */
function objectImages(schema: z.ZodType, value: unknown): ImageValue[] {
  const v = isObject(value) ? value : {};
  return objectFields(schema).flatMap(([key, field]) => {
    if (field.meta.kind === 'image') {
      const image = imageOf(v[key]);
      return image ? [image] : [];
    }
    return field.meta.kind === 'group' ? objectImages(field.schema, v[key]) : [];
  });
}

/** A list item's fields as one text: "Title: ... / Text: ...". */
function objectText(schema: z.ZodType, value: unknown): string {
  const v = isObject(value) ? value : {};
  return objectFields(schema)
    .map(([key, field]) => {
      const text =
        field.meta.kind === 'group'
          ? objectText(field.schema, v[key])
          : field.meta.kind === 'list'
            ? Array.isArray(v[key])
              ? `${(v[key] as unknown[]).length} items`
              : ''
            : fieldText(field, v[key]);
      return text ? `${field.meta.label}: ${text}` : '';
    })
    .filter(Boolean)
    .join(' / ');
}

type Step =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'changed'; before: number; after: number }
  | { kind: 'added'; after: number }
  | { kind: 'removed'; before: number };

/**
 * `table[i][j]`: the length of the longest common subsequence of `a` from `i` and `b` from `j` (the
 * table both diffs walk from the start).
 */
function commonSuffixTable(a: readonly string[], b: readonly string[]): number[][] {
  const n = a.length;
  const m = b.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i][j] =
        a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  return table;
}

/** The edit script between two sequences (longest common subsequence), removals paired with additions. */
function sequenceDiff(a: readonly string[], b: readonly string[]): Step[] {
  const n = a.length;
  const m = b.length;
  const table = commonSuffixTable(a, b);
  const raw: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) raw.push({ kind: 'same', before: i++, after: j++ });
    else if (j < m && (i >= n || table[i][j + 1] >= table[i + 1][j]))
      raw.push({ kind: 'added', after: j++ });
    else raw.push({ kind: 'removed', before: i++ });
  }
  // Pair each run of removals with the additions next to it.
  const steps: Step[] = [];
  for (let k = 0; k < raw.length;) {
    if (raw[k].kind === 'same') {
      steps.push(raw[k++]);
      continue;
    }
    const removed: number[] = [];
    const added: number[] = [];
    while (k < raw.length && raw[k].kind !== 'same') {
      const step = raw[k++];
      if (step.kind === 'removed') removed.push(step.before);
      else if (step.kind === 'added') added.push(step.after);
    }
    const pairs = Math.min(removed.length, added.length);
    for (let p = 0; p < pairs; p++)
      steps.push({ kind: 'changed', before: removed[p], after: added[p] });
    for (const before of removed.slice(pairs)) steps.push({ kind: 'removed', before });
    for (const after of added.slice(pairs)) steps.push({ kind: 'added', after });
  }
  return steps;
}

/** Two texts as one run of parts, the words only in one of them marked (spaces kept). */
export function wordDiff(before: string, after: string): TextPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  const parts: TextPart[] = [];
  const push = (text: string, change?: TextPart['change']) => {
    const last = parts[parts.length - 1];
    if (last && last.change === change) last.text += text;
    else parts.push(change ? { text, change } : { text });
  };
  if (a.length * b.length > MAX_WORD_PAIRS) {
    if (before) push(before, 'removed');
    if (after) push(after, 'added');
    return parts;
  }
  const n = a.length;
  const m = b.length;
  const table = commonSuffixTable(a, b);
  const ops: TextPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ text: a[i++] });
      j++;
    } else if (i < n && (j >= m || table[i + 1][j] >= table[i][j + 1]))
      ops.push({ text: a[i++], change: 'removed' });
    else ops.push({ text: b[j++], change: 'added' });
  }
  // A space between two changes belongs to both ("was yesterday" → "is today" reads as one change),
  // and in each run of changes the removed words come before the added ones.
  for (let k = 0; k < ops.length;) {
    if (!ops[k].change) {
      push(ops[k++].text);
      continue;
    }
    let end = k;
    while (
      end < ops.length &&
      (ops[end].change ||
        (/^\s+$/.test(ops[end].text) && ops[end - 1]?.change && ops[end + 1]?.change))
    )
      end++;
    const run = ops.slice(k, end).flatMap((op) =>
      op.change
        ? [op]
        : [
            { text: op.text, change: 'removed' as const },
            { text: op.text, change: 'added' as const },
          ],
    );
    for (const op of run) if (op.change === 'removed') push(op.text, 'removed');
    for (const op of run) if (op.change === 'added') push(op.text, 'added');
    k = end;
  }
  return parts;
}
