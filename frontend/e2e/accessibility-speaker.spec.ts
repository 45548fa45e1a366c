import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, scrollThrough } from './support/hydration';

// Runs in the desktop (1280 px) and phone (390 px) projects.

test.describe('accessibility of the speaker, corporate engagement and legal pages', () => {
  test('/mwo-show with its photo carousel loaded', async ({ page }) => {
    await gotoHydrated(page, '/mwo-show');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Photos from events' })).toBeVisible();
    await expectNoAxeViolations(page, '/mwo-show');
  });

  test('/mwo-show with the lightbox open', async ({ page }) => {
    await gotoHydrated(page, '/mwo-show');
    await scrollThrough(page);
    const region = page.getByRole('region', { name: 'Photos from events' });
    await region.scrollIntoViewIfNeeded();
    await region.locator('[aria-roledescription="slide"]:not([inert]) button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, '/mwo-show lightbox');
  });

  for (const path of ['/corporate-engagement', '/privacy', '/terms']) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page, path);
    });
  }
});
