import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './e2e/support/chromium';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
/**
 * Specs that change what every visitor sees (the public carousels, testimonials and organisation
 * details; coming-soon mode): they run alone, after all the others, one file after the other.
 */
const SITE_CONTENT = /site-wide-[\w-]+\.spec\.ts/;
/**
 * The accessibility test that publishes every public page with reworded texts (issue 22): the other
 * site-content specs, running beside each other, read those pages' texts (a carousel's region
 * label), so it runs on its own after them, at each width.
 */
const EDITED_PAGES = /every public page with edited content/;
const COMING_SOON = /coming-soon\.spec\.ts/;
/**
 * The staff navigation checks (issue 20) switch coming-soon mode too, and check both widths
 * themselves: alone, after the coming-soon spec.
 */
const STAFF_NAVIGATION = /staff-navigation\.spec\.ts/;
/** Requires two-factor sign-in of every administrator for a while: after everything else. */
const TWO_FACTOR_REQUIRED = /two-factor-required\.spec\.ts/;
/** Lowers the daily upload budget every upload shares (issue 44): alone, at the very end. */
const UPLOAD_BUDGET = /upload-budget\.spec\.ts/;

/**
 * End-to-end tests: a real Chromium (Debian's /usr/bin/chromium when installed, otherwise the one in
 * the @sparticuz/chromium npm package, so nothing is downloaded) against the built product started on
 * a free port with a fresh data directory and a real SMTP server (e2e/support/global-setup.ts).
 *
 * Two workers: spec files run side by side (the tests of one file in order, in one worker). Each
 * worker has its own member account (e2e/support/member-account.ts). The specs that change what
 * every visitor sees are in the 'site content' projects (public carousels, testimonials and
 * organisation details) and then the 'site-wide' ones (coming-soon mode) and 'staff navigation'
 * (which switches it too), which depend on the others and on each other, so they run last and one
 * at a time.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  /**
   * One retry, for the browser rather than the product: now and then the headless Chromium used here
   * (147, the last @sparticuz/chromium for Node 20) stops drawing frames for a page for good, with
   * its scripts and timers still running: requestAnimationFrame never fires again and no screenshot
   * can be taken, so the next click waits for a stable element until the test's timeout. Seen in
   * CI once on the home page's test after axe had run, and here in about one run of that test in
   * 60 to 160, at a device scale of 3 and of 1; bringing the page to the front, a screencast, a
   * resize and a scroll did not revive it. The list reporter shows a test that passed on its retry
   * as flaky, so it stays visible; a test that fails twice fails the run.
   */
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        /accessibility-phone\.spec\.ts/,
        SITE_CONTENT,
        COMING_SOON,
        STAFF_NAVIGATION,
        TWO_FACTOR_REQUIRED,
        UPLOAD_BUDGET,
      ],
      use: DESKTOP,
    },
    {
      // Phone width: accessibility and layout checks only.
      name: 'phone',
      testMatch: /accessibility[\w-]*\.spec\.ts/,
      use: PHONE,
    },
    {
      name: 'site content desktop',
      testMatch: SITE_CONTENT,
      grepInvert: EDITED_PAGES,
      dependencies: ['desktop', 'phone'],
      use: DESKTOP,
    },
    {
      name: 'site content phone',
      testMatch: SITE_CONTENT,
      grep: /accessibility/,
      grepInvert: EDITED_PAGES,
      dependencies: ['site content desktop'],
      use: PHONE,
    },
    {
      name: 'edited pages desktop',
      testMatch: SITE_CONTENT,
      grep: EDITED_PAGES,
      dependencies: ['site content phone'],
      use: DESKTOP,
    },
    {
      name: 'edited pages phone',
      testMatch: SITE_CONTENT,
      grep: EDITED_PAGES,
      dependencies: ['edited pages desktop'],
      use: PHONE,
    },
    {
      name: 'site-wide desktop',
      testMatch: COMING_SOON,
      dependencies: ['edited pages phone'],
      use: DESKTOP,
    },
    {
      name: 'site-wide phone',
      testMatch: COMING_SOON,
      grep: /accessibility/,
      dependencies: ['site-wide desktop'],
      use: PHONE,
    },
    {
      name: 'staff navigation',
      testMatch: STAFF_NAVIGATION,
      dependencies: ['site-wide phone'],
      use: DESKTOP,
    },
    {
      name: 'admin two-factor required',
      testMatch: TWO_FACTOR_REQUIRED,
      dependencies: ['staff navigation'],
      use: DESKTOP,
    },
    {
      name: 'upload budget',
      testMatch: UPLOAD_BUDGET,
      dependencies: ['admin two-factor required'],
      use: DESKTOP,
    },
  ],
});
