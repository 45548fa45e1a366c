import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, scrollThrough } from './support/hydration';

// Runs in the desktop (1280 px) and phone (390 px) projects: Home, About, Programs, Impact.

test.describe('accessibility (axe-core, WCAG 2.2 AA): marketing pages', () => {
  test('home page, scrolled through, and with a pillar expanded', async ({ page }) => {
    await gotoHydrated(page, '/');
    await scrollThrough(page);
    await expectNoAxeViolations(page, '/');
    const card = page.getByRole('article', { name: 'Innovation', exact: true });
    await card.getByRole('button', { name: 'Learn More' }).click();
    await expect(card.getByRole('heading', { name: 'Key Strategies' })).toBeVisible();
    await expectNoAxeViolations(page, '/ with a pillar expanded');
  });

  test('about page with the testimonials carousel and another story item open', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Client testimonials' })).toBeVisible();
    await expectNoAxeViolations(page, '/about');
    await page.getByRole('button', { name: "The Founders' Journey" }).click();
    await expect(page.getByRole('region', { name: "The Founders' Journey" })).toBeVisible();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expectNoAxeViolations(page, '/about with the accordion open, second testimonial');
  });

  test('programs page', async ({ page }) => {
    await page.goto('/programs');
    await scrollThrough(page);
    await expectNoAxeViolations(page, '/programs');
  });

  test('impact page with the testimonials carousel', async ({ page }) => {
    await gotoHydrated(page, '/impact');
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Client testimonials' })).toBeVisible();
    await expectNoAxeViolations(page, '/impact');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expectNoAxeViolations(page, '/impact, carousel moved');
  });
});
