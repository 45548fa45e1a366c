import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REQUIRE_ADMIN_TWO_FACTOR_LABEL, TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';
import { hydrated } from './support/hydration';
import type { Account } from './support/member-account';
import { runCommand } from './support/product';
import { totp } from './support/totp';

// "Require two-factor sign-in for staff", end to end: an administrator who uses two-factor
// sign-in turns it on from /admin/settings; another administrator, without it, must set it up at
// their next sign-in before anything else, and one already signed in at their next step. It changes how every administrator signs in, so it runs
// alone after every other spec (its own project in playwright.config.ts) and is turned off after.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Two-steps-for-every-admin-42';

function newAdmin(label: string): Account {
  const username = `${label}${Date.now().toString(36)}`;
  const account = { username, email: `${username}@example.org`, password: PASSWORD };
  runCommand('create-admin', [username, account.email], { ADMIN_PASSWORD: PASSWORD });
  return account;
}

/** Signs `request` in with the password (an account without two-factor sign-in yet). */
async function signIn(request: APIRequestContext, account: Account) {
  const answer = await request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(answer.status()).toBe(200);
}

/** Turns two-factor sign-in on through the API, as the settings dialog does; answers the key. */
async function turnOnTwoFactor(request: APIRequestContext): Promise<string> {
  const setup = await request.post('/api/user/two-factor/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/user/two-factor/enable', {
    data: { code: totp(secret) },
  });
  expect(enable.status()).toBe(200);
  return secret;
}

async function passwordStep(page: Page, account: Account) {
  await page.goto('/login');
  // A click before React has taken over the page does nothing (seen on a busy machine).
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

test.afterAll(async () => {
  // Off again even if a step above failed (the test itself turns it off through the switch).
  await queryProduct('UPDATE setting SET value = \'{"enabled": false}\' WHERE key = $1', [
    'requireAdminTwoFactor',
  ]);
});

test('an administrator requires two-factor sign-in; another one must set it up before anything else', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAdmin('owner2fa');
  const newcomer = newAdmin('newcomer2fa');
  const early = newAdmin('early2fa');

  // An administrator without two-factor sign-in, signed in before the requirement is switched on.
  const earlyContext = await browser.newContext({ viewport: DESKTOP });
  await signIn(earlyContext.request, early);
  const earlyPage = await earlyContext.newPage();
  await earlyPage.goto('/admin/users');
  await expect(earlyPage.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  // The owner turns two-factor on for their own account (the switch needs it), then signs in with
  // the password and the next code, and turns the requirement on.
  const setupContext = await browser.newContext();
  await signIn(setupContext.request, owner);
  const ownerSecret = await turnOnTwoFactor(setupContext.request);
  await setupContext.close();

  await passwordStep(page, owner);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' }),
  ).toBeFocused();
  await page.getByRole('textbox', { name: /^Authentication code/ }).fill(totp(ownerSecret, 1));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const requirement = page.getByRole('switch', { name: REQUIRE_ADMIN_TWO_FACTOR_LABEL });
  await expect(requirement).not.toBeChecked();
  await requirement.click();
  await expect(requirement).toBeChecked();
  await expect(page.getByText('Staff must now use two-factor sign-in.')).toBeVisible();
  await axeAtBothWidths(page, '/admin/settings with two-factor sign-in required');

  // The newcomer: after the password, the set-up, and nothing of the admin panel meanwhile.
  const context = await browser.newContext({ viewport: DESKTOP });
  const other = await context.newPage();
  await passwordStep(other, newcomer);
  const heading = other.getByRole('heading', {
    level: 1,
    name: 'Set Up Two-Factor Authentication',
  });
  await expect(heading).toBeFocused();
  await expect(other.getByText(TWO_FACTOR_MESSAGES.enrolmentNeeded)).toBeVisible();
  expect((await other.request.get('/api/user')).status()).toBe(401);
  expect((await other.request.get('/api/admin/users')).status()).toBe(401);
  const key = other.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(key).toBeVisible();
  await axeAtBothWidths(other, 'the enforced set-up');
  // Going elsewhere does not get round it: the admin panel sends them back to the set-up.
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/login/);
  await expect(heading).toBeFocused();
  const secret = (await key.textContent())!.replace(/\s/g, '');
  await other.getByRole('textbox', { name: /^Authentication code/ }).fill(totp(secret));
  await other.getByRole('button', { name: 'Turn On', exact: true }).click();

  const codesHeading = other.getByRole('heading', { level: 1, name: 'Save Your Recovery Codes' });
  await expect(codesHeading).toBeFocused();
  await expect(
    other.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await axeAtBothWidths(other, 'the recovery codes after the enforced set-up');
  await other.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(other).toHaveURL(/\/admin$/);
  expect((await other.request.get('/api/admin/users')).status()).toBe(200);
  await context.close();

  // The administrator signed in before it was switched on: their next step in the panel leads to
  // the same set-up (their session no longer counts as signed in), then back to where they were.
  await earlyPage.getByRole('link', { name: 'Testimonials' }).first().click();
  const earlyHeading = earlyPage.getByRole('heading', {
    level: 1,
    name: 'Set Up Two-Factor Authentication',
  });
  await expect(earlyHeading).toBeFocused();
  await expect(earlyPage).toHaveURL(/\/login$/);
  await expect(earlyPage.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
  await axeAtBothWidths(earlyPage, 'the set-up an open session is sent to');
  const earlyKey = earlyPage.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const earlySecret = (await earlyKey.textContent())!.replace(/\s/g, '');
  await earlyPage.getByRole('textbox', { name: /^Authentication code/ }).fill(totp(earlySecret));
  await earlyPage.getByRole('button', { name: 'Turn On', exact: true }).click();
  await earlyPage.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(earlyPage).toHaveURL(/\/admin\/testimonials$/);
  expect((await earlyPage.request.get('/api/admin/users')).status()).toBe(200);
  await earlyContext.close();

  // The owner turns the requirement off again.
  await requirement.click();
  await expect(requirement).not.toBeChecked();
  await expect(page.getByText('Staff may now sign in without two-factor sign-in.')).toBeVisible();
});
