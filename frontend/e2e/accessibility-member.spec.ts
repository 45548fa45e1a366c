import { expect, test, type Cookie, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { memberAccount, signInCookies } from './support/member-account';

// Every member page and state (lists, empty states, load errors, dialogs, forms with their errors,
// the slide-out menu, dark mode, the verification card) checked by axe-core for WCAG 2.2 AA, with
// the real server behind it. Runs at 1280 px and at 390 px (the 'phone' project).

let cookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const account = await memberAccount();
  cookies = await signInCookies(context, account);
  // The lists and dialogs need a booking and a message: send a request if there is none yet.
  const bookings = (await (await context.request.get('/api/my/bookings')).json()) as unknown[];
  if (bookings.length === 0) {
    const sent = await context.request.post('/api/speaking-request', {
      data: {
        contactName: 'Axe Member',
        email: account.email,
        company: 'Contrast Checkers Inc',
        eventType: 'keynote',
        attendeeCount: 80,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies);
});

/** Answers a member API read with `body` (an empty list, an error) instead of the server. */
async function answer(page: Page, pathname: string, status: number, body: unknown) {
  await page.route(`**${pathname}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.continue(),
  );
}

async function open(page: Page, pathname: string, heading: string | RegExp) {
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Judge the loaded page, not its loading skeletons.
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test.describe('accessibility of the member area (axe-core, WCAG 2.2 AA)', () => {
  test('/my/dashboard with data, and with nothing yet', async ({ page }) => {
    await open(page, '/my/dashboard', /^Welcome, /);
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Bookings' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Two-Factor Authentication' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/my/dashboard');

    await answer(page, '/api/my/bookings', 200, []);
    await answer(page, '/api/my/conversations', 200, []);
    await open(page, '/my/dashboard', /^Welcome, /);
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByText('No messages yet')).toBeVisible();
    await expectNoAxeViolations(page, '/my/dashboard, empty');
  });

  test('the slide-out menu and the bell', async ({ page }) => {
    await open(page, '/my/dashboard', /^Welcome, /);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = dialog(page, 'Member menu');
      await expect(menu.getByRole('navigation', { name: 'Member area' })).toBeVisible();
      await expectNoAxeViolations(page, 'member menu open');
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    } else {
      await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Messages, / })).toBeVisible();
  });

  test('/my/profile, read-only, editing and with errors', async ({ page }) => {
    await open(page, '/my/profile', 'Profile');
    await expect(page.getByRole('region', { name: 'Account Status' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/profile editing');
    const username = page.getByRole('textbox', { name: /Username/ });
    await username.fill('x');
    await page.getByRole('textbox', { name: /Email/ }).fill('not-an-address');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expectNoAxeViolations(page, '/my/profile with errors');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('/my/bookings, its dialogs, the empty state and a load error', async ({ page }) => {
    await open(page, '/my/bookings', 'My Bookings');
    const firstCard = page.getByRole('main').getByRole('listitem').first();
    await expect(firstCard.getByRole('button', { name: /^View Details: / })).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings');

    await firstCard.getByRole('button', { name: /^View Details: / }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Contact name')).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings View Details');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    const editable = page.getByRole('button', { name: /^Edit: / }).and(page.locator(':enabled'));
    await editable.first().click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('form', { name: 'Edit booking' })).toBeVisible();
    await edit.getByRole('textbox', { name: 'Expected attendees' }).fill('0');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText(/Expected attendees must be between/)).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings Edit with an error');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'New Booking' }).click();
    const create = dialog(page, 'New Booking');
    const form = create.getByRole('form', { name: 'New booking request' });
    await expect(form.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings New Booking');
    await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings New Booking with errors');
    await create.getByRole('button', { name: 'Close' }).click();
    await expect(create).toBeHidden();

    await answer(page, '/api/my/bookings', 200, []);
    await open(page, '/my/bookings', 'My Bookings');
    await expect(page.getByRole('button', { name: 'Create Your First Booking' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings, empty');

    await page.unroute('**/api/my/bookings');
    await answer(page, '/api/my/bookings', 500, { statusCode: 500, message: 'Failure' });
    await open(page, '/my/bookings', 'My Bookings');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/bookings, load error');
  });

  test('/my/messages, reading, replying, and the empty state', async ({ page }) => {
    await open(page, '/my/messages', 'Messages');
    const firstCard = page
      .getByRole('main')
      .getByRole('list')
      .first()
      .getByRole('listitem')
      .first();
    await expect(firstCard.getByRole('button', { name: /^Read: / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Message Statistics' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/messages');

    await firstCard.getByRole('button', { name: /^Reply: / }).click();
    const thread = page.getByRole('dialog');
    await expect(thread.getByRole('button', { name: 'Send Reply' })).toBeVisible();
    await expectNoAxeViolations(page, '/my/messages reply form');
    await thread.getByRole('button', { name: 'Send Reply' }).click();
    await expect(thread.getByText('Please write your reply')).toBeVisible();
    await expectNoAxeViolations(page, '/my/messages reply with an error');
    await thread.getByRole('button', { name: 'Cancel' }).click();
    await expect(thread.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/my/messages message open');
    await thread.getByRole('button', { name: 'Close' }).first().click();
    await expect(thread).toBeHidden();

    await answer(page, '/api/my/conversations', 200, []);
    await open(page, '/my/messages', 'Messages');
    await expect(page.getByText('No messages yet')).toBeVisible();
    await expectNoAxeViolations(page, '/my/messages, empty');
  });

  test('/my/settings and its dialogs', async ({ page }) => {
    await open(page, '/my/settings', 'Settings');
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeEnabled();
    await expectNoAxeViolations(page, '/my/settings');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const password = dialog(page, 'Change Password');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Current password is required')).toBeVisible();
    await expectNoAxeViolations(page, '/my/settings Change Password with errors');
    await password.getByRole('button', { name: 'Cancel' }).click();
    await expect(password).toBeHidden();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const remove = dialog(page, 'Delete Account');
    await remove.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(remove.getByText('Please enter your password to confirm')).toBeVisible();
    await expectNoAxeViolations(page, '/my/settings Delete Account with an error');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeHidden();
  });

  test('every member page in dark mode', async ({ page }) => {
    // The member's setting as the server would answer it with Dark Mode on.
    await page.route('**/api/user/preferences', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              emailNotifications: true,
              pushNotifications: false,
              marketingEmails: false,
              darkMode: true,
            }),
          })
        : route.continue(),
    );
    for (const [pathname, heading] of [
      ['/my/dashboard', /^Welcome, /],
      ['/my/profile', 'Profile'],
      ['/my/bookings', 'My Bookings'],
      ['/my/messages', 'Messages'],
      ['/my/settings', 'Settings'],
    ] as const) {
      await open(page, pathname, heading);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe('rgb(18, 16, 24)');
      await expectNoAxeViolations(page, `${pathname} in dark mode`);
    }
  });

  test('the verification card for a member whose address is not verified', async ({ page }) => {
    await page.route('**/api/user', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const user = (await response.json()) as object;
      await route.fulfill({ response, json: { ...user, emailVerified: false } });
    });
    await page.goto('/my/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Email Verification Required' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/my/dashboard unverified');

    // A new link from the card (the server answers the same whoever asks), then Profile, the one
    // page open before verifying, to correct a mistyped address.
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
    await expectNoAxeViolations(page, '/my/dashboard unverified, a new link asked for');
    await page.getByRole('link', { name: 'Correct it in your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Account Status' }).getByText('Not Verified'),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/my/profile unverified');
  });
});
