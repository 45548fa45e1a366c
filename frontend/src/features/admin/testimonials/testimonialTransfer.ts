import {
  testimonialEntryProblems,
  testimonialExportFileName,
  type AdminTestimonial,
  type TestimonialBody,
  type TestimonialExportEntry,
} from '@bb/shared/admin-content';

// Export and import of testimonials as JSON (spec sections 5, 8 and 9).

export const IMPORT_MESSAGES = {
  failedTitle: 'Import failed',
  unparseable: 'Failed to parse the import file.',
  notAnArray: 'Invalid file format. Expected an array of testimonials.',
  missingFields:
    'Invalid testimonial data. Missing required fields (name, title, company, content).',
  completedTitle: 'Import completed',
  completed: (imported: number, total: number) =>
    `Successfully imported ${imported} of ${total} testimonials.`,
} as const;

export const EXPORT_MESSAGES = {
  empty: 'No data to export',
  doneTitle: 'Export successful',
  done: (count: number) => `Exported ${count} testimonials.`,
} as const;

/** Today as YYYY-MM-DD in the reader's time zone (the export's file name). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The export's entries: each testimonial without id, createdAt and updatedAt, oldest first (an
 * import posts them in the file's order, so the list reads the same after a round trip).
 */
export function exportEntries(testimonials: readonly AdminTestimonial[]): TestimonialExportEntry[] {
  return [...testimonials]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ name, title, company, content, rating, isPublished, imageUrl }) => ({
      name,
      title,
      company,
      content,
      rating,
      isPublished,
      imageUrl,
    }));
}

/** The export file: its name (testimonials-export-{date}.json) and its JSON text. */
export function exportFile(testimonials: readonly AdminTestimonial[], date = today()) {
  return {
    name: testimonialExportFileName(date),
    text: `${JSON.stringify(exportEntries(testimonials), null, 2)}\n`,
  };
}

/** A file's entries, or why it cannot be imported at all. */
export type ParsedImport = { ok: true; entries: unknown[] } | { ok: false; message: string };

export function parseImport(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.unparseable };
  }
  if (!Array.isArray(data)) return { ok: false, message: IMPORT_MESSAGES.notAnArray };
  return { ok: true, entries: data };
}

/** One entry of an import file, as the preview lists it. */
export interface ImportEntry {
  /** Its name and company, as far as the entry has them. */
  name: string;
  company: string;
  /** Why the server would refuse it (empty: it can be imported). */
  problems: string[];
  /** Whether it lacks one of the spec's required fields. */
  missingRequired: boolean;
}

const REQUIRED = ['name', 'title', 'company', 'content'] as const;

function textOf(entry: unknown, field: string): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const value = (entry as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
}

export function describeEntry(entry: unknown): ImportEntry {
  return {
    name: textOf(entry, 'name'),
    company: textOf(entry, 'company'),
    problems: testimonialEntryProblems(entry),
    missingRequired: REQUIRED.some((field) => !textOf(entry, field)),
  };
}

/** The request body for an entry that can be imported: its known fields only. */
export function entryBody(entry: unknown): TestimonialBody {
  const e = entry as Record<string, unknown>;
  const body: TestimonialBody = {
    name: String(e.name),
    title: String(e.title),
    company: String(e.company),
    content: String(e.content),
  };
  if (typeof e.rating === 'number') body.rating = e.rating;
  if (typeof e.isPublished === 'boolean') body.isPublished = e.isPublished;
  if (typeof e.imageUrl === 'string' && e.imageUrl !== '') body.imageUrl = e.imageUrl;
  return body;
}
