import type { Page } from '@playwright/test';

/** Resolves once React has taken over the page (hydrated the prerender, or rendered the shell). */
export async function hydrated(page: Page): Promise<void> {
  // Polled on a timer: requestAnimationFrame (the default) may stall on a busy machine.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return (
        root !== null &&
        Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
        root.childElementCount > 0
      );
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Opens a page and waits until it is interactive: React has taken over the prerendered HTML and
 * the code of the sections below the hero has arrived and hydrated them. Before that a click on a
 * prerendered button does nothing, and hydration may replace the elements a test holds; on a busy
 * machine (two test workers on two cores) that window lasts long enough for a test to fall into it.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // React hydrates a boundary in a task after its chunk resolves: let a frame pass (or, should
  // frames stall on a busy machine, 100 ms).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 100);
      }),
  );
}

/**
 * Scrolls down the whole page in half-screen steps and back to its end, so that the sections and
 * carousels that load near the viewport do. Open the page with gotoHydrated first: a part only loads
 * when it comes near the viewport after hydration, and a scroll that passes it before then leaves it
 * waiting for the next scroll (on a busy machine /impact's testimonials stayed 'Loading', and in CI
 * /mwo-show's photo carousel never came, at 390 px).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
}
