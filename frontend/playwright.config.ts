import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './e2e/support/chromium';

/**
 * End-to-end tests: a real Chromium (Debian's /usr/bin/chromium when installed, otherwise the one in
 * the @sparticuz/chromium npm package, so nothing is downloaded) against the built product started on
 * a free port with a fresh data directory and a real SMTP server (e2e/support/global-setup.ts).
 * One worker: some tests switch site-wide settings (coming-soon mode).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
      testIgnore: /accessibility-phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Phone width: accessibility and layout checks only.
      name: 'phone',
      testMatch: /accessibility[\w-]*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
});
