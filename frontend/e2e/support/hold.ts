import type { Page } from '@playwright/test';

/**
 * Holds the page's GETs of `pathname` until the returned function is called, to see a page while it
 * loads. Other methods pass.
 */
export async function holdGets(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === 'GET') await gate;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}
