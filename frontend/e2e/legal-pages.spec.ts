import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test.describe('legal pages', () => {
  test('privacy policy: date, sections, cookies and contact lines', async ({ page }) => {
    await gotoHydrated(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated January 15, 2025')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Contents',
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security and Retention',
      'Your Rights',
      'Cookies',
      'Changes to This Policy',
      'Contact Us',
    ]);
    await expect(main.getByRole('table', { name: 'Cookies set by this site' })).toContainText(
      'sid',
    );
    await expect(main.getByRole('link', { name: 'hello@example.org' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@example.org',
    );

    // The table of contents moves to the section.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Cookies' })
      .click();
    await expect(page).toHaveURL(/\/privacy#cookies$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
  });

  test('terms of service: dates, ten numbered sections in order, legal notice', async ({
    page,
  }) => {
    await gotoHydrated(page, '/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated January 15, 2025')).toBeVisible();
    await expect(page.getByText('Effective January 15, 2025')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Contents',
      '1. Acceptance of Terms',
      '2. Our Services',
      '3. Booking and Scheduling',
      '4. Intellectual Property',
      '5. User Conduct',
      '6. Payment and Refunds',
      '7. Limitation of Liability',
      '8. Privacy',
      '9. Termination',
      '10. Dispute Resolution',
      'Legal Notice',
    ]);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: '10. Dispute Resolution' })
      .click();
    await expect(page).toHaveURL(/\/terms#dispute-resolution$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '10. Dispute Resolution' }),
    ).toBeInViewport();
  });
});
