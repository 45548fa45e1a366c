import type { z } from 'zod';
import { richTextPlain, type RichText } from './rich-text';
import { listItem, objectFields, pathKey, type SchemaField } from './walk';

/** What a field holds when nothing was written yet. */
export function blankValue(field: SchemaField): unknown {
  if (field.nullable) return null;
  switch (field.meta.kind) {
    case 'text':
      return '';
    case 'richText':
      return [];
    case 'number':
      return field.meta.min ?? 0;
    case 'image':
      return { url: '', alt: '', decorative: false };
    case 'link':
      return { label: '', href: '/' };
    case 'list':
      return [];
    case 'group':
      return blankObject(field.schema);
    default:
      return null;
  }
}

/** An object of a schema (a list's new item) with every field blank. */
export function blankObject(schema: z.ZodType): Record<string, unknown> {
  return Object.fromEntries(objectFields(schema).map(([key, field]) => [key, blankValue(field)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function completeField(field: SchemaField, stored: unknown, fallback: unknown): unknown {
  if (stored === undefined) return fallback === undefined ? blankValue(field) : fallback;
  if (field.meta.kind === 'group' && isObject(stored))
    return completeObject(field.schema, stored, isObject(fallback) ? fallback : undefined);
  if (field.meta.kind === 'list' && Array.isArray(stored)) {
    const item = listItem(field);
    if (!objectFields(item).length) return stored;
    return stored.map((entry) =>
      isObject(entry) ? completeObject(item, entry, undefined) : entry,
    );
  }
  return stored;
}

function completeObject(
  schema: z.ZodType,
  stored: Record<string, unknown>,
  fallback: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of objectFields(schema))
    out[key] = completeField(field, stored[key], fallback?.[key]);
  return out;
}

/**
 * A stored document with every field its schema has now: a field added to the schema after the
 * document was saved takes the default document's value (or a blank one). How a new field reaches
 * pages already edited, with no data migration (docs/architecture.md, "Adding a field").
 */
export function completeDocument<T>(schema: z.ZodType<T>, stored: unknown, fallback: T): T {
  if (!isObject(stored)) return fallback;
  return completeObject(schema, stored, fallback as Record<string, unknown>) as T;
}

/** A field's value as the audit trail shows it: rich text as its plain text, images by URL. */
function auditValue(field: SchemaField | undefined, value: unknown): unknown {
  if (field?.meta.kind === 'richText' && Array.isArray(value))
    return richTextPlain(value as RichText);
  return value ?? null;
}

const MAX_CHANGES = 40;

function diff(
  field: SchemaField | undefined,
  schema: z.ZodType | undefined,
  before: unknown,
  after: unknown,
  path: (string | number)[],
  out: Record<string, { from: unknown; to: unknown }>,
): void {
  if (Object.keys(out).length >= MAX_CHANGES) return;
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const kind = field?.meta.kind;
  if ((kind === 'group' || !field) && schema && isObject(before) && isObject(after)) {
    for (const [key, child] of objectFields(schema))
      diff(child, child.schema, before[key], after[key], [...path, key], out);
    return;
  }
  if (kind === 'list' && field && Array.isArray(before) && Array.isArray(after)) {
    const item = listItem(field);
    const keyed = objectFields(item).length > 0;
    if (before.length !== after.length) {
      out[pathKey(path)] = {
        from: `${before.length} ${before.length === 1 ? 'item' : 'items'}`,
        to: `${after.length} ${after.length === 1 ? 'item' : 'items'}`,
      };
    }
    const n = Math.min(before.length, after.length);
    for (let i = 0; i < n; i++)
      if (keyed) diff(undefined, item, before[i], after[i], [...path, i], out);
      else if (JSON.stringify(before[i]) !== JSON.stringify(after[i]))
        out[pathKey([...path, i])] = { from: before[i] ?? null, to: after[i] ?? null };
    return;
  }
  out[pathKey(path)] = { from: auditValue(field, before), to: auditValue(field, after) };
}

/**
 * The fields that differ between two documents, as the audit trail records them:
 * `{ "story.items.0.title": { from, to } }`, a list whose length changed as its item counts, at
 * most 40 fields. Null when nothing differs.
 */
export function documentChanges(
  schema: z.ZodType,
  before: unknown,
  after: unknown,
): Record<string, { from: unknown; to: unknown }> | null {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  diff(undefined, schema, before, after, [], out);
  return Object.keys(out).length ? out : null;
}

/** Field errors of a refused document: path ("story.items.0.title") → message. */
export type DocumentErrors = Record<string, string>;

/** Validates a document against its schema: the parsed value (unknown keys dropped), or the errors. */
export function validateDocument<T>(
  schema: z.ZodType<T>,
  content: unknown,
): { ok: true; value: T } | { ok: false; errors: DocumentErrors } {
  const result = schema.safeParse(content);
  if (result.success) return { ok: true, value: result.data };
  const errors: DocumentErrors = {};
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path) || '(document)';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
