import { expect, test } from '@playwright/test';
import { adminCookies } from './support/admin-account';
import { dialogNamed, expectNoHorizontalScroll, expectToast } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { runCommand } from './support/product';

// Switches the site-wide coming-soon mode, so it runs alone, after every other spec (the
// 'site-wide' projects of playwright.config.ts), at 1280 px and, for the accessibility check, 390 px.

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
/** The six auth routes (and /auth), each with the h1 of its page when opened without a token. */
const AUTH_PAGES = [
  ['/login', 'Sign In'],
  ['/auth', 'Sign In'],
  ['/register', 'Create Account'],
  ['/forgot-password', 'Forgot Password?'],
  ['/verify-email', 'Check Your Email'],
  ['/reset-password', 'Invalid Reset Link'],
  ['/set-password', 'Invalid Link'],
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
    for (const [path, heading] of AUTH_PAGES) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
        path,
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: "We're Building Something Amazing" }),
        path,
      ).toHaveCount(0);
    }
    // The sign-in form works in coming-soon mode: a refused sign-in is answered on the page.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('not-a-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByText('Invalid username or password', { exact: true }),
    ).toBeVisible();
  });

  test('switched off, the site is back', async ({ page }) => {
    expect(runCommand('coming-soon', ['off'])).toBe('Coming-soon mode is off.');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: "We're Building Something Amazing" }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book Today' })).toBeVisible();
  });

  test('an administrator switches it on from /admin/settings (confirmed first) and off again; a visitor meets it', async ({
    page,
    browser,
    context,
  }) => {
    await context.addCookies(await adminCookies(context));
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Coming soon mode' });
    await expect(toggle).not.toBeChecked();

    // Cancelled, nothing changes; confirmed, it is on.
    await toggle.click();
    const confirm = dialogNamed(page, 'Turn On Coming Soon Mode');
    await expect(confirm).toContainText('Turn on coming soon mode?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await confirm.getByRole('button', { name: 'Turn On', exact: true }).click();
    await expectToast(
      page,
      'Settings updated successfully',
      'Coming soon mode is on: visitors who are not signed in see the Coming Soon page.',
    );
    await expect(confirm).toBeHidden();
    await expect(toggle).toBeChecked();
    expect(runCommand('coming-soon', ['status'])).toBe('Coming-soon mode is on.');

    // A visitor (no cookies) gets the coming-soon page; the administrator still sees the site.
    const visitor = await browser.newContext();
    try {
      const visit = await visitor.newPage();
      await visit.goto('/about');
      await expect(
        visit.getByRole('heading', { name: "We're Building Something Amazing" }),
      ).toBeVisible();
      const admin = await context.newPage();
      await admin.goto('/about');
      await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(
        admin.getByRole('heading', { name: "We're Building Something Amazing" }),
      ).toHaveCount(0);

      // Off again at once (no confirmation): the visitor has the site back.
      await toggle.click();
      await expectToast(
        page,
        'Settings updated successfully',
        'Coming soon mode is off: everyone sees the whole site.',
      );
      await expect(toggle).not.toBeChecked();
      await visit.goto('/about');
      await expect(visit.getByRole('heading', { level: 1, name: /./ }).first()).toBeVisible();
      await expect(
        visit.getByRole('heading', { name: "We're Building Something Amazing" }),
      ).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('accessibility (axe-core, WCAG 2.2 AA): the coming-soon page, and /admin/settings with the mode on', async ({
    page,
    browser,
  }) => {
    runCommand('coming-soon', ['on']);
    try {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: "We're Building Something Amazing" }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'coming-soon page');

      const context = await browser.newContext();
      try {
        await context.addCookies(await adminCookies(context));
        const admin = await context.newPage();
        await admin.goto('/admin/settings');
        await expect(admin.getByRole('switch', { name: 'Coming soon mode' })).toBeChecked();
        await expect(
          admin.getByText(
            'Coming soon mode is on: visitors who are not signed in see only the Coming Soon page.',
          ),
        ).toBeVisible();
        await expectNoAxeViolations(admin, '/admin/settings with coming-soon mode on');
        await expectNoHorizontalScroll(admin, '/admin/settings with coming-soon mode on');
      } finally {
        await context.close();
      }
    } finally {
      runCommand('coming-soon', ['off']);
    }
  });
});
