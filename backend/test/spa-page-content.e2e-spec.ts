import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { fillContent } from '@bb/shared/pages/placeholders';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { PublicAnswers } from '../src/public-answer-cache/public-answers';
import { SettingsService } from '../src/settings/settings.service';
import { createUser, signedIn } from './support/accounts';
import { builtPage, fixtureBuild } from './support/ssr-build';
import { createTestApp, TestApp } from './support/test-app';

const PAGE_SCRIPT = /<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/;
const embeddedPage = (html: string) => JSON.parse(PAGE_SCRIPT.exec(html)?.[1] ?? 'null');

interface RawAnswer {
  status: number;
  /** Every header as sent, in order, except Date. */
  headers: string[];
  body: Buffer;
}

/** A request's answer as sent: status, raw headers in order (without Date), the body undecoded. */
function rawGet(
  base: string,
  pagePath: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + pagePath, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const sent: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i].toLowerCase() !== 'date')
            sent.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, headers: sent, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app listening on a port of its own (for raw requests): its base URL. */
async function listening(app: TestApp): Promise<string> {
  if (!app.http.listening)
    await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(app.http.address() as AddressInfo).port}`;
}

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

  it('sends each page from memory before Express: the same bytes and headers as Express sends (every encoding, 304, HEAD, dark mode)', async () => {
    const base = await listening(t);
    const sentFast = () => t.app.get(PublicAnswers).fastPathAnswers;
    // The same request with a body (an empty one) is never the fast path's: Express answers it, as
    // every request was answered before.
    const throughExpress = { 'transfer-encoding': 'chunked' };
    // The build's file (/contact, not editable) and a page rendered with its published document
    // (/terms), asked for as browsers and crawlers do.
    const pages = ['/contact', '/terms', '/Terms/?utm_source=newsletter'];
    const encodings = [undefined, 'gzip', 'gzip, deflate, br, zstd', 'br;q=0.5, gzip'];
    // A visitor; a member with Dark Mode on (the hint); a member with Dark Mode off.
    const cookies = [undefined, 'signed_in=dark; sid=s%3Aunknown', 'signed_in=1; sid=s%3Aunknown'];
    for (const pagePath of pages)
      for (const acceptEncoding of encodings)
        for (const cookie of cookies)
          for (const method of ['GET', 'HEAD']) {
            const headers: Record<string, string> = {};
            if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
            if (cookie) headers.cookie = cookie;
            const before = sentFast();
            const answer = await rawGet(base, pagePath, headers, method);
            expect(sentFast()).toBe(before + 1);
            const expected = await rawGet(
              base,
              pagePath,
              { ...headers, ...throughExpress },
              method,
            );
            expect(sentFast()).toBe(before + 1);
            expect(answer.status).toBe(200);
            expect(answer.headers).toEqual(expected.headers);
            expect(answer.body.equals(expected.body)).toBe(true);
            if (method === 'GET' && !acceptEncoding)
              expect(answer.body.toString().includes('data-color-mode="dark"')).toBe(
                cookie?.includes('dark') === true,
              );

            // Revalidation: the ETag of the form sent answers 304, as Express does.
            const etag = answer.headers.find((h) => h.startsWith('ETag: '))!.slice(6);
            const conditional = { ...headers, 'if-none-match': etag };
            const notModified = await rawGet(base, pagePath, conditional, method);
            expect(sentFast()).toBe(before + 2);
            const expected304 = await rawGet(
              base,
              pagePath,
              { ...conditional, ...throughExpress },
              method,
            );
            expect(notModified.status).toBe(304);
            expect(notModified.headers).toEqual(expected304.headers);
            expect(notModified.body.length).toBe(0);
          }
    // Other encodings are Express's (its compression middleware), as before.
    const before = sentFast();
    const deflate = await rawGet(base, '/terms', { 'accept-encoding': 'deflate' });
    expect(deflate.headers).toContain('Content-Encoding: deflate');
    expect(sentFast()).toBe(before);
  });

  it('renders a page as it publishes it: the first visitor after the publish does not wait for a render', async () => {
    // The stand-in render takes 1.5 s for this title.
    await saveTitle('Slowly Rendered Terms [slow render]');
    const publishing = Date.now();
    await boss
      .post('/api/admin/pages/terms/publish')
      .send({ version: await version() })
      .expect(200);
    const published = Date.now();
    expect(await html(t)).toContain('<h2 data-document>Slowly Rendered Terms [slow render]</h2>');
    expect(Date.now() - published).toBeLessThan(1000);
    // The administrator waited for it instead.
    expect(published - publishing).toBeGreaterThanOrEqual(1500);
  });
});
