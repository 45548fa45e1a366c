import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

// Runs in the phone (390 px) project only: the menu button exists at small widths.

test('accessibility (axe-core, WCAG 2.2 AA): navigation menu opened on a small screen', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'open navigation menu');
});
