import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { linkIn, waitForMail } from './support/mailbox';

test('a visitor subscribes from the footer, receives the welcome e-mail and unsubscribes from its link', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@example.org`;
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /email/i }).fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();

  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(footer.getByRole('textbox', { name: /email/i })).toHaveValue('');

  const mail = await waitForMail(email);
  expect(mail.parsed.subject).toBe('Welcome to the Building Bridges Inclusion newsletter');

  // The link leads to the unsubscribe page, which unsubscribes only when asked.
  const link = linkIn(mail, '/newsletter/unsubscribe?token=');
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
