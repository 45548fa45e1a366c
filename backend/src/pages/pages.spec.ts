import { checkContent } from '@bb/shared/pages/checks';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { completeDocument, documentChanges, validateDocument } from '@bb/shared/pages/documents';
import { PAGE_DEFINITIONS, PAGE_SLUGS } from '@bb/shared/pages/registry';
import type { RichText } from '@bb/shared/pages/rich-text';
import { parseRichText, richTextToMarkdown } from '@bb/shared/pages/rich-text-markdown';
import { listItem, objectFields, type SchemaField } from '@bb/shared/pages/walk';
import type { z } from 'zod';

const schemaOf = (slug: (typeof PAGE_SLUGS)[number]) =>
  PAGE_DEFINITIONS[slug].schema as unknown as z.ZodType;

/** Every rich-text value of a document. */
function richTexts(schema: z.ZodType, value: unknown): RichText[] {
  const out: RichText[] = [];
  const visit = (field: SchemaField, v: unknown) => {
    if (v === null || v === undefined) return;
    if (field.meta.kind === 'richText') out.push(v as RichText);
    else if (field.meta.kind === 'group') out.push(...richTexts(field.schema, v));
    else if (field.meta.kind === 'list')
      for (const item of v as unknown[]) {
        const inner = listItem(field);
        if (objectFields(inner).length) out.push(...richTexts(inner, item));
      }
  };
  for (const [key, field] of objectFields(schema))
    visit(field, (value as Record<string, unknown>)[key]);
  return out;
}

describe('the default page documents', () => {
  it.each(PAGE_SLUGS)('%s fits its schema and has nothing that blocks publishing', (slug) => {
    const result = validateDocument(schemaOf(slug), DEFAULT_PAGES[slug]);
    expect(result).toEqual({ ok: true, value: DEFAULT_PAGES[slug] });
    expect(
      checkContent(schemaOf(slug), DEFAULT_PAGES[slug]).filter((c) => c.severity === 'error'),
    ).toEqual([]);
  });

  it.each(PAGE_SLUGS)("%s's rich texts read back the same from the editor's marks", (slug) => {
    for (const value of richTexts(schemaOf(slug), DEFAULT_PAGES[slug])) {
      const subheadings = value.some((block) => block.type === 'subheading');
      expect(parseRichText(richTextToMarkdown(value), subheadings)).toEqual(value);
    }
  });

  it('a stored document missing a field added later takes the default of that field', () => {
    const stored = structuredClone(DEFAULT_PAGES.about) as unknown as Record<string, unknown>;
    delete stored.impact;
    (stored.hero as Record<string, unknown>).headline = 'Edited';
    const complete = completeDocument(
      schemaOf('about'),
      stored,
      DEFAULT_PAGES.about,
    ) as typeof DEFAULT_PAGES.about;
    expect(complete.impact).toEqual(DEFAULT_PAGES.about.impact);
    expect(complete.hero.headline).toBe('Edited');
  });

  it('names the fields that changed, with list lengths in words', () => {
    const after = structuredClone(DEFAULT_PAGES.about);
    after.values.items.push({ title: 'New', text: 'More' });
    after.story.items[1].title = 'Another title';
    expect(documentChanges(schemaOf('about'), DEFAULT_PAGES.about, after)).toEqual({
      'values.items': { from: '5 items', to: '6 items' },
      'story.items.1.title': {
        from: DEFAULT_PAGES.about.story.items[1].title,
        to: 'Another title',
      },
    });
    expect(documentChanges(schemaOf('about'), DEFAULT_PAGES.about, DEFAULT_PAGES.about)).toBeNull();
  });
});

describe('rich text from the editor', () => {
  it('reads paragraphs, lists, emphasis and links, and keeps markup as text', () => {
    expect(
      parseRichText(
        'One **bold** and *it* [here](/contact).\n\n- a\n- b\n\n1. x\n2. y\n\n<b>raw</b>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        content: [
          { text: 'One ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'it', italic: true },
          { text: ' ' },
          { text: 'here', href: '/contact' },
          { text: '.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'x' }], [{ text: 'y' }]] },
      { type: 'paragraph', content: [{ text: '<b>raw</b>' }] },
    ]);
  });
});
