import { compareDocuments, wordDiff } from '@bb/shared/pages/compare';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import type { z } from 'zod';

const schema = PAGE_DEFINITIONS.about.schema as unknown as z.ZodType;
const about = () => structuredClone(DEFAULT_PAGES.about);

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

  it('compares rich text and images as their text', () => {
    const after = about();
    after.story.image.alt = 'A new description';
    const [difference] = compareDocuments(schema, about(), after);
    expect(difference).toMatchObject({ kind: 'changed', path: 'story.image' });
    const parts = difference.kind === 'changed' ? difference.parts : [];
    const added = parts.filter((p) => p.change === 'added').map((p) => p.text);
    expect(added.join(' ')).toBe('"A new description")');
    expect(parts.filter((p) => !p.change)[0].text).toBe('/images/story-960.webp (alt text ');
  });
});
