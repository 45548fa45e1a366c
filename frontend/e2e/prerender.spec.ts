import { expect, test, type ConsoleMessage } from '@playwright/test';

// Keep in step with PUBLIC_PATHS in src/app/routes.tsx (a unit test checks that table).
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/programs',
  '/impact',
  '/mwo-show',
  '/book-mwo-show',
  '/corporate',
  '/corporate-engagement',
  '/contact',
  '/privacy',
  '/terms',
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_PATHS) {
    test(`${path} arrives as HTML with its heading, content and styles`, async ({ page }) => {
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

test('public pages hydrate without errors or layout shift, and anonymous visits ask for no user', async ({
  page,
}) => {
  const errors: string[] = [];
  const userRequests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userRequests.push(request.url());
  });
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect({ path, shift: shift < 0.05 }).toEqual({ path, shift: true });
    expect({ path, errors }).toEqual({ path, errors: [] });
  }
  expect(userRequests).toEqual([]);
});

test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  for (const path of PUBLIC_PATHS) expect(xml).toContain(`${path === '/' ? '/' : path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
