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

/**
 * Answers the page's GETs of `pathname` with `status` and `body` instead of the server (an empty
 * list, a failure); other methods pass. The answer is added to `madeUp`, the calls
 * `failOnApiErrors()` does not count as the server's failures.
 */
export async function answerGets(
  page: Page,
  madeUp: Set<string>,
  pathname: string,
  status: number,
  body: unknown,
): Promise<void> {
  madeUp.add(`${status} GET ${pathname}`);
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
        : route.continue(),
  );
}
