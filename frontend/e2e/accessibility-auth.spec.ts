import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations, WCAG_TAGS } from './support/axe';

// Every auth page in each of its states, and the member area's 'Email Verification Required'
// card, checked with axe (WCAG 2.2 AA) at 1280 px and at 390 px. States that need a valid e-mail
// link answer from a stubbed API call (the real links are followed in accounts.spec.ts); refusals
// come from the real server.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Answers POST `path` with 200 and `{ message }`, or holds it forever when message is null. */
async function stub(page: Page, path: string, message: string | null) {
  await page.route(`**${path}`, async (route) => {
    if (message === null) return; // never answered: the page stays in its waiting state
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ message }),
    });
  });
}

/**
 * Runs axe at once: for a state that shows a spinner, whose animation never ends (the shared
 * helper waits for every animation to finish first).
 */
async function axeWhileSpinning(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Runs axe on a page that leaves by itself after 3 seconds (set-password), with the page's clock
 * (installed before it loaded) held: it moves on by 1 ms at a time only, enough for axe's own
 * zero-delay timers, so the redirect cannot happen while axe reads the page.
 */
async function axeWithClockHeld(page: Page, label: string) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 100);
  let checking = true;
  const ticking = (async () => {
    // One tick can fail while axe's own evaluation is in flight (seen once in CI as "page closed");
    // the next tick carries on. The assertions after axe still prove the page did not leave.
    while (checking) await page.clock.runFor(1).catch(() => undefined);
  })();
  try {
    await expectNoAxeViolations(page, label);
  } finally {
    checking = false;
    await ticking;
  }
  await page.clock.resume();
}

test.describe('accessibility of the auth pages', () => {
  test('/login: the form, its errors, the password shown and a refused sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(h1(page, 'Sign In')).toBeVisible();
    await expectNoAxeViolations(page, '/login');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolations(page, '/login with errors');

    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('nobody-at-all');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();
    await expectNoAxeViolations(page, '/login after a refused sign-in');
  });

  test('/register: the form and its errors', async ({ page }) => {
    await page.goto('/register');
    await expect(h1(page, 'Create Account')).toBeVisible();
    await expectNoAxeViolations(page, '/register');

    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('ab');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expectNoAxeViolations(page, '/register with errors');
  });

  test('/forgot-password: the form, its error and the sent state', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(h1(page, 'Forgot Password?')).toBeVisible();
    await expectNoAxeViolations(page, '/forgot-password');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page, '/forgot-password with an error');

    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`a11y-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(h1(page, 'Reset Email Sent!')).toBeVisible();
    await expectNoAxeViolations(page, '/forgot-password sent');
  });

  test('/verify-email: awaiting, resent, verifying, verified and failed', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(h1(page, 'Check Your Email')).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email awaiting');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@');
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email with an error');

    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`a11y-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email resent');

    // A refused sign-in of an unverified account brings its notice here.
    await page.route('**/api/login', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 403,
          message:
            'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.',
        }),
      }),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('a-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByText(/Please verify your email address before signing in/),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email with the sign-in notice');

    await page.goto('/verify-email?token=not-a-real-token');
    await expect(h1(page, 'Verification Failed')).toBeVisible();
    await expect(toasts(page).getByText('Verification failed')).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email failed');

    await stub(page, '/api/verify-email', null);
    await page.goto('/verify-email?token=held');
    await expect(h1(page, 'Verifying Your Email')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Verifying your email' })).toBeVisible();
    await axeWhileSpinning(page, '/verify-email verifying');

    await page.unroute('**/api/verify-email');
    await stub(
      page,
      '/api/verify-email',
      'Your email address has been verified. You can now sign in.',
    );
    await page.goto('/verify-email?token=stubbed');
    await expect(h1(page, 'Email Verified!')).toBeVisible();
    await expectNoAxeViolations(page, '/verify-email verified');
  });

  test('/reset-password: no token, the form, its errors, a refused link and done', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(h1(page, 'Invalid Reset Link')).toBeVisible();
    await expect(toasts(page).getByText('Invalid reset link')).toBeVisible();
    await expectNoAxeViolations(page, '/reset-password without a token');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(h1(page, 'Reset Password')).toBeVisible();
    await expectNoAxeViolations(page, '/reset-password');

    await page.getByLabel('New Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectNoAxeViolations(page, '/reset-password with errors');

    await page.getByLabel('New Password', { exact: true }).fill('Long-enough-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Long-enough-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toasts(page).getByText('Password reset failed')).toBeVisible();
    await expectNoAxeViolations(page, '/reset-password refused');

    await stub(
      page,
      '/api/reset-password',
      'Your password has been reset. You can now sign in with your new password.',
    );
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(h1(page, 'Password Reset!')).toBeVisible();
    await expectNoAxeViolations(page, '/reset-password done');
  });

  test('/set-password: no token, the form, its errors, a refused link and done', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/set-password');
    await expect(h1(page, 'Invalid Link')).toBeVisible();
    await expect(toasts(page).getByText('Invalid Link')).toBeVisible();
    await axeWithClockHeld(page, '/set-password without a token');
    await expect(h1(page, 'Invalid Link')).toBeVisible();
    await expect(page).toHaveURL(/\/set-password$/);

    await page.goto('/set-password?token=not-a-real-token');
    await expect(h1(page, 'Set Your Password')).toBeVisible();
    await expectNoAxeViolations(page, '/set-password');

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('shorter');
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(toasts(page).getByText('Invalid Password')).toBeVisible();
    await expectNoAxeViolations(page, '/set-password with errors');

    await page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Long-enough-1');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(toasts(page).getByText('Error Setting Password')).toBeVisible();
    await expectNoAxeViolations(page, '/set-password refused');

    await stub(page, '/api/set-password', 'Your password has been set. You can now sign in.');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(h1(page, 'Password Set!')).toBeVisible();
    await axeWithClockHeld(page, '/set-password done');
    await expect(h1(page, 'Password Set!')).toBeVisible();
    await expect(page).toHaveURL(/\/set-password\?token=/);
  });

  test("the member area's 'Email Verification Required' card", async ({ page, baseURL }) => {
    // A signed-in member whose address is not verified yet (the server's answer, stubbed).
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.route('**/api/user', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: '00000000-0000-4000-8000-000000000001',
          username: 'newmember',
          email: 'newmember@example.org',
          isAdmin: false,
          emailVerified: false,
        }),
      }),
    );
    await page.goto('/my/dashboard');
    await expect(h1(page, 'Email Verification Required')).toBeVisible();
    await expectNoAxeViolations(page, '/my/dashboard for an unverified member');
  });
});
