import {
  BARE_URL_BUTTON_MESSAGE,
  BARE_URL_MESSAGE,
  checkContent,
  linkTextProblem,
  VAGUE_BUTTON_MESSAGE,
  VAGUE_LINK_MESSAGE,
} from '@bb/shared/pages/checks';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { completeDocument, documentChanges, validateDocument } from '@bb/shared/pages/documents';
import {
  DETAIL_LINK_MESSAGE,
  detailLinkProblem,
  fillContent,
  fillHref,
  placeholderLinkProblem,
} from '@bb/shared/pages/placeholders';
import { PAGE_DEFINITIONS, PAGE_SLUGS, type PageSlug } from '@bb/shared/pages/registry';
import { type RichText, UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import {
  changedHeadings,
  parseRichText,
  richTextToMarkdown,
} from '@bb/shared/pages/rich-text-markdown';
import { DEFAULT_SITE_DETAILS, type SiteDetails } from '@bb/shared/site';
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

describe('the checks of link and button texts (one check for every link and button)', () => {
  const VAGUE = [VAGUE_LINK_MESSAGE, VAGUE_BUTTON_MESSAGE];

  it.each(PAGE_SLUGS)('%s as shipped has no vague or bare link or button text', (slug) => {
    const found = checkContent(schemaOf(slug), DEFAULT_PAGES[slug]).filter((c) =>
      [...VAGUE, BARE_URL_MESSAGE, BARE_URL_BUTTON_MESSAGE].includes(c.message),
    );
    expect(found).toEqual([]);
  });

  it('warns at a button’s text, a link field’s text and a rich-text link alike', () => {
    const contact = structuredClone(DEFAULT_PAGES.contact);
    contact.hero.generalButton = 'Click here';
    contact.hero.callButton = 'www.example.org';
    contact.forms.general.intro = [
      { type: 'paragraph', content: [{ text: 'Read more', href: '/programs' }] },
    ];
    const home = structuredClone(DEFAULT_PAGES.home);
    home.hero.primaryButton!.label = 'click here!';
    home.pillars.moreLabel = 'Click here';
    const corporate = structuredClone(DEFAULT_PAGES.corporate);
    corporate.levels.items[0].buttonLabel = 'Here';
    const speaker = structuredClone(DEFAULT_PAGES['mwo-show']);
    speaker.show.statusButton = 'www.example.org';
    const warnings = (slug: PageSlug, doc: unknown) =>
      checkContent(schemaOf(slug), doc)
        .filter((c) => [...VAGUE, BARE_URL_MESSAGE, BARE_URL_BUTTON_MESSAGE].includes(c.message))
        .map((c) => [c.path, c.message]);
    expect(warnings('contact', contact)).toEqual([
      ['hero.generalButton', VAGUE_BUTTON_MESSAGE],
      ['hero.callButton', BARE_URL_BUTTON_MESSAGE],
      ['forms.general.intro', VAGUE_LINK_MESSAGE],
    ]);
    expect(warnings('home', home)).toEqual([
      ['hero.primaryButton.label', VAGUE_LINK_MESSAGE],
      ['pillars.moreLabel', VAGUE_BUTTON_MESSAGE],
    ]);
    expect(warnings('corporate', corporate)).toEqual([
      ['levels.items.0.buttonLabel', VAGUE_BUTTON_MESSAGE],
    ]);
    expect(warnings('mwo-show', speaker)).toEqual([['show.statusButton', BARE_URL_BUTTON_MESSAGE]]);
  });

  it('lets a disclosure say "Learn More", which a link or an action may not', () => {
    expect(linkTextProblem('Learn More', 'disclosure')).toBeUndefined();
    expect(linkTextProblem('Learn More', 'button')).toBe(VAGUE_BUTTON_MESSAGE);
    expect(linkTextProblem('Learn  more.', 'link')).toBe(VAGUE_LINK_MESSAGE);
    expect(linkTextProblem('Click here', 'disclosure')).toBe(VAGUE_BUTTON_MESSAGE);
    expect(linkTextProblem('Book Free Consultation', 'link')).toBeUndefined();
  });
});

describe('organisation details placed into links (placeholders)', () => {
  const site = (changes: Partial<SiteDetails>): SiteDetails => ({
    ...DEFAULT_SITE_DETAILS,
    ...changes,
  });
  /** Addresses a detail could make: a script, another site, or no address at all. */
  const UNSAFE = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript\n:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    '\u200b//evil.example',
    '／／evil.example',
  ];

  it.each(UNSAFE)('no link filled with %j comes out, in a rich text or a button', (detail) => {
    // The detail as the whole address ('{speaker}'), and after a site path's '/' ('/{name}').
    const details = site({ speakerName: detail, organizationName: detail.replace(/^\//, '') });
    const hrefs = ['{speaker}', ...(/^\/[/\\\t]/.test(detail) ? ['/{name}'] : [])];
    for (const href of hrefs) {
      const filled = fillContent(
        {
          rich: [{ type: 'paragraph', content: [{ text: 'Meet us', href }] }],
          button: { label: 'Meet us', href },
        },
        details,
      );
      expect(filled.rich[0].content[0]).toEqual({ text: 'Meet us' });
      expect(filled.button).toEqual({ label: 'Meet us', href: '' });
      expect(fillHref(href, details)).toBeUndefined();
      expect(placeholderLinkProblem(href, details, 'Meet us')).toMatch(
        /^The link “Meet us” goes to “.*” once the organisation details are filled in\. Links must start with/,
      );
    }
  });

  it('keeps a link that its details fill in safely, and names none as a problem', () => {
    const details = site({ speakerName: 'Sam Rivera', email: 'sam@example.org' });
    const filled = fillContent(
      {
        text: 'Write to us',
        href: 'mailto:{email}',
        button: { label: 'Call', href: '{phoneLink}' },
      },
      details,
    );
    expect(filled).toEqual({
      text: 'Write to us',
      href: 'mailto:sam@example.org',
      button: { label: 'Call', href: DEFAULT_SITE_DETAILS.phoneHref },
    });
    expect(placeholderLinkProblem('mailto:{email}', details)).toBeUndefined();
    expect(placeholderLinkProblem('/contact', details)).toBeUndefined();
  });

  it('blocks publishing a page whose link a detail would make unsafe, at that field', () => {
    const errorsOf = (slug: PageSlug, doc: unknown, details?: SiteDetails) =>
      checkContent(schemaOf(slug), doc, details).filter((c) => c.severity === 'error');
    const home = structuredClone(DEFAULT_PAGES.home);
    home.hero.primaryButton!.href = '{phone}';
    const contact = structuredClone(DEFAULT_PAGES.contact);
    contact.forms.general.intro = [
      { type: 'paragraph', content: [{ text: 'Email us', href: '{email}' }] },
    ];
    expect(errorsOf('home', home, DEFAULT_SITE_DETAILS)).toEqual([
      {
        path: 'hero.primaryButton.href',
        severity: 'error',
        message: `This link goes to “${DEFAULT_SITE_DETAILS.phoneDisplay}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`,
      },
    ]);
    expect(errorsOf('contact', contact, DEFAULT_SITE_DETAILS)).toEqual([
      {
        path: 'forms.general.intro',
        severity: 'error',
        message: `The link “Email us” goes to “${DEFAULT_SITE_DETAILS.email}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`,
      },
    ]);
    // Without the details, only the template's rules.
    expect(errorsOf('home', home)).toEqual([]);
    expect(errorsOf('contact', contact)).toEqual([]);
  });

  it.each([
    ['/evil.example', true],
    ['\\evil.example', true],
    ['  /evil.example', true],
    ['JavaScript:alert(1)', true],
    ['java\tscript:alert(1)', true],
    ['&#x6A;avascript:alert(1)', true],
    ['&#0000106avascript:alert(1)', true],
    ['javascript&colon;alert(1)', true],
    ['&sol;/evil.example', true],
    ['data:text/html,x', true],
    ['Building Bridges Inclusion', false],
    ['Data: what inclusion changes', false],
    ['Inclusion: for everyone', false],
    ['+1 (555) 010-0199', false],
    ['Dr. Sam Rivera/Ng', false],
  ])('refuses %j as an organisation detail: %s', (value, refused) => {
    const problem = detailLinkProblem('Speaker name', value);
    expect(problem).toBe(refused ? `Speaker name ${DETAIL_LINK_MESSAGE}` : undefined);
  });
});

describe('heading lines the editor changes on its own', () => {
  it('names the lines whose level the template sets, or that become paragraphs', () => {
    const text = 'Intro\n\n# Big\n\n### Right\n\n## Middle\n\n#### Small\n\n  # Indented is text';
    expect(changedHeadings(text, true)).toEqual([
      { line: 3, typed: '# Big', saved: '### Big' },
      { line: 7, typed: '## Middle', saved: '### Middle' },
      { line: 9, typed: '#### Small', saved: '### Small' },
    ]);
    expect(changedHeadings(text, false).map((c) => [c.line, c.saved])).toEqual([
      [3, 'Big'],
      [5, 'Right'],
      [7, 'Middle'],
      [9, 'Small'],
    ]);
    // What the notice says is what saving does.
    for (const { saved } of changedHeadings(text, true))
      expect(parseRichText(saved, true)[0].type).toBe('subheading');
    expect(parseRichText('# Big', false)).toEqual(parseRichText('Big', false));
  });
});
