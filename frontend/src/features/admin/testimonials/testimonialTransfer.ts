import {
  testimonialEntryProblems,
  testimonialExportFileName,
  type AdminTestimonial,
  type TestimonialBody,
  type TestimonialExportEntry,
} from '@bb/shared/admin-content';
import { formatCount } from '@bb/shared/options';

// Export and import of testimonials as JSON (spec sections 5, 8 and 9).

/**
 * The most entries one import takes (docs/decisions.md, "Testimonial import limits"): ten times the
 * testimonials a small organisation gathers in years, so that an export always comes back in one
 * file, while the preview stays quick and posting them one at a time takes seconds, not minutes.
 */
export const IMPORT_MAX_ENTRIES = 500;
/**
 * The largest import file, checked before it is read: IMPORT_MAX_ENTRIES entries with every field at
 * its longest, written in three-byte characters and indented as the export is, take about 3.4 MB.
 */
export const IMPORT_MAX_MB = 5;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

export const IMPORT_MESSAGES = {
  failedTitle: 'Import failed',
  unparseable: 'Failed to parse the import file.',
  notAnArray: 'Invalid file format. Expected an array of testimonials.',
  tooLarge: `The file is too large: at most ${IMPORT_MAX_MB} MB can be imported.`,
  tooMany: (count: number) =>
    `Too many testimonials: the file holds ${formatCount(count)} and at most ${IMPORT_MAX_ENTRIES} can be imported at once. Split it into smaller files.`,
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
  failedTitle: 'Export failed',
  failed: 'The testimonials could not be read. Please try again.',
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

/** Why a chosen file is not read at all (too large), or null: checked before reading it. */
export function importFileProblem(file: Pick<Blob, 'size'>): string | null {
  return file.size > IMPORT_MAX_BYTES ? IMPORT_MESSAGES.tooLarge : null;
}

/** The file's entries, or why there is nothing to preview: not JSON, not an array, too many. */
export function parseImport(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.unparseable };
  }
  if (!Array.isArray(data)) return { ok: false, message: IMPORT_MESSAGES.notAnArray };
  if (data.length > IMPORT_MAX_ENTRIES)
    return { ok: false, message: IMPORT_MESSAGES.tooMany(data.length) };
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
