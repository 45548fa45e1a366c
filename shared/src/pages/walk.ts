import { z } from 'zod';
import { fieldMeta, type FieldMeta } from './fields';

/** A field of a page schema, as the editor and the checks see it. */
export interface SchemaField {
  meta: FieldMeta;
  schema: z.ZodType;
  /** May be null (an optional image). */
  nullable: boolean;
}

/** The field behind `schema` (unwrapping `.nullable()`); undefined for a schema without metadata. */
export function schemaField(schema: z.ZodType): SchemaField | undefined {
  let inner = schema;
  let nullable = false;
  if (inner instanceof z.ZodNullable) {
    nullable = true;
    inner = inner.unwrap() as z.ZodType;
  }
  const meta = fieldMeta.get(inner);
  return meta ? { meta, schema: inner, nullable } : undefined;
}

/** The named fields of an object schema (a page, a group, a list item), in their order. */
export function objectFields(schema: z.ZodType): [string, SchemaField][] {
  const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, value]) => {
    const field = schemaField(value);
    return field ? [[key, field] as [string, SchemaField]] : [];
  });
}

/** The item schema of a list field. */
export function listItem(field: SchemaField): z.ZodType {
  return (field.schema as z.ZodArray<z.ZodType>).element;
}

/** The value at `path` of a document. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A path as the API and the editor name fields: `story.items.0.title`. */
export function pathKey(path: readonly (string | number | symbol)[]): string {
  return path.map(String).join('.');
}
