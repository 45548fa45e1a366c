import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { fillContent } from '@bb/shared/pages/placeholders';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { SettingsService } from '../src/settings/settings.service';
import { createUser, signedIn } from './support/accounts';
import { builtPage, fixtureBuild } from './support/ssr-build';
import { createTestApp, TestApp } from './support/test-app';

const PAGE_SCRIPT = /<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/;
const embeddedPage = (html: string) => JSON.parse(PAGE_SCRIPT.exec(html)?.[1] ?? 'null');

/**
 * The served HTML of an editable page carries its published document from the first byte (issue
 * 22): the build prerenders the default document; once an administrator publishes another, every
 * instance renders the page again with it (the stand-in server bundle of test/fixtures/ssr shows the
 * document's seo.title). Drafts show only in the administrators' preview.
 */
describe('public pages carry their published document', () => {
  let dir: string;
  let t: TestApp;
  let second: TestApp;
  let boss: Awaited<ReturnType<typeof signedIn>>;

  const html = async (app: TestApp, p = '/terms') =>
    (await request(app.http).get(p).expect(200).expect('content-type', /html/)).text;
  const version = async () =>
    (await boss.get('/api/admin/pages/terms').expect(200)).body.version as number;
  const saveTitle = async (title: string) => {
    const content = structuredClone(DEFAULT_PAGES.terms);
    content.seo.title = title;
    await boss
      .put('/api/admin/pages/terms/draft')
      .send({ content, version: await version() })
      .expect(200);
  };

  beforeAll(async () => {
    dir = fixtureBuild(true);
    // The build's /terms, prerendered with the default document, which it carries as shown: its
    // placeholders filled with the default details (as scripts/prerender.mjs writes it).
    const contact = readFileSync(path.join(dir, 'dist', 'prerendered', 'contact.html'), 'utf8');
    writeFileSync(
      path.join(dir, 'dist', 'prerendered', 'terms.html'),
      contact
        .replaceAll('/contact', '/terms')
        .replace('fixture-built-contact', 'fixture-built-terms')
        .replace(
          '<!--/ssr:root-->',
          `<script type="application/json" id="page-content">${JSON.stringify({
            slug: 'terms',
            content: fillContent(DEFAULT_PAGES.terms, DEFAULT_SITE_DETAILS),
          })}</script><!--/ssr:root-->`,
        ),
    );
    t = await createTestApp({ FRONTEND_DIST: path.join(dir, 'dist') });
    second = await createTestApp({
      FRONTEND_DIST: path.join(dir, 'dist'),
      DATABASE_URL: t.config.databaseUrl!,
    });
    await createUser(t, { username: 'editor', isAdmin: true });
    boss = await signedIn(t, 'editor');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends the build's own file while the published document is the default, and a draft changes nothing", async () => {
    expect(await html(t)).toBe(builtPage(dir, 'terms'));
    await saveTitle('Draft Terms Title');
    expect(await html(t)).toBe(builtPage(dir, 'terms'));
    expect(await html(second)).toBe(builtPage(dir, 'terms'));
  });

  it('serves a published document in the HTML itself, on every instance at once', async () => {
    // Both instances have sent (and kept) the build's page before the publish.
    await html(t);
    await html(second);
    await saveTitle('Published Terms Title');
    await boss
      .post('/api/admin/pages/terms/publish')
      .send({ version: await version() })
      .expect(200);
    for (const app of [t, second]) {
      const page = await html(app);
      expect(page).toContain('<h2 data-document>Published Terms Title</h2>');
      expect(page).not.toContain('fixture-built-terms');
      expect(embeddedPage(page)).toMatchObject({
        slug: 'terms',
        content: { seo: { title: 'Published Terms Title' } },
      });
    }
    // Pages that are not editable are untouched.
    expect(await html(t, '/contact')).toBe(builtPage(dir, 'contact'));
  });

  it('shows the coming-soon shell, not the page, in coming-soon mode', async () => {
    const settings = t.app.get(SettingsService);
    await settings.setComingSoon(true);
    try {
      const page = await html(t);
      expect(page).not.toContain('data-prerendered');
      expect(page).not.toContain('Published Terms Title');
    } finally {
      await settings.setComingSoon(false);
    }
  });

  it("previews the draft to administrators only: the server's render, without scripts, framable by the site alone", async () => {
    await saveTitle('Previewed Draft Title');
    const res = await boss.get('/api/admin/pages/terms/preview').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
    expect(res.text).toContain('<h2 data-document>Previewed Draft Title</h2>');
    expect(res.text).not.toMatch(/<script type="module"|<script>/);
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    // The public page still shows the published document.
    expect(await html(t)).toContain('Published Terms Title');
    const dark = await boss.get('/api/admin/pages/terms/preview?mode=dark').expect(200);
    expect(dark.text).toContain('data-color-mode="dark"');
    await boss.get('/api/admin/pages/terms/preview?mode=sepia').expect(400);

    await request(t.http).get('/api/admin/pages/terms/preview').expect(401);
    await createUser(t, { username: 'member' });
    const member = await signedIn(t, 'member');
    await member.get('/api/admin/pages/terms/preview').expect(403);
  });

  it('sends a page compressed as the browser accepts, compressed again only when it changes', async () => {
    const get = (accept: string) =>
      request(t.http).get('/terms').set('Accept-Encoding', accept).expect(200);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, deflate, br, zstd');
    const gzip = await get('gzip');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
    ]);
    // The same page, its compressed forms made once: the same bytes each time.
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect((await get('br')).headers.etag).toBe(br.headers.etag);
    await saveTitle('Compressed Terms Title');
    await boss
      .post('/api/admin/pages/terms/publish')
      .send({ version: await version() })
      .expect(200);
    const after = await get('br');
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.text).toContain('<h2 data-document>Compressed Terms Title</h2>');
    expect(after.text).toBe((await get('identity')).text);
  });
});
