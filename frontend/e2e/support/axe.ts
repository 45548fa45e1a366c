import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (DESIGN.md): the 2.2 rules, such as target-size, only run when asked for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list when axe-core finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Judge the page as it settles, not halfway through a fade (a toast entering, a menu opening):
  // every finite animation is jumped to its end; an endless one (a spinner, a loading skeleton's
  // pulse) never settles and is left alone. Waiting for them to end instead hung a run: on a busy
  // machine headless Chromium may stop producing frames, and an animation's clock stops with them
  // (as does requestAnimationFrame, Playwright's default polling, hence the timer below).
  const settled = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (
        animation.playState === 'running' &&
        animation.effect?.getTiming().iterations !== Infinity
      )
        animation.finish();
    }
  });
  await page.waitForFunction(settled, undefined, { polling: 100 });
  // Only the violations are read, so axe builds no selectors for what passes (set before withTags:
  // options() replaces the tags). axe.run in the page itself ("legacy mode") instead of runPartial
  // here and finishRun in a new blank page: the site has no frames, and opening that page for every
  // check cost more than the check (the same violations are found either way; the admin pages' checks
  // took about a third of the time).
  // No transition may start while axe runs either: its contrast check scrolls elements into view,
  // and scrolling starts some (the top bar over a page's hero turns opaque in 200 ms), so it would
  // read a colour halfway (the logo at 2.26:1 on the bar half faded in, now and then on the phone
  // width). The page is judged as it stands once settled; the style goes after the check.
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze()
    .finally(() => noTransitions.evaluate((style) => style.remove()));
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
