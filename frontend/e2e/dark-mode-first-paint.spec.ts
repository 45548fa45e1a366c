import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { throwawayMember } from './support/admin-account';
import { gotoHydrated } from './support/hydration';
import { signInCookies } from './support/member-account';

// Issue 13: a member with Dark Mode on sees the prerendered public pages dark from the first paint
// (the server sends them rendered dark), never light and then dark; hydration keeps them so without
// a mismatch. Visitors keep the light pages.

const LIGHT = 'rgb(250, 249, 253)';
const DARK = 'rgb(18, 16, 24)';

let darkCookies: Cookie[];

test.beforeAll(async ({ browser, baseURL }) => {
  // A member of this spec's own: its setting changes no other spec's pages.
  const account = await throwawayMember('nightowl');
  const context = await browser.newContext();
  await signInCookies(context, account);
  const response = await context.request.put('/api/user/preferences', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { darkMode: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  darkCookies = await context.cookies();
  expect(darkCookies.find((c) => c.name === 'signed_in')?.value).toBe('dark');
  await context.close();
});

/** The page's body background as the HTML alone paints it: JavaScript off. */
async function backgroundWithoutScripts(browser: Browser, path: string, cookies: Cookie[]) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  } finally {
    await context.close();
  }
}

/**
 * Loads a page with scripts on, recording the body's background at every frame from the first
 * one, and the console's errors, until the page has hydrated and its requests are done.
 */
async function backgroundsWhileLoading(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __backgrounds: string[] };
    w.__backgrounds = [];
    const record = () => {
      if (document.body) {
        const color = getComputedStyle(document.body).backgroundColor;
        if (w.__backgrounds.at(-1) !== color) w.__backgrounds.push(color);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await gotoHydrated(page, path);
  // The member's user and settings have loaded (or, for a visitor, nobody is signed in).
  await page.waitForTimeout(500);
  const backgrounds = await page.evaluate(
    () => (window as unknown as { __backgrounds: string[] }).__backgrounds,
  );
  return { backgrounds, errors };
}

for (const path of ['/', '/about']) {
  test(`${path}: the HTML itself is dark for a member with Dark Mode on, light for a visitor`, async ({
    browser,
  }) => {
    expect(await backgroundWithoutScripts(browser, path, darkCookies)).toBe(DARK);
    expect(await backgroundWithoutScripts(browser, path, [])).toBe(LIGHT);
  });
}

test('a member with Dark Mode on sees no light frame, and hydration matches', async ({
  page,
  context,
}) => {
  await context.addCookies(darkCookies);
  const { backgrounds, errors } = await backgroundsWhileLoading(page, '/about');
  expect(backgrounds).toEqual([DARK]);
  expect(errors).toEqual([]);
  await expect(page.locator('#root')).toHaveAttribute('data-color-mode', 'dark');
});

test('a visitor sees the light page throughout', async ({ page }) => {
  const { backgrounds, errors } = await backgroundsWhileLoading(page, '/about');
  expect(backgrounds).toEqual([LIGHT]);
  expect(errors).toEqual([]);
});
