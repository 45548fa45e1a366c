import { setIn } from 'formik';
import type { ContentCheck } from '@bb/shared/pages/checks';
import { listItem, objectFields, type SchemaField } from '@bb/shared/pages/walk';
import type { z } from 'zod';

/** The DOM id of the input of a document field (`story.items.0.title`). */
export const fieldId = (path: string) => `page-field-${path.replace(/\./g, '-')}`;

/**
 * The document's field paths in the form's visual order (AccessibleForm focuses the first invalid
 * one): texts, numbers, link and image parts, in document order, list items in turn.
 */
export function fieldOrder(schema: z.ZodType, value: unknown, prefix = ''): string[] {
  const out: string[] = [];
  const visit = (field: SchemaField, v: unknown, path: string) => {
    switch (field.meta.kind) {
      case 'group':
        out.push(...fieldOrder(field.schema, v, path));
        return;
      case 'list':
        if (Array.isArray(v)) {
          const item = listItem(field);
          v.forEach((entry, i) => {
            const fields = objectFields(item);
            if (fields.length) out.push(...fieldOrder(item, entry, `${path}.${i}`));
            else out.push(`${path}.${i}`);
          });
        }
        out.push(path);
        return;
      case 'link':
        out.push(`${path}.label`, `${path}.href`);
        return;
      case 'image':
        out.push(`${path}.url`, `${path}.alt`);
        return;
      default:
        out.push(path);
    }
  };
  for (const [key, field] of objectFields(schema)) {
    const path = prefix ? `${prefix}.${key}` : key;
    visit(field, (value as Record<string, unknown> | undefined)?.[key], path);
  }
  return out;
}

/**
 * The server's field errors (`content.story.items.0.title`) as Formik's nested errors. A message on
 * a rich text's inner node (`...body.0.content.0.href`) goes on the rich-text field.
 */
export function formikErrors(
  errors: Record<string, string>,
  order: readonly string[],
): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(errors)) {
    const path = nearestField(key.replace(/^content\./, ''), order);
    out = setIn(out, path, message) as Record<string, unknown>;
  }
  return out;
}

/**
 * The field of the form that an error's path (`story.items.0.body.0.content.0.href`) belongs to: the
 * path itself or its nearest parent in `order` (the first field when none is).
 */
export function nearestField(path: string, order: readonly string[]): string {
  let at = path;
  while (at && !order.includes(at)) at = at.split('.').slice(0, -1).join('.');
  return at || order[0];
}

/**
 * The element that takes focus for a document field: its input (by id, else by name), or for a list
 * item (`values.items.2`), the item's first control.
 */
export function fieldElement(path: string): HTMLElement | null {
  const id = fieldId(path);
  return (
    document.getElementById(id) ??
    document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ??
    document
      .querySelector(`[aria-labelledby="${id}-name"]`)
      ?.querySelector<HTMLElement>('input, textarea, button') ??
    null
  );
}

/** The checks found at a field (warnings and errors), the rich text's included. */
export function checksAt(checks: readonly ContentCheck[], path: string): ContentCheck[] {
  return checks.filter((check) => check.path === path);
}

/**
 * Whether a check finds a problem at the field that blocks publishing: the field is then marked
 * invalid (aria-invalid), as a field with an error of the form is.
 */
export function blocksAt(checks: readonly ContentCheck[], path: string): boolean {
  return checks.some((check) => check.path === path && check.severity === 'error');
}

/** A field's label for the error summary: "Our story › Story part 2 › Title". */
export function fieldLabel(schema: z.ZodType, path: string): string {
  const names: string[] = [];
  let current: z.ZodType | undefined = schema;
  let currentField: SchemaField | undefined;
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && currentField?.meta.kind === 'list') {
      names.push(`${currentField.meta.itemLabel ?? 'Item'} ${Number(segment) + 1}`);
      current = listItem(currentField);
      currentField = undefined;
      continue;
    }
    const found: [string, SchemaField] | undefined = current
      ? objectFields(current).find(([key]) => key === segment)
      : undefined;
    if (!found) {
      if (segment === 'alt') names.push('Alt text');
      else if (segment === 'label') names.push('Text');
      else if (segment === 'href') names.push('Link');
      continue;
    }
    currentField = found[1];
    names.push(currentField.meta.label);
    current = currentField.schema;
  }
  return names.join(' › ');
}
