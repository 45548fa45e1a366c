import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { SettingsService, SITE_DETAILS_KEY } from '../src/settings/settings.service';
import { DEFAULT_SITE_DETAILS, type SiteDetails } from '../src/settings/site-details';
import { builtPage, fixtureBuild, ORIGIN } from './support/ssr-build';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The organisation details in the HTML the server sends for the public pages (issue 12): the build
 * prerenders them with the defaults; once an administrator has changed them, the server renders the
 * pages again with the build's server bundle (backend/src/spa). By default this runs against a small
 * stand-in build (test/fixtures/ssr: `web` is the dist folder, `server` the dist-ssr folder, copied
 * to a temporary folder as the build lays them out). SSR_TEST_BUILD=<folder with dist and dist-ssr>
 * runs the same checks against a real build of the frontend (e.g. `vite build --outDir <f>/dist`,
 * `vite build --ssr src/entry-server.tsx --outDir <f>/dist-ssr`, then
 * `node scripts/prerender.mjs --dist <f>/dist --ssr <f>/dist-ssr`, with node_modules reachable).
 */
const REAL_BUILD = process.env.SSR_TEST_BUILD;

const DETAILS_SCRIPT = /<script type="application\/json" id="site-details">([\s\S]*?)<\/script>/;
function embeddedDetails(html: string): unknown {
  const json = DETAILS_SCRIPT.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('public pages carry the current organisation details', () => {
  let t: TestApp;
  let dir: string;
  let settings: SettingsService;
  const edited: SiteDetails = {
    ...DEFAULT_SITE_DETAILS,
    organizationName: 'Bridgeworks Collective',
    phoneDisplay: '+1 (555) 010-0123',
    phoneHref: 'tel:+15550100123',
  };
  const setDetails = (details: Partial<SiteDetails>) => settings.set(SITE_DETAILS_KEY, details);
  const resetDetails = () =>
    t.dataSource.query('DELETE FROM setting WHERE key = $1', [SITE_DETAILS_KEY]);
  const get = (p: string) => request(t.http).get(p).expect(200).expect('content-type', /html/);
  const renderNumber = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];

  beforeAll(async () => {
    dir = REAL_BUILD ?? fixtureBuild(true);
    t = await createTestApp({ FRONTEND_DIST: path.join(dir, 'dist') });
    settings = t.app.get(SettingsService);
  });
  afterAll(async () => {
    await t.close();
    if (!REAL_BUILD) rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await resetDetails();
    await settings.setComingSoon(false);
  });

  it("sends the build's own file, byte for byte, while the details are the defaults", async () => {
    const res = await get('/contact');
    expect(res.text).toBe(builtPage(dir, 'contact'));
    expect(res.text).toContain(`href="${DEFAULT_SITE_DETAILS.phoneHref}"`);
    // The details the page was rendered with, for the browser's first render.
    expect(embeddedDetails(res.text)).toEqual(DEFAULT_SITE_DETAILS);
    // The defaults stored explicitly are the same details.
    await setDetails({ ...DEFAULT_SITE_DETAILS });
    expect((await get('/contact')).text).toBe(builtPage(dir, 'contact'));
  });

  it('sends the changed phone number, its tel: link and the new name in the title, never the old ones', async () => {
    await setDetails({
      organizationName: edited.organizationName,
      phoneDisplay: edited.phoneDisplay,
      phoneHref: edited.phoneHref,
    });
    for (const p of ['/contact', '/Contact/']) {
      const html = (await get(p)).text;
      expect(html).toContain(edited.phoneDisplay);
      expect(html).toContain(`href="${edited.phoneHref}"`);
      expect(html).not.toContain(DEFAULT_SITE_DETAILS.phoneDisplay);
      expect(html).not.toContain(DEFAULT_SITE_DETAILS.phoneHref);
      expect(html).toMatch(/<title>Contact \| Bridgeworks Collective<\/title>/);
      expect(html).not.toContain('Building Bridges Inclusion');
      // Exactly what GET /api/site answers, so the browser's first render equals this HTML.
      expect(embeddedDetails(html)).toEqual(edited);
      expect((await request(t.http).get('/api/site').expect(200)).body).toEqual(edited);
      // Still the build's page around it: one #root, hydrated; absolute URLs at PUBLIC_URL.
      expect(html.match(/<div id="root" data-prerendered>/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact"`);
      expect(html).not.toContain('public-origin.invalid');
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it("keeps the Content-Security-Policy strict: the page's inline scripts are the build's, allowed by hash", async () => {
    await setDetails({ phoneDisplay: edited.phoneDisplay, phoneHref: edited.phoneHref });
    const res = await get('/contact');
    const scriptSrc = (res.headers['content-security-policy'] as string)
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline)
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      );
  });

  it('escapes the embedded details: a value with </script> cannot end the element or add a script', async () => {
    const name = 'Bridges </script><script>alert(1)</script><!-- & Co';
    await setDetails({ organizationName: name });
    const html = (await get('/contact')).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- & Co');
    const json = DETAILS_SCRIPT.exec(html)![1];
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(embeddedDetails(html)).toEqual({ ...DEFAULT_SITE_DETAILS, organizationName: name });
    expect(html).toContain(
      '<title>Contact | Bridges &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; Co</title>',
    );
  });

  it("sends the build's file again, byte for byte, once the details are back to the defaults", async () => {
    await setDetails({ phoneDisplay: edited.phoneDisplay, phoneHref: edited.phoneHref });
    expect((await get('/contact')).text).toContain(edited.phoneDisplay);
    await resetDetails();
    expect((await get('/contact')).text).toBe(builtPage(dir, 'contact'));
  });

  it('still sends the app shell, titled with the current name, while coming-soon mode is on', async () => {
    await setDetails({ organizationName: edited.organizationName });
    await settings.setComingSoon(true);
    for (const p of ['/contact', '/', '/login']) {
      const html = (await get(p)).text;
      expect(html).not.toContain('data-prerendered');
      expect(html).not.toContain('site-details');
      expect(html).toContain('<title>Bridgeworks Collective</title>');
    }
    await settings.setComingSoon(false);
    expect((await get('/contact')).text).toContain('data-prerendered');
  });

  (REAL_BUILD ? it.skip : it)(
    'renders a page once per version of the details, and again when they change',
    async () => {
      await setDetails({ phoneDisplay: '+1 (555) 010-0111', phoneHref: 'tel:+15550100111' });
      const first = (await get('/contact')).text;
      const again = (await get('/contact')).text;
      expect(again).toBe(first);
      expect(renderNumber(again)).toBe(renderNumber(first));

      await setDetails({ phoneDisplay: '+1 (555) 010-0112', phoneHref: 'tel:+15550100112' });
      const changed = (await get('/contact')).text;
      expect(changed).toContain('+1 (555) 010-0112');
      expect(Number(renderNumber(changed))).toBeGreaterThan(Number(renderNumber(first)));
      // Simultaneous first requests share one render.
      await setDetails({ phoneDisplay: '+1 (555) 010-0113', phoneHref: 'tel:+15550100113' });
      const pages = await Promise.all([1, 2, 3].map(() => get('/contact')));
      expect(new Set(pages.map((res) => renderNumber(res.text))).size).toBe(1);
      expect(pages[0].text).toContain('+1 (555) 010-0113');
    },
  );

  (REAL_BUILD ? it.skip : it)(
    "sends the build's page without its details when a render fails (the browser loads them), never an error",
    async () => {
      await setDetails({ phoneDisplay: edited.phoneDisplay, phoneHref: edited.phoneHref });
      const html = (await get('/about')).text;
      expect(html).toContain('fixture-built-about');
      expect(html).not.toContain('site-details');
      expect(html).toBe(builtPage(dir, 'about').replace(DETAILS_SCRIPT, ''));
      // The other pages still render.
      expect((await get('/contact')).text).toContain(edited.phoneDisplay);
    },
  );

  describe('without the server bundle (dist-ssr)', () => {
    let bare: TestApp;
    let bareDir: string;

    beforeAll(async () => {
      bareDir = fixtureBuild(false);
      bare = await createTestApp({ FRONTEND_DIST: path.join(bareDir, 'dist') });
    });
    afterAll(async () => {
      await bare.close();
      rmSync(bareDir, { recursive: true, force: true });
    });

    it("sends the build's pages, without their details once they are changed, never an error", async () => {
      const bareSettings = bare.app.get(SettingsService);
      const page = () => request(bare.http).get('/contact').expect(200);
      expect((await page()).text).toBe(builtPage(bareDir, 'contact'));
      await bareSettings.set(SITE_DETAILS_KEY, { phoneDisplay: edited.phoneDisplay });
      const html = (await page()).text;
      expect(html).toBe(builtPage(bareDir, 'contact').replace(DETAILS_SCRIPT, ''));
    });
  });

  it('the Docker image carries the server bundle and the package.json that makes it an ES module', () => {
    const dockerfile = readFileSync(
      path.join(__dirname, '..', '..', 'docker', 'Dockerfile'),
      'utf8',
    );
    expect(dockerfile).toContain('COPY --from=build /app/frontend/dist-ssr ./frontend/dist-ssr');
    expect(dockerfile).toContain('COPY --from=build /app/frontend/package.json ./frontend/');
  });
});
