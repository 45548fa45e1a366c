import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../scripts/public-pages.mjs';
import { hydrated } from './support/hydration';

// No page is ever wider than the viewport: not while its inquiry form is still loading (the
// skeleton, also in the prerendered HTML), not once everything has loaded. A page that scrolls
// sideways on a phone is hard to read and to use (WCAG 1.4.10 Reflow). Runs at 1280 and 390 px in
// this file's own viewports (no mobile emulation, which could zoom out to fit a too-wide page).

// The public pages (the build scripts' table, which a unit test keeps equal to the router's), plus
// the contact page's other tabs and the public pages that are not prerendered.
const PAGES = [
  ...Object.keys(PUBLIC_PAGES),
  '/contact?tab=speaking',
  '/contact?tab=corporate',
  '/newsletter/unsubscribe?token=x',
  '/newsletter/confirm?token=x',
  '/login',
  '/register',
  '/page-that-does-not-exist',
];

/** The lazy inquiry form chunks (Vite names each after its module). */
const FORM_CHUNK = /\/assets\/(ContactForm|SpeakingRequestForm|PartnershipForm)-[\w-]+\.js$/;

/** Holds back every form chunk until released, so that the page can be measured without them. */
async function holdFormChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORM_CHUNK, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** How much wider than the viewport the document and the body are (0 when they fit). */
function overflow(page: Page) {
  return page.evaluate(() => ({
    document: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    body: Math.max(0, document.body.scrollWidth - window.innerWidth),
  }));
}

const FITS = { document: 0, body: 0 };

for (const width of [1280, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    for (const path of PAGES) {
      test(`${path} never scrolls sideways, loading or loaded`, async ({ page }) => {
        const release = await holdFormChunks(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // As the server sent it (a prerendered page, before its code has run).
        expect(await overflow(page), `${path} as first shown`).toEqual(FITS);

        // Hydrated, its forms still loading (their code is held back), nothing scrolled yet.
        await hydrated(page);
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await overflow(page), `${path} with its forms loading`).toEqual(FITS);

        // Everything loaded: the forms, and whatever loads as the page is scrolled through.
        release();
        await page.evaluate(async () => {
          const step = Math.max(200, window.innerHeight / 2);
          for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await expect(page.getByTestId('plain-inquiry-form')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), `${path} loaded`).toEqual(FITS);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        expect(await overflow(page), `${path} loaded, back at the top`).toEqual(FITS);
      });
    }
  });
}
