import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

// Runs in the desktop (1280 px) and phone (390 px) projects. The coming-soon page's check is in
// coming-soon.spec.ts, which runs alone (it switches the site-wide mode).

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test('home page, at the top and scrolled (opaque navigation bar)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, '/');
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page, '/ scrolled');
  });

  test('404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, '404');
  });

  test('newsletter success and error toasts', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /email/i }).fill(`a11y-${Date.now()}@example.org`);
    await footer.getByRole('button', { name: /subscribe/i }).click();
    await expect(page.getByText(/your subscription starts once you do\./)).toBeVisible();
    await expectNoAxeViolations(page, 'newsletter success toast');
    await footer.getByRole('textbox', { name: /email/i }).fill('someone@localhost');
    await footer.getByRole('button', { name: /subscribe/i }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expectNoAxeViolations(page, 'newsletter error toast');
  });

  test('newsletter confirm page: missing token, and an expired link after pressing the button', async ({
    page,
  }) => {
    await page.goto('/newsletter/confirm');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'confirm without token');
    await page.goto('/newsletter/confirm?token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      /not valid or has expired/,
    );
    await expectNoAxeViolations(page, 'confirm with an invalid token');
  });

  test('unsubscribe page: missing token, and an invalid link after pressing the button', async ({
    page,
  }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'unsubscribe without token');
    await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: /unsubscribe/i }).click();
    await expect(page.getByText(/not valid/i).first()).toBeVisible();
    await expectNoAxeViolations(page, 'unsubscribe with an invalid token');
  });
});
