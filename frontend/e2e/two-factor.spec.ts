import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminCookies } from './support/admin-account';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';
import { waitForMail } from './support/mailbox';
import type { Account } from './support/member-account';
import { runCommand } from './support/product';
import { totp } from './support/totp';

// Two-factor sign-in against the real server, as a person with an authenticator app: the codes are
// computed here from the key the set-up dialog shows (RFC 6238, support/totp.ts). One account of
// its own (the worker's shared member must keep signing in with a password alone), used by the
// tests in order: turn it on, sign in with a code, with a recovery code, then an administrator
// resets it. axe runs on the code step, the set-up dialog and the recovery codes at both widths.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Two-steps-over-the-bridge-42';

let account: Account;
let secret = '';
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  const username = `twofactor${Date.now().toString(36)}`;
  account = { username, email: `${username}@example.org`, password: PASSWORD };
  runCommand('create-admin', [username, account.email], { ADMIN_PASSWORD: PASSWORD });
  await queryProduct('UPDATE app_user SET is_admin = false WHERE username = $1', [username]);
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** axe at 1280 and at 390 px, back at 1280 after. */
async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

/** The password step of /login. */
async function enterPassword(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Types a code into `field` and presses `button`. */
async function submitCode(field: Locator, code: string, button: Locator) {
  await field.fill(code);
  await button.click();
}

test('a member turns two-factor sign-in on from /my/settings with a code from the key shown', async ({
  page,
}) => {
  await enterPassword(page);
  await expect(h1(page, `Welcome, ${account.username}`)).toBeVisible();
  await page.goto('/my/settings');
  const toggle = page.getByRole('switch', { name: 'Two-Factor Authentication' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');

  const dialog = page.getByRole('dialog', { name: 'Turn On Two-Factor Authentication' });
  const qr = dialog.getByRole('img', { name: /^QR code of the two-factor sign-in key/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const key = dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  secret = (await key.textContent())!.replace(/\s/g, '');
  expect(secret.length).toBeGreaterThanOrEqual(16);
  await axeAtBothWidths(page, 'the set-up dialog');

  const code = dialog.getByRole('textbox', { name: /^Authentication code/ });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const turnOn = dialog.getByRole('button', { name: 'Turn On', exact: true });
  // A code that is not the app's is refused in the dialog.
  const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await submitCode(code, wrong, turnOn);
  await expect(dialog.getByRole('form').getByRole('alert')).toContainText(
    'That code is not right.',
  );
  await expect(code).toBeFocused();
  await axeAtBothWidths(page, 'the set-up dialog with a refusal');
  await submitCode(code, totp(secret), turnOn);

  const codesDialog = page.getByRole('dialog', { name: 'Save Your Recovery Codes' });
  const list = codesDialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(codesDialog.getByText(/^Keep these ten codes/)).toBeFocused();
  await axeAtBothWidths(page, 'the recovery codes');

  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download codes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('building-bridges-recovery-codes.txt');
  const text = readFileSync((await file.path())!, 'utf8');
  for (const recovery of recoveryCodes) expect(text).toContain(recovery);

  await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeFocused();
  await expect(page.getByText(/^On: .* 10 recovery codes left\.$/)).toBeVisible();
  await axeAtBothWidths(page, '/my/settings with two-factor sign-in on');
  await waitForMail(account.email, (mail) => /two-factor/i.test(mail.parsed.subject ?? ''));
});

test('signs out, then signs in with the password and a code from the app', async ({ page }) => {
  await enterPassword(page);
  const heading = h1(page, 'Two-Factor Authentication');
  await expect(heading).toBeFocused();
  // No session yet: the member area is not reachable between the two steps.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await axeAtBothWidths(page, 'the code step');
  const code = page.getByRole('textbox', { name: /^Authentication code/ });
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  // A code that is not the app's is refused, said at the field.
  const wrong = String((Number(totp(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0');
  await submitCode(code, wrong, verify);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.wrongCode);
  await axeAtBothWidths(page, 'the code step with a wrong code');
  // The code that turned it on was used: the next step's code (within the clock tolerance) is new.
  await submitCode(code, totp(secret, 1), verify);
  await expect(h1(page, `Welcome, ${account.username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/my\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).not.toHaveURL(/\/my\//);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('signs in with a recovery code, leaving one fewer', async ({ page }) => {
  await enterPassword(page);
  await expect(h1(page, 'Two-Factor Authentication')).toBeFocused();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const field = page.getByRole('textbox', { name: /^Recovery code/ });
  await expect(field).toBeFocused();
  await axeAtBothWidths(page, 'the recovery-code step');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeVisible();
  await axeAtBothWidths(page, 'the recovery-code step with its error');
  await submitCode(field, recoveryCodes[0], page.getByRole('button', { name: 'Verify' }));
  await expect(h1(page, `Welcome, ${account.username}`)).toBeVisible();
  await page.goto('/my/settings');
  await expect(page.getByText(/^On: .* 9 recovery codes left\.$/)).toBeVisible();

  // The other dialogs of the Security section, opened and closed without a change: axe on each.
  await page.getByRole('button', { name: 'Generate new recovery codes' }).click();
  const newCodes = page.getByRole('dialog', { name: 'Generate New Recovery Codes' });
  await expect(newCodes.getByRole('textbox', { name: /^Authentication code/ })).toBeVisible();
  await axeAtBothWidths(page, 'the new recovery codes dialog');
  await newCodes.getByRole('button', { name: 'Cancel' }).click();
  await expect(newCodes).toBeHidden();
  await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
  await turnOff.getByRole('button', { name: 'Turn Off' }).click();
  await expect(turnOff.getByText('Current password is required')).toBeVisible();
  await axeAtBothWidths(page, 'the turn-off dialog with its errors');
  await turnOff.getByRole('button', { name: 'Cancel' }).click();
  await expect(turnOff).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked();
});

test('after too many wrong codes the password step comes back and says why', async ({ page }) => {
  // The server's answers are made up here: the password step's (the code step next) and the code's
  // after the last attempt a pending sign-in has. Real ones would count against the limits per
  // address that every test of the run shares (30 sign-ins in 15 minutes), which the run is near.
  await page.route(
    (url) => url.pathname === '/api/login',
    (route) =>
      route.fulfill({
        status: 202,
        json: { nextStep: 'two-factor', message: TWO_FACTOR_MESSAGES.codeNeeded },
      }),
  );
  await page.route(
    (url) => url.pathname === '/api/login/two-factor',
    (route) =>
      route.fulfill({
        status: 401,
        json: { statusCode: 401, message: TWO_FACTOR_MESSAGES.tooManyCodes },
      }),
  );
  await enterPassword(page);
  const code = page.getByRole('textbox', { name: /^Authentication code/ });
  await expect(code).toBeVisible();
  await submitCode(code, '123456', page.getByRole('button', { name: 'Verify', exact: true }));
  await expect(h1(page, 'Sign In')).toBeVisible();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.tooManyCodes)).toBeVisible();
  await axeAtBothWidths(page, 'the password step after too many codes');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an administrator resets it: the member signs in with the password alone again', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies(await adminCookies(context));
  const page = await context.newPage();
  await page.goto(`/admin/users?search=${account.username}`);
  await page.getByRole('button', { name: `Actions for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('tab', { name: 'Security' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Two-Factor Authentication: On' }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the Security tab of a user with two-factor sign-in on');
  await dialog.getByRole('button', { name: 'Reset Two-Factor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Two-Factor' });
  await expect(confirm).toContainText('they sign in with their password alone');
  await axeAtBothWidths(page, 'the reset confirmation');
  await confirm.getByRole('button', { name: 'Reset Two-Factor' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    dialog.getByRole('heading', { name: 'Two-Factor Authentication: Off' }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the Security tab of a user whose two-factor sign-in was reset');
  await context.close();

  const member = await browser.newContext();
  const answer = await member.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(answer.status()).toBe(200);
  await member.close();
});
