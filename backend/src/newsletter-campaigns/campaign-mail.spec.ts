import type { NewsletterBody } from '@bb/shared/newsletter';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { bodyHtml, bodyText } from './campaign-mail';

const publicUrl = 'https://bridges.example';
const body = (href: string): NewsletterBody => [
  { type: 'paragraph', content: [{ text: 'Meet us', href }, { text: ' soon.' }] },
];

describe("a campaign's links once the organisation details are filled in", () => {
  it('keeps a link its details fill in safely, made absolute', () => {
    const site = { ...DEFAULT_SITE_DETAILS, speakerName: 'Rivera' };
    expect(bodyHtml(body('/about#{speaker}'), { site, publicUrl, images: new Map() })).toContain(
      '<a href="https://bridges.example/about#Rivera"',
    );
    expect(bodyText(body('mailto:{email}'), { site, publicUrl, images: new Map() })).toBe(
      `Meet us (mailto:${site.email}) soon.`,
    );
  });

  it.each([
    ['{speaker}', 'javascript:alert(1)'],
    ['{speaker}', ' JavaScript:alert(1)'],
    ['{speaker}', '//evil.example'],
    ['/{speaker}', '/evil.example'],
    ['/{speaker}', '\\evil.example'],
    ['{speaker}', 'data:text/html,<script>alert(1)</script>'],
  ])('drops the address of %j filled with %j, keeping the words', (href, speakerName) => {
    // Details the settings refuse today, stored before that rule or written to the database.
    const site = { ...DEFAULT_SITE_DETAILS, speakerName };
    const html = bodyHtml(body(href), { site, publicUrl, images: new Map() });
    expect(html).toBe('<p style="margin:0 0 16px;">Meet us soon.</p>');
    expect(bodyText(body(href), { site, publicUrl, images: new Map() })).toBe('Meet us soon.');
  });
});
