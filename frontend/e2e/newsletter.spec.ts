import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { linkIn, waitForMail } from './support/mailbox';

test('a visitor signs up in the footer, confirms with the e-mailed link, receives the welcome and unsubscribes from its link', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.org`;
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /email/i }).fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();

  // Not subscribed yet: the toast asks for the confirmation that starts the subscription.
  await expect(
    page.getByText(
      "Please confirm with the link we've e-mailed you: your subscription starts once you do.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(page.getByText(/You've been subscribed/)).toHaveCount(0);
  await expect(footer.getByRole('textbox', { name: /email/i })).toHaveValue('');

  // The confirmation e-mail comes first, and only it.
  const confirmation = await waitForMail(email);
  expect(confirmation.parsed.subject).toBe(
    'Please confirm your subscription to the Building Bridges Inclusion newsletter',
  );
  const confirmLink = linkIn(confirmation, '/newsletter/confirm?token=');
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'confirm page at 1280 px');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    "Your subscription is confirmed. You'll hear from us once a month.",
  );
  await expectNoAxeViolations(page, 'confirm page, confirmed, at 1280 px');

  // At phone width, the link followed again answers the same (and sends nothing more).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''));
  await expectNoAxeViolations(page, 'confirm page at 390 px');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your subscription is confirmed.',
  );
  await expectNoAxeViolations(page, 'confirm page, confirmed, at 390 px');

  const welcome = await waitForMail(email, (m) => m.parsed.subject !== confirmation.parsed.subject);
  expect(welcome.parsed.subject).toBe('Welcome to the Building Bridges Inclusion newsletter');

  // The link leads to the unsubscribe page, which unsubscribes only when asked.
  const link = linkIn(welcome, '/newsletter/unsubscribe?token=');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: /unsubscribe/i }).click();
  await expect(page.getByText(/you have been unsubscribed/i).first()).toBeVisible();
});

test('an invalid newsletter request shows the server message in an error toast', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  // Browser-level validation passes for this address; the server refuses it (no dot-less domains).
  await footer.getByRole('textbox', { name: /email/i }).fill('someone@localhost');
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
});
