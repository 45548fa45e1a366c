import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { queryProduct } from './support/database';
import { linkIn, waitForMail, type Mail } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { REPO, runCommand } from './support/product';

// The account flows against the real server, database and SMTP catcher: each mail is received on
// the SMTP server and its link followed in the browser, as a person would.
//
// The server allows 5 registrations per client address and hour (AUTH_LIMITS): this file registers
// one account and reuses it; the administrator-prepared account is made by the server's own code.

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function expectToast(page: Page, title: string, text: string) {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(text, { exact: true })).toBeVisible();
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Username', exact: true });
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });

/** The path and query of a link from a mail (the mail links to PUBLIC_URL, this server). */
function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The mail to `address` whose text holds a link to `page` (e.g. '/verify-email?token='). */
async function mailWithLink(address: string, page: string): Promise<{ mail: Mail; link: string }> {
  const mail = await waitForMail(address, (m) => (m.parsed.text ?? '').includes(page));
  return { mail, link: pathOf(linkIn(mail, page)) };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await expect(h1(page, 'Sign In')).toBeVisible();
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Whether a paste into the field would go through (no handler cancels it). */
function pasteAllowed(field: Locator): Promise<boolean> {
  return field.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'pasted');
    return input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
}

interface AccountRow {
  is_admin: boolean;
  email_verified: boolean;
  has_password: boolean;
}

async function accountRow(username: string): Promise<AccountRow[]> {
  return queryProduct<AccountRow>(
    `SELECT is_admin, email_verified, password_hash IS NOT NULL AS has_password
       FROM app_user WHERE username = $1`,
    [username],
  );
}

/**
 * Prepares an account the way an administrator's "Create User" will (there is no admin panel yet):
 * the built server's own code creates the row without a password and sends the set-password link
 * with its AccountMailer (token from EmailTokensService, mail rendered and queued by MailService).
 * The running product's mail worker then delivers it to the SMTP catcher.
 */
async function prepareAccountByAdministrator(
  username: string,
  email: string,
  isAdmin = false,
): Promise<void> {
  const require = createRequire(path.join(REPO, 'backend', 'dist', 'main.js'));
  // The backend's compiled CommonJS modules (this project has no types for them here).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const backend = (id: string): any => require(id);
  backend('reflect-metadata');
  const { DataSource } = backend('typeorm');
  const { loadConfig } = backend('./config/config');
  const { startDatabase } = backend('./database/start-database');
  const { typeormOptions } = backend('./database/typeorm-options');
  const { User } = backend('./users/user.entity');
  const { Setting } = backend('./settings/setting.entity');
  const { EmailToken } = backend('./auth/email-token.entity');
  const { EmailTokensService } = backend('./auth/email-tokens.service');
  const { SettingsService } = backend('./settings/settings.service');
  const { MailService } = backend('./mail/mail.service');
  const { AccountMailer } = backend('./auth/account-mailer');

  const env = { ...process.env, ...JSON.parse(process.env.E2E_PRODUCT_ENV ?? '{}') };
  for (const name of ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name];
  const config = loadConfig(env);
  const db = await startDatabase(config, () => undefined, 'existing');
  const dataSource = new DataSource(typeormOptions(db.url));
  await dataSource.initialize();
  // Only send() is used: it renders the mail and stores it in the queue; no worker runs here.
  const mail = new MailService(
    { ...config, databaseUrl: db.url },
    new SettingsService(dataSource.getRepository(Setting)),
    dataSource,
  );
  const { boss } = mail;
  try {
    const users = dataSource.getRepository(User);
    const user = await users.save(users.create({ username, email, isAdmin, emailVerified: false }));
    await boss.start();
    const mailer = new AccountMailer(
      config,
      new EmailTokensService(dataSource.getRepository(EmailToken)),
      mail,
    );
    await mailer.send(user, 'set-password');
  } finally {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    await dataSource.destroy();
    await db.stop();
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('accounts', () => {
  const username = unique('reg');
  const email = `${username}@example.org`;
  const firstPassword = 'Bridges-and-ramps-42';
  const newPassword = 'Ramps-not-stairs-77';

  test('register, meet the guard, follow the verification mail, sign in and land on the dashboard', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(h1(page, 'Create Account')).toBeVisible();
    await expect(usernameField(page)).toHaveAttribute('autocomplete', 'username');
    await expect(emailField(page)).toHaveAttribute('autocomplete', 'email');
    await expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password');
    await expect(passwordField(page, 'Confirm Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(await pasteAllowed(passwordField(page))).toBe(true);
    expect(await pasteAllowed(passwordField(page, 'Confirm Password'))).toBe(true);

    // The validation messages, on their fields, and nothing typed is lost.
    await usernameField(page).fill('ab');
    await emailField(page).fill('not-an-address');
    await passwordField(page).fill('12345');
    await passwordField(page, 'Confirm Password').fill('54321');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(usernameField(page)).toHaveAccessibleDescription(
      /Username must be at least 3 characters/,
    );
    await expect(emailField(page)).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(passwordField(page)).toHaveAccessibleDescription(
      /Password must be at least 6 characters/,
    );
    await expect(passwordField(page, 'Confirm Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    await expect(usernameField(page)).toBeFocused();
    await expect(emailField(page)).toHaveValue('not-an-address');

    await usernameField(page).fill(username);
    await emailField(page).fill(email);
    await passwordField(page).fill(firstPassword);
    // The show-password control reveals what was typed.
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await expect(passwordField(page)).toHaveValue(firstPassword);
    await passwordField(page, 'Confirm Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    // Signed in, and told what verifying is for: the member area (not signing in: they are).
    await expectToast(
      page,
      'Registration successful!',
      'Your account has been created and you are now logged in. Verify your email address to open your member area.',
    );
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(h1(page, 'Check Your Email')).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect(await accountRow(username)).toEqual([
      { is_admin: false, email_verified: false, has_password: true },
    ]);

    // Signed in but unverified: the member area shows the guard's card; 'Return to Login' signs out.
    await page.goto('/my/dashboard');
    await expect(h1(page, 'Email Verification Required')).toBeVisible();
    await expect(
      page.getByText('Please verify your email address to access this area'),
    ).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(h1(page, 'Sign In')).toBeVisible();
    await expect(usernameField(page)).toHaveAttribute('autocomplete', 'username');
    await expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password');
    expect(await pasteAllowed(usernameField(page))).toBe(true);
    expect(await pasteAllowed(passwordField(page))).toBe(true);

    // Signing in before verifying leads to /verify-email with the server's explanation.
    await usernameField(page).fill(username);
    await passwordField(page).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(
      page.getByText(/Please verify your email address before signing in/),
    ).toBeVisible();

    const { mail, link } = await mailWithLink(email, '/verify-email?token=');
    expect(mail.parsed.subject).toMatch(/verify your email address/i);
    // The mail agrees with the toast: it does not ask to verify "so that you can sign in".
    expect(mail.parsed.text).toContain('your member area opens once you have');
    expect(mail.parsed.text).not.toMatch(/so that you can sign in/);
    await page.goto(link);
    await expect(h1(page, 'Email Verified!')).toBeVisible();
    await expect(
      page.getByText('Your email address has been verified. You can now sign in.'),
    ).toBeVisible();
    expect(await accountRow(username)).toEqual([
      { is_admin: false, email_verified: true, has_password: true },
    ]);

    // A verification link works once.
    await page.goto(link);
    await expect(h1(page, 'Verification Failed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register New Account' })).toBeVisible();
    await page.goto(link.replace('token=', 'token=x'));
    await expect(h1(page, 'Verification Failed')).toBeVisible();

    // A wrong password: the message, and what was typed stays.
    await signIn(page, username, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(usernameField(page)).toHaveValue(username);
    await expect(passwordField(page)).toHaveValue('not-the-password');

    await passwordField(page).fill(firstPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await expect(h1(page, `Welcome, ${username}`)).toBeVisible();

    // Signed in: the login and register pages send the member back to the dashboard.
    for (const path of ['/login', '/auth', '/register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/my\/dashboard$/);
      await expect(h1(page, `Welcome, ${username}`)).toBeVisible();
    }
  });

  test('forgot password: the reset mail, a new password, and signing in with it', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(
      page
        .getByRole('main')
        .getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await emailField(page).fill('nobody@');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(emailField(page)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await emailField(page).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(h1(page, 'Reset Email Sent!')).toBeVisible();
    await expect(
      page.getByText(
        "If an account with that email exists, we've sent password reset instructions to your inbox.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );

    const { mail, link } = await mailWithLink(email, '/reset-password?token=');
    expect(mail.parsed.subject).toMatch(/reset your .* password/i);
    await page.goto(link);
    await expect(h1(page, 'Reset Password')).toBeVisible();
    await expect(passwordField(page, 'New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await passwordField(page, 'New Password').fill(newPassword);
    await passwordField(page, 'Confirm New Password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(passwordField(page, 'Confirm New Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    await passwordField(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(h1(page, 'Password Reset!')).toBeVisible();
    await expect(
      page.getByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeVisible();

    // The link works once.
    await page.goto(link);
    await passwordField(page, 'New Password').fill('Another-one-99');
    await passwordField(page, 'Confirm New Password').fill('Another-one-99');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(
      page,
      'Password reset failed',
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    await expect(passwordField(page, 'New Password')).toHaveValue('Another-one-99');

    await signIn(page, username, firstPassword);
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await passwordField(page).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await expect(h1(page, `Welcome, ${username}`)).toBeVisible();
  });

  test('a new administrator sets their password from the mailed link and is welcomed, not welcomed back', async ({
    page,
  }) => {
    const prepared = unique('prep');
    const preparedEmail = `${prepared}@example.org`;
    const password = 'Prepared-by-admin-8';

    // Without a token: the 'Invalid Link' toast, and the sign-in page (/auth) after 3 seconds.
    await page.goto('/set-password');
    await expectToast(
      page,
      'Invalid Link',
      'This password setup link is invalid. Please contact your administrator.',
    );
    await expect(
      page.getByText('Password setup token is missing. Please use the link from your email.'),
    ).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await expect(h1(page, 'Sign In')).toBeVisible();

    await prepareAccountByAdministrator(prepared, preparedEmail, true);
    expect(await accountRow(prepared)).toEqual([
      { is_admin: true, email_verified: false, has_password: false },
    ]);
    const { mail, link } = await mailWithLink(preparedEmail, '/set-password?token=');
    expect(mail.parsed.subject).toMatch(/set your password/i);
    expect(mail.parsed.text).toContain(prepared);

    await page.goto(link);
    await expect(h1(page, 'Set Your Password')).toBeVisible();
    await passwordField(page).fill('short');
    await passwordField(page, 'Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expectToast(page, 'Invalid Password', 'Password must be at least 8 characters long.');
    await expect(passwordField(page)).toBeFocused();

    await passwordField(page).fill(password);
    await passwordField(page, 'Confirm Password').fill(`${password}!`);
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expectToast(page, "Passwords Don't Match", 'Please make sure both passwords match.');

    await passwordField(page, 'Confirm Password').fill(password);
    await expect(page.getByText('Passwords do not match', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(h1(page, 'Password Set!')).toBeVisible();
    await expect(page.getByText('Your password has been set. You can now sign in.')).toBeVisible();
    expect(await accountRow(prepared)).toEqual([
      { is_admin: true, email_verified: true, has_password: true },
    ]);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
    // Nobody is welcomed back before signing in.
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);

    // The first sign-in ever: welcomed, not welcomed back, in the toast and on the dashboard.
    await usernameField(page).fill(prepared);
    await passwordField(page).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome!', 'You have successfully logged in.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(h1(page, `Welcome, ${prepared}`)).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);

    // An administrator's password needs 8 characters: the hint says so, and 7 are refused.
    await page.goto('/my/settings');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const newPasswordField = dialog.getByLabel(/^New Password/);
    await expect(newPasswordField).toHaveAccessibleDescription('At least 8 characters.');
    await dialog.getByLabel(/^Current Password/).fill(password);
    await newPasswordField.fill('Tide7!x');
    await dialog.getByLabel(/^Confirm New Password/).fill('Tide7!x');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(newPasswordField).toHaveAccessibleDescription(
      "A staff member's password must be at least 8 characters.",
    );
    await expectNoAxeViolations(page, 'Change Password of an administrator, refused');
    await page.keyboard.press('Escape');

    // The link was used up.
    await page.context().clearCookies();
    await page.goto(link);
    await passwordField(page).fill('Another-password-9');
    await passwordField(page, 'Confirm Password').fill('Another-password-9');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expectToast(
      page,
      'Error Setting Password',
      'This password setup link is invalid or has expired. Please contact your administrator.',
    );
  });
});

test.describe('changing the e-mail address', () => {
  test('the address in force stays until the link mailed to the new one is followed; Resend sends a new link', async ({
    page,
  }) => {
    // A verified member of its own (made like the member-area specs' one: registering is limited).
    const username = unique('mover');
    const email = `${username}@example.org`;
    const newEmail = `${username}.new@example.org`;
    const password = 'Bridges-and-ramps-42';
    runCommand('create-admin', [username, email], { ADMIN_PASSWORD: password });
    await queryProduct('UPDATE app_user SET is_admin = false WHERE username = $1', [username]);

    await signIn(page, username, password);
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await page.goto('/my/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await emailField(page).fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(
      page,
      'Profile Updated',
      `We sent a confirmation link to ${newEmail}. Your email address changes when you follow it; until then it stays ${email}.`,
    );
    const pending = page.getByRole('region', {
      name: 'New email address waiting for confirmation',
    });
    await expect(pending).toContainText(
      `We sent a confirmation link to ${newEmail}. Your email address stays ${email} until you follow that link.`,
    );
    await expect(emailField(page)).toHaveValue(email);
    await expect(
      page.getByRole('region', { name: 'Account Status' }).getByText('Verified', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/my/profile with an e-mail change waiting');

    // The address in force is told; the link goes to the new one. Resend: a new link, the old one void.
    const notice = await waitForMail(email, (m) => /was requested$/.test(m.parsed.subject ?? ''));
    expect(notice.parsed.text).toContain(`${username.slice(0, 2)}***@example.org`);
    const first = await mailWithLink(newEmail, '/verify-email?token=');
    await pending.getByRole('button', { name: 'Resend Confirmation Email' }).click();
    await expectToast(
      page,
      'Email Sent',
      'We sent a new confirmation link to your new email address.',
    );
    const second = await waitForMail(
      newEmail,
      (m) =>
        (m.parsed.text ?? '').includes('/verify-email?token=') &&
        !(m.parsed.text ?? '').includes(first.link),
    );

    await page.goto(pathOf(linkIn(second, '/verify-email?token=')));
    await expect(h1(page, 'Email Verified!')).toBeVisible();
    await expect(
      page.getByText(
        'Your new email address has been confirmed. It is now the address of your account.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/my\/dashboard$/);
    await page.goto('/my/profile');
    await expect(emailField(page)).toHaveValue(newEmail);
    await expect(
      page.getByRole('region', { name: 'New email address waiting for confirmation' }),
    ).toHaveCount(0);

    await page.goto(first.link);
    await expect(h1(page, 'Verification Failed')).toBeVisible();
  });
});
