import type { z } from 'zod';
import { listItem, objectFields, type SchemaField } from './walk';

/**
 * The changes of a page document as the audit trail records them (`documentChanges`: path → from,
 * to), worded for people: where each is, in the editor's labels ("Our story › Story item 2 ›
 * Title"), and only what changed of an image or a link (its alt text, not the whole picture).
 */
export interface LabelledChange {
  /** The recorded path (`story.items.1.title`), with an image's or link's part (`hero.image.alt`). */
  path: string;
  /** Where it is in the editor's words; null for a path the page's schema does not have. */
  label: string | null;
  from: unknown;
  to: unknown;
}

/** The parts of an image and of a link, in the editor's words. */
const PARTS: Readonly<Record<'image' | 'link', Readonly<Record<string, string>>>> = {
  image: { url: 'Picture', alt: 'Alt text', decorative: 'Decorative' },
  link: { label: 'Text', href: 'Link' },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The field at `path` of a document of `schema`, the labels of the way there, and its place in the
 * page's order (each step's position).
 */
function locate(
  schema: z.ZodType,
  path: readonly string[],
): { labels: string[]; field: SchemaField | undefined; order: number[] } | null {
  const labels: string[] = [];
  const order: number[] = [];
  let fields = objectFields(schema);
  let field: SchemaField | undefined;
  for (const key of path) {
    if (field?.meta.kind === 'list') {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0) return null;
      labels.push(`${field.meta.itemLabel ?? 'Item'} ${index + 1}`);
      order.push(index);
      const item = listItem(field);
      fields = objectFields(item);
      // A list of plain texts: the item is a text field of the list's own label.
      field = fields.length ? undefined : { ...field, meta: { ...field.meta, kind: 'text' } };
      continue;
    }
    const at = fields.findIndex(([name]) => name === key);
    if (at === -1) return null;
    const found = fields[at][1];
    labels.push(found.meta.label);
    order.push(at);
    field = found;
    fields = found.meta.kind === 'group' ? objectFields(found.schema) : [];
  }
  return { labels, field, order };
}

/** Page order: the earlier position at the first step where they differ, a field before its parts. */
function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * The recorded changes of a document of `schema` in the page's order (the stored order is the
 * database's), each with its place in the editor's words; an image's or a link's change split into
 * the parts that changed (the audit trail records such a value whole). Changes of something else
 * than a field (the publish's schedule) follow, in their order, without a label.
 */
export function labelledChanges(
  schema: z.ZodType,
  changes: Readonly<Record<string, { from: unknown; to: unknown }>>,
): LabelledChange[] {
  const fields: { order: number[]; changes: LabelledChange[] }[] = [];
  const others: LabelledChange[] = [];
  for (const [path, { from, to }] of Object.entries(changes)) {
    const found = locate(schema, path.split('.'));
    if (!found) {
      others.push({ path, label: null, from, to });
      continue;
    }
    const label = found.labels.join(' › ');
    const kind = found.field?.meta.kind;
    if ((kind === 'image' || kind === 'link') && isObject(from) && isObject(to)) {
      const parts = Object.entries(PARTS[kind])
        .filter(([part]) => JSON.stringify(from[part] ?? null) !== JSON.stringify(to[part] ?? null))
        .map(([part, name]) => ({
          path: `${path}.${part}`,
          label: `${label} › ${name}`,
          from: from[part] ?? null,
          to: to[part] ?? null,
        }));
      fields.push({ order: found.order, changes: parts });
      continue;
    }
    fields.push({ order: found.order, changes: [{ path, label, from, to }] });
  }
  fields.sort((a, b) => compareOrder(a.order, b.order));
  return [...fields.flatMap((field) => field.changes), ...others];
}
