import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PUBLIC_PAGES } from '../scripts/public-pages.mjs';
import { chromiumExecutable, CHROMIUM_ARGS } from './support/chromium';
import { gotoHydrated, hydrated } from './support/hydration';

// The prerendered pages: the build scripts' table, which a unit test keeps equal to the router's.
const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PATHS) {
    test(`${path} arrives as HTML with its heading, content and styles`, async ({ page }) => {
      // Observed from the start of the page, before any script of its own runs.
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        // Every shift counts, as in Lighthouse: the phone emulation marks early ones "after input".
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/\w{4,}/);
      await expect(page.getByText('Ready to Transform Your Organization?')).toBeVisible();
      // Styled: the critical CSS is inline, so the heading has its theme font, not the default.
      const font = await h1.evaluate((el) => getComputedStyle(el).fontFamily);
      expect(font).toMatch(/Atkinson/);
      // Its own title, description and an absolute canonical URL on this server.
      await expect(page).toHaveTitle(/\| Building Bridges Inclusion$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(
        new URL(path, page.url()).href.replace(/\/$/, path === '/' ? '/' : ''),
      );
    });
  }
});

// Each page in a browser of its own, as a first visit: a fresh browser has not yet decoded the
// inline fonts, so a page laid out before its fonts are ready would shift here. The phone is
// Lighthouse's mobile preset (412 px wide, CPU slowed 4x).
test('public pages hydrate without errors or layout shift on a slow phone, and anonymous visits ask for no user', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const browser = await playwright.chromium.launch({
    executablePath: await chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const errors: string[] = [];
  const userRequests: string[] = [];
  // The stylesheet and its fonts are inline in a prerendered page: nothing to fetch, nothing late.
  const styleRequests: string[] = [];
  try {
    for (const path of PUBLIC_PATHS) {
      const page = await browser.newPage({
        baseURL,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/user') userRequests.push(request.url());
        if (/\.(css|woff2)$/.test(pathname)) styleRequests.push(pathname);
      });
      // Observed from the start of the page, before any script of its own runs.
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        // Every shift counts, as in Lighthouse: the phone emulation marks early ones "after input".
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `layout shift on ${path}`).toBeLessThan(0.01);
      expect({ path, errors }).toEqual({ path, errors: [] });
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  expect(userRequests).toEqual([]);
  expect(styleRequests).toEqual([]);
});

// The prerender renders in production mode, as the browser's build runs: in development MUI labels
// every generated class name (css-1x2y3z-MuiTypography-root), so a prerendered page's class names
// differed from the ones its hydration computed, and the browser inserted a second copy of the
// page's rules while hydrating.
test('a public page has the same class names from the server as from the browser', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/about')).text();
  const serverClasses = served.match(/<h1 class="([^"]+)"/)?.[1];
  expect(serverClasses).toMatch(/\bcss-\w+/);
  // The browser renders /about itself after a client-side navigation from the home page. The URL
  // changes as the link is clicked, while the home page's heading is still shown (the about page's
  // code is loading): wait for the about page's own heading.
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const h1 = page.locator('h1#about-hero-heading');
  await expect(h1).toHaveText(/\w/);
  expect(await h1.getAttribute('class')).toBe(serverClasses);
});

// entry-server.tsx (unusedRules): the served page carries the rules of composed components' own
// classes and of the inquiry forms it defers, so that neither hydration nor a form's arrival
// compiles CSS in the browser. Emotion inserts the rules it compiles itself into style tags without
// names; only the global styles (CSS baseline, the inputs' autofill keyframes) may be there.
for (const path of ['/', '/contact']) {
  test(`${path} hydrates, and shows its form, without compiling class rules in the browser`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    // Without scrolling (a scrolled page restyles its header, which is new CSS): the form loads
    // when it is near the viewport or when the browser is idle.
    if (path === '/contact')
      await expect(page.getByRole('form', { name: 'General inquiry' })).toBeVisible({
        timeout: 15_000,
      });
    const compiled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
        .filter((style) => !style.dataset.emotion!.includes(' '))
        .flatMap((style) => [...style.sheet!.cssRules].map((rule) => rule.cssText)),
    );
    expect(compiled.length).toBeGreaterThan(0); // the global styles
    expect(compiled.filter((rule) => /\.css-/.test(rule))).toEqual([]);
    // The inputs' autofill keyframes come once, with the baseline styles: MUI's inputs otherwise
    // add a style element of their own each as they mount (a dozen as /contact's form arrived),
    // and the browser restyled the whole page for each. The inputs keep the animations whose
    // start tells MUI that the browser filled them in.
    const autofill = await page.evaluate(() => ({
      sheets: [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some(
          (rule) => rule instanceof CSSKeyframesRule && rule.name === 'mui-auto-fill',
        ),
      ).length,
      inputs: [...document.querySelectorAll('.MuiInputBase-input')].map(
        (input) => getComputedStyle(input).animationName,
      ),
    }));
    expect(autofill.sheets).toBe(1);
    if (path === '/contact') {
      expect(autofill.inputs.length).toBeGreaterThanOrEqual(5);
      expect(new Set(autofill.inputs)).toEqual(new Set(['mui-auto-fill-cancel']));
    }
  });
}

// scripts/public-pages.mjs (loadedSoonChunks): /contact's loader preloads its form's chunks a
// few per task, so that the form's import, which starts as the page hydrates, adds none itself (Vite's
// preload helper added 18 links in one task: about 20 ms on a mid-range phone).
test('/contact preloads its form a few chunks per task, not all in the task that imports it', async ({
  page,
}) => {
  // A MutationObserver's callback gets the mutations of one task at a time.
  await page.addInitScript(() => {
    const w = window as unknown as { preloadsPerTask: number[] };
    w.preloadsPerTask = [];
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
      if (added.length) w.preloadsPerTask.push(added.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('form', { name: 'General inquiry' })).toBeVisible({
    timeout: 15_000,
  });
  const perTask = await page.evaluate(
    () => (window as unknown as { preloadsPerTask: number[] }).preloadsPerTask,
  );
  expect(perTask.length).toBeGreaterThan(3);
  expect(Math.max(...perTask)).toBeLessThanOrEqual(3);
  // The form's own chunk among them.
  expect(await page.locator('link[rel=modulepreload][href*="/assets/ContactForm-"]').count()).toBe(
    1,
  );
});

test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  for (const path of PUBLIC_PATHS) expect(xml).toContain(`${path === '/' ? '/' : path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

// scripts/prerender.mjs: a prerendered page's above-the-fold image is preloaded first, and the app's
// code is fetched only once the page has painted (it then hydrates as before).
for (const path of ['/book-mwo-show', '/contact']) {
  test(`${path} paints before it fetches the app's code, hero image first`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => /\/assets\/[\w.-]+\.js$/.test(r.name));
      const hero = resources.find((r) => /\/images\/speaker-portrait-\d+\.avif$/.test(r.name));
      return {
        firstPaint: paint?.startTime ?? null,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
        hero: hero ? hero.startTime : null,
        heroImages: document.querySelectorAll('img[fetchpriority="high"]').length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint!);
    if (path === '/book-mwo-show') {
      expect(timing.heroImages).toBe(1);
      expect(timing.hero).not.toBeNull();
      expect(timing.hero!).toBeLessThan(timing.firstScript);
    } else {
      expect(timing.heroImages).toBe(0);
    }
    // Hydrated: a client-side link navigates without a page load.
    await page.getByRole('banner').getByRole('link', { name: /about/i }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });
}
