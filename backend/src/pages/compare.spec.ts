import { compareDocuments, wordDiff } from '@bb/shared/pages/compare';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import type { z } from 'zod';

const schema = PAGE_DEFINITIONS.about.schema as unknown as z.ZodType;
const about = () => structuredClone(DEFAULT_PAGES.about);
const UPLOAD = `/uploads/${'a'.repeat(32)}-1200x800-960.webp`;

describe('comparing two documents (content history)', () => {
  it('finds nothing between equal documents', () => {
    expect(compareDocuments(schema, about(), about())).toEqual([]);
  });

  it('marks the changed words of a text, in the editor’s words', () => {
    const after = about();
    after.values.heading = 'Our Shared Core Values';
    expect(compareDocuments(schema, about(), after)).toEqual([
      {
        kind: 'changed',
        path: 'values.heading',
        label: 'Core values › Heading',
        parts: [{ text: 'Our ' }, { text: 'Shared ', change: 'added' }, { text: 'Core Values' }],
      },
    ]);
    expect(wordDiff('one two three', 'one four three')).toEqual([
      { text: 'one ' },
      { text: 'two', change: 'removed' },
      { text: 'four', change: 'added' },
      { text: ' three' },
    ]);
  });

  it('names list items added, removed and changed', () => {
    const before = about();
    const after = about();
    after.values.items.splice(1, 1); // removes the second value
    after.values.items.push({ title: 'Curiosity', text: 'We ask before we assume.' });
    after.values.items[0] = { ...after.values.items[0], text: 'We keep hope practical.' };
    const differences = compareDocuments(schema, before, after);
    expect(differences.map((d) => [d.kind, d.label])).toEqual([
      [
        'changed',
        expect.stringMatching(/^Core values › .* › Value 1 \(Encouragement, Faith and Hope\) › /),
      ],
      [
        'removed',
        expect.stringMatching(/^Core values › .* › Value 2 \(Empowerment Through Storytelling\)$/),
      ],
      ['added', expect.stringMatching(/^Core values › .* › Value 5 \(Curiosity\)$/)],
    ]);
    expect(differences[2]).toMatchObject({
      text: expect.stringContaining('We ask before we assume.'),
    });
    const changed = differences[0];
    expect(changed.kind === 'changed' && changed.parts).toContainEqual({
      text: expect.stringContaining('practical.'),
    });
  });

  it('compares an image as its pictures and alt text, never as its file address', () => {
    const after = about();
    after.story.image.alt = 'A new description';
    const [difference] = compareDocuments(schema, about(), after);
    expect(difference).toMatchObject({
      kind: 'changed',
      path: 'story.image',
      images: { before: DEFAULT_PAGES.about.story.image, after: after.story.image },
    });
    const parts = difference.kind === 'changed' ? difference.parts : [];
    const added = parts.filter((p) => p.change === 'added').map((p) => p.text);
    expect(added.join(' ')).toBe('"A new description"');
    expect(parts.filter((p) => !p.change)[0].text).toBe('alt text ');

    // A new picture under the same alt text is a difference too (its parts unchanged).
    const replaced = about();
    replaced.story.image.url = UPLOAD;
    const [swap] = compareDocuments(schema, about(), replaced);
    expect(swap).toMatchObject({
      kind: 'changed',
      label: 'Our story › Image',
      images: { before: { url: '/images/story-960.webp' }, after: { url: UPLOAD } },
    });
    expect(swap.kind === 'changed' && swap.parts.every((p) => !p.change)).toBe(true);
    expect(JSON.stringify(swap.kind === 'changed' && swap.parts)).not.toContain('/images/');
  });

  it('gives an added or removed item’s pictures as images, its text without their addresses', () => {
    const impact = PAGE_DEFINITIONS.impact.schema as unknown as z.ZodType;
    const before = structuredClone(DEFAULT_PAGES.impact);
    const after = structuredClone(DEFAULT_PAGES.impact);
    const added = { ...structuredClone(after.caseStudies.items[0]), industry: 'Retail' };
    added.image = { url: UPLOAD, alt: 'A shop floor', decorative: false };
    after.caseStudies.items.push(added);
    const differences = compareDocuments(impact, before, after);
    const item = differences.find((d) => d.kind === 'added');
    expect(item).toMatchObject({ images: [{ url: UPLOAD, alt: 'A shop floor' }] });
    expect(item?.kind === 'added' && item.text).toContain('Image: alt text "A shop floor"');
    expect(item?.kind === 'added' && item.text).not.toContain('/uploads/');
  });
});
