import { expect, test } from '@playwright/test';
import { runCommand } from './support/product';

const PUBLIC_PATHS = [
  '/',
  '/about',
  '/mwo-show',
  '/book-mwo-show',
  '/programs',
  '/impact',
  '/corporate',
  '/corporate-engagement',
  '/contact',
  '/privacy',
  '/terms',
  '/my/dashboard',
  '/admin',
  '/no-such-page',
];
const AUTH_PATHS = [
  '/login',
  '/auth',
  '/register',
  '/forgot-password',
  '/verify-email',
  '/reset-password',
  '/set-password',
];

test.describe('coming-soon mode', () => {
  test.afterAll(() => {
    runCommand('coming-soon', ['off']);
  });

  test('switched on by the command, it replaces every public path for visitors, and not the sign-in paths', async ({
    page,
  }) => {
    expect(runCommand('coming-soon', ['on'])).toBe('Coming-soon mode is on.');
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: "We're Building Something Amazing" }),
        path,
      ).toBeVisible();
      await expect(page.getByText('Building Bridges. Breaking Barriers.').first()).toBeVisible();
      await expect(page.getByText(/2024/).first()).toBeVisible();
    }
    for (const path of AUTH_PATHS) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: "We're Building Something Amazing" }),
        path,
      ).toHaveCount(0);
    }
  });

  test('switched off, the site is back', async ({ page }) => {
    expect(runCommand('coming-soon', ['off'])).toBe('Coming-soon mode is off.');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: "We're Building Something Amazing" }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book Today' })).toBeVisible();
  });
});
