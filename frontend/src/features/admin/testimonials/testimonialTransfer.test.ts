import { describe, expect, it } from 'vitest';
import { testimonialEntryProblems } from '@bb/shared/admin-content';
import {
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_TITLE_MAX,
} from '@bb/shared/content';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  IMPORT_MESSAGES,
  importFileProblem,
  parseImport,
} from './testimonialTransfer';

describe('the import limits', () => {
  /** The longest entry the server takes, in characters of three bytes in UTF-8. */
  const longest = (i: number) => ({
    name: `${i} ${'€'.repeat(TESTIMONIAL_NAME_MAX - 4)}`,
    title: '€'.repeat(TESTIMONIAL_TITLE_MAX),
    company: '€'.repeat(TESTIMONIAL_COMPANY_MAX),
    content: '€'.repeat(TESTIMONIAL_CONTENT_MAX),
    rating: 5,
    isPublished: false,
    imageUrl: `/uploads/${'e'.repeat(32)}-1440x1440-1440.webp`,
  });

  it('takes the largest file of the most entries, indented as the export writes it', () => {
    const entries = Array.from({ length: IMPORT_MAX_ENTRIES }, (_, i) => longest(i));
    expect(entries.flatMap((e) => testimonialEntryProblems(e))).toEqual([]);
    const file = new Blob([`${JSON.stringify(entries, null, 2)}\n`]);
    expect(file.size).toBeLessThan(IMPORT_MAX_BYTES);
    expect(importFileProblem(file)).toBeNull();
    expect(parseImport(JSON.stringify(entries))).toEqual({ ok: true, entries });
  });

  it('refuses one entry more, and a file over the size, before reading it', () => {
    const entries = Array.from({ length: IMPORT_MAX_ENTRIES + 1 }, (_, i) => longest(i));
    expect(parseImport(JSON.stringify(entries))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooMany(IMPORT_MAX_ENTRIES + 1),
    });
    expect(importFileProblem({ size: IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ size: IMPORT_MAX_BYTES + 1 })).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it("keeps the spec's messages, and checks the array before the count", () => {
    expect(parseImport('{')).toEqual({ ok: false, message: 'Failed to parse the import file.' });
    expect(parseImport('{"0": 1}')).toEqual({
      ok: false,
      message: 'Invalid file format. Expected an array of testimonials.',
    });
  });
});
