import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/** The speaker page's photo carousel, brought near the viewport so it loads. */
export async function speakerCarousel(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/mwo-show');
  // The section's placeholder is swapped for the carousel as it nears the viewport: scroll again if
  // the heading was replaced under the scroll.
  const heading = page.getByRole('heading', { level: 2, name: 'Moments from the Stage' });
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  const region = page.getByRole('region', { name: 'Photos from events' });
  await expect(region).toBeVisible();
  return region;
}
