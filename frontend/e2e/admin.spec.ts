import { expect, test, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import {
  adminAccount,
  adminCookies,
  throwawayMember,
  throwawayStaff,
} from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { parseCsv } from './support/csv';
import { queryProduct } from './support/database';
import { linkIn, waitForMail } from './support/mailbox';
import { signInCookies, type Account } from './support/member-account';

// The admin panel against the built product, its real PostgreSQL and a real SMTP catcher: an
// administrator signs in and sees real figures, creates a user who sets a password from the mail,
// suspends and reactivates a signed-in member, exports the users as CSV, confirms a member's
// speaking request, answers a contact message, and makes a user admin by keyboard alone; a member
// meets the guard. Every name is unique to the run, so the tests do not depend on each other.

/**
 * The toaster, as a sighted user sees it. While a modal dialog is open the rest of the page, the
 * toaster too, is hidden from screen readers (the dialog repeats the toast: `announced`), so it is
 * found by its label rather than by role.
 */
const toasts = (page: Page) => page.locator('section[aria-label="Notifications (F8)"]');

/** A modal dialog repeats for screen readers a toast shown while it is open. */
async function expectAnnounced(dialog: Locator, text: string) {
  await expect(dialog.getByRole('status').filter({ hasText: text })).toHaveText(text);
}

async function expectToast(page: Page, title: string, text: string) {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(text, { exact: true })).toBeVisible();
}

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The path and query of a link from a mail (the mail links to PUBLIC_URL, this server). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

async function signInThroughForm(
  page: Page,
  account: Pick<Account, 'username' | 'password'>,
  open = true,
) {
  if (open) await page.goto('/login');
  await expect(h1(page, 'Sign In')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A browser context signed in as `account` (a member's own, beside the administrator's page). */
async function signedInContext(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await signInCookies(context, account);
  return context;
}

/** A user created through the API as the administrator (the set-password mail goes out). */
async function createUser(page: Page, username: string, isAdmin = false) {
  const response = await page.request.post('/api/admin/users', {
    data: { username, email: `${username}@example.org`, isAdmin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; username: string; email: string };
}

/** The users page filtered to `search`, its table loaded. */
async function openUsers(page: Page, query: string) {
  await page.goto(`/admin/users?${query}`);
  await expect(h1(page, 'User Management')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'All Users' })).toBeVisible();
}

/** Presses Tab until `locator` has focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, locator: Locator, most = 40) {
  for (let i = 0; i < most; i += 1) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(locator).toBeFocused();
}

/** The user as GET /api/admin/users answers it (found by username), as stored. */
async function storedUser(page: Page, username: string) {
  const response = await page.request.get(
    `/api/admin/users?search=${encodeURIComponent(username)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as {
    items: { username: string; isAdmin: boolean; roles: string[] }[];
  };
  return items.find((item) => item.username === username);
}

const rowMenuButton = (page: Page, username: string) =>
  page.getByRole('button', { name: `Actions for ${username}`, exact: true });

let admin: Account;
let cookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  admin = adminAccount();
  const context = await browser.newContext();
  cookies = await adminCookies(context);
  await context.close();
});

// A signed-out visitor's question "who am I?" is answered 401 by design.
failOnApiErrors(['401 GET /api/user']);

test.describe('admin panel', () => {
  test('a signed-out visitor is sent to sign in; the administrator lands on /admin with real figures', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, admin, false);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(h1(page, `Welcome back, ${admin.username}`)).toBeVisible();
    await expect(page.getByText('Administrator Panel', { exact: true })).toBeVisible();
    await expect(page.getByText('Database connected', { exact: true })).toBeVisible();

    // The cards show the numbers of rows (other workers may add some meanwhile: the page is
    // read again until they agree).
    const overview = page.getByRole('region', { name: 'Overview' });
    const figure = (label: string) =>
      overview
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) })
        .locator('p')
        .first();
    await expect(async () => {
      await page.reload();
      await expect(figure('Users')).toHaveText(/^\d[\d,]*$/);
      const [counts] = await queryProduct<{ users: number; requests: number }>(
        `SELECT (SELECT count(*)::int FROM app_user) AS users,
                (SELECT count(*)::int FROM speaking_request) AS requests`,
        [],
      );
      await expect(figure('Users')).toHaveText(counts.users.toLocaleString('en-US'), {
        timeout: 1000,
      });
      await expect(figure('Speaking Requests')).toHaveText(
        counts.requests.toLocaleString('en-US'),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 30_000 });

    // A card opens its page, already filtered.
    await overview.getByRole('link', { name: 'Review pending requests' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\?status=pending$/);
    await expect(h1(page, 'Speaking Requests')).toBeVisible();
  });

  test('creates a user, who follows the mailed link, sets a password and signs in', async ({
    page,
    browser,
    context,
  }) => {
    await context.addCookies(cookies);
    const username = unique('new');
    const email = `${username}@example.org`;
    const password = 'Fresh-ramps-and-bridges-7';

    await openUsers(page, '');
    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('button', { name: 'Create User', exact: true }).click();
    await expectToast(
      page,
      'User Created',
      'New user has been created. They will receive an email to set up their password.',
    );
    await expect(dialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(username);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Unverified', { exact: true })).toBeVisible();
    await expect(row.getByText('No password yet', { exact: true })).toBeVisible();

    // The set-password mail, followed in a browser of the new user's own.
    const mail = await waitForMail(email, (m) => (m.parsed.text ?? '').includes('/set-password?'));
    expect(mail.parsed.subject).toMatch(/set your password/i);
    const visitor = await browser.newContext();
    try {
      const own = await visitor.newPage();
      await own.goto(pathOf(linkIn(mail, '/set-password?token=')));
      await expect(h1(own, 'Set Your Password')).toBeVisible();
      await own.getByLabel('Password', { exact: true }).fill(password);
      await own.getByLabel('Confirm Password', { exact: true }).fill(password);
      await own.getByRole('button', { name: 'Set Password' }).click();
      await expect(h1(own, 'Password Set!')).toBeVisible();

      await signInThroughForm(own, { username, password });
      await expect(own).toHaveURL(/\/my\/dashboard$/);
      await expect(h1(own, `Welcome, ${username}`)).toBeVisible();
    } finally {
      await visitor.close();
    }

    // The administrator's table follows: verified, with a password.
    await page.reload();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByText('No password yet', { exact: true })).toHaveCount(0);
  });

  test("a member meets 'Access Denied' at /admin; suspended, their next action shows them signed out; reactivated, they sign in", async ({
    page,
    browser,
    context,
  }) => {
    await context.addCookies(cookies);
    const member = await throwawayMember('susp');
    const memberContext = await signedInContext(browser, member);
    try {
      const memberPage = await memberContext.newPage();
      // A member is no administrator: the guard's card, and nothing of the panel.
      await memberPage.goto('/admin/users');
      await expect(h1(memberPage, 'Access Denied')).toBeVisible();
      await expect(
        memberPage.getByText("You don't have permission to access this area"),
      ).toBeVisible();
      await expect(memberPage.getByRole('grid')).toHaveCount(0);
      await memberPage.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(h1(memberPage, `Welcome, ${member.username}`)).toBeVisible();

      await openUsers(page, `search=${member.username}`);
      await rowMenuButton(page, member.username).click();
      await page
        .getByRole('menu', { name: `Actions for ${member.username}` })
        .getByRole('menuitem', { name: 'Edit User' })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      await edit.getByRole('tab', { name: 'Security' }).click();
      await edit.getByRole('button', { name: 'Suspend Account' }).click();
      const confirm = page.getByRole('dialog', { name: 'Suspend Account' });
      await expect(confirm).toContainText(
        `Suspend "${member.username}"? They will be signed out at once`,
      );
      await confirm.getByRole('button', { name: 'Suspend Account' }).click();
      await expectToast(
        page,
        'User Suspended',
        `${member.username} has been suspended and signed out everywhere.`,
      );
      await expectAnnounced(
        edit,
        `User Suspended. ${member.username} has been suspended and signed out everywhere.`,
      );
      await expect(confirm).toBeHidden();
      await expect(
        edit.getByText('This account is suspended: the user cannot sign in.'),
      ).toBeVisible();

      // The member's next action: signed out, sent to sign in, and refused with the reason.
      await memberPage.reload();
      await expect(memberPage).toHaveURL(/\/login$/);
      await expect(h1(memberPage, 'Sign In')).toBeVisible();
      await signInThroughForm(memberPage, member);
      await expect(
        toasts(memberPage).getByText(
          'This account has been suspended. Please contact us if you believe this is a mistake.',
        ),
      ).toBeVisible();
      await expect(memberPage).toHaveURL(/\/login$/);

      // Reactivated ('User Activated'): the member can sign in again.
      await edit.getByRole('button', { name: 'Reactivate Account' }).click();
      const reactivate = page.getByRole('dialog', { name: 'Reactivate Account' });
      await reactivate.getByRole('button', { name: 'Reactivate Account' }).click();
      await expectToast(page, 'User Activated', `${member.username} can sign in again.`);
      await expect(edit.getByRole('button', { name: 'Suspend Account' })).toBeVisible();

      await memberPage.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(memberPage).toHaveURL(/\/my\/dashboard$/);
      await expect(h1(memberPage, `Welcome, ${member.username}`)).toBeVisible();
    } finally {
      await memberContext.close();
    }
  });

  test('exports the users matching the search and filters as a CSV file that parses', async ({
    page,
    context,
  }) => {
    await context.addCookies(cookies);
    const tag = unique('exp');
    const plain = await createUser(page, `${tag}a`);
    await createUser(page, `${tag}b`, true);

    // Searching the tag and showing regular users only: the first user, not the administrator.
    await openUsers(page, `search=${tag}&role=user`);
    await expect(page.getByRole('row').filter({ hasText: plain.email })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(toasts(page).getByText('Export Complete', { exact: true })).toBeVisible();

    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const rows = parseCsv(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );

    const [{ created }] = await queryProduct<{ created: Date }>(
      'SELECT created_at AS created FROM app_user WHERE id = $1',
      [plain.id],
    );
    const createdDate = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(created);
    expect(rows).toEqual([
      ['Username', 'Email', 'Role', 'Status', 'Created Date', 'Staff Roles'],
      [plain.username, plain.email, 'User', 'Unverified', createdDate, ''],
    ]);
  });

  test('at 1280 px every e-mail address, username and badge of the users table can be read whole', async ({
    page,
    context,
  }) => {
    await context.addCookies(cookies);
    expect(page.viewportSize()?.width).toBe(1280);
    const tag = unique('wide');
    // The longest username the rules allow and a long address; an administrator without a
    // password yet, unverified: the Role badge and two Status badges.
    const username = `${tag}_${'x'.repeat(49 - tag.length)}`;
    const response = await page.request.post('/api/admin/users', {
      data: {
        username,
        email: `${tag}.with.a.rather.long.address@departments.inclusion-training.example.org`,
        isAdmin: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as { email: string };

    await openUsers(page, `search=${tag}`);
    const row = page.getByRole('row').filter({ hasText: created.email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(row.getByText('Unverified', { exact: true })).toBeVisible();
    await expect(row.getByText('No password yet', { exact: true })).toBeVisible();

    // Nothing runs out of its cell: no text is cut or hidden behind an ellipsis, every badge lies
    // inside its cell and shows its whole label.
    const cut = await row.evaluate((rowElement) => {
      const problems: string[] = [];
      for (const cell of rowElement.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
        const field = cell.dataset.field;
        if (!['username', 'email', 'isAdmin', 'emailVerified'].includes(field ?? '')) continue;
        const box = cell.getBoundingClientRect();
        for (const element of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
          if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
            problems.push(`${field}: ${element.className} is cut (${element.textContent})`);
          const inner = element.getBoundingClientRect();
          if (inner.width > 0 && (inner.left < box.left - 1 || inner.right > box.right + 1))
            problems.push(`${field}: ${element.className} runs out of its cell`);
        }
      }
      return problems;
    });
    expect(cut).toEqual([]);
    await expect(row.locator('[data-field="email"]')).toHaveText(created.email);
    await expect(row.locator('[data-field="username"]')).toHaveText(username);
  });

  test("confirms a member's speaking request; the member sees it in My Messages and by e-mail", async ({
    page,
    browser,
    context,
  }) => {
    await context.addCookies(cookies);
    const member = await throwawayMember('spk');
    const company = unique('Ramp Works ');
    const memberContext = await signedInContext(browser, member);
    try {
      const sent = await memberContext.request.post('/api/speaking-request', {
        data: {
          contactName: 'Robin Member',
          email: member.email,
          company,
          eventType: 'keynote',
          attendeeCount: 150,
          message: 'A keynote for our annual meeting.',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      await page.goto(`/admin/bookings?q=${encodeURIComponent(company)}`);
      await expect(h1(page, 'Speaking Requests')).toBeVisible();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Keynote' }) })
        .filter({ hasText: company });
      await expect(card).toHaveCount(1);
      const status = card.getByRole('combobox', { name: `Status of the request from ${company}` });
      await expect(card.getByText('Pending', { exact: true }).first()).toBeVisible();
      await expect(status).toHaveText('Pending');
      await expect(card.getByText('150 attendees')).toBeVisible();

      await status.click();
      await page.getByRole('listbox').getByRole('option', { name: 'Confirmed' }).click();
      // Before anything goes, the dialog shows the e-mail as it will be sent; a personal line is
      // typed (by keyboard) and goes above its text.
      const confirm = page.getByRole('dialog', { name: 'Change status to Confirmed?' });
      const preview = confirm.getByRole('region', {
        name: `E-mail: Booking confirmed: Keynote for ${company}`,
      });
      await expect(preview).toContainText(`your Keynote for ${company}`);
      await expect(confirm.getByText(member.email, { exact: true })).toBeVisible();
      await expect(confirm.getByRole('switch', { name: 'Tell the sender' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.type('We are delighted to join you.');
      await expect(preview).toContainText('We are delighted to join you.');
      await confirm.getByRole('button', { name: 'Change Status' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(
        page,
        'Status Updated',
        'Speaking request status has been updated successfully.',
      );
      await expect(status).toHaveText('Confirmed');
      await expect(card.getByText('Confirmed', { exact: true })).toHaveCount(2); // badge and selector
      const stored = await queryProduct<{ status: string }>(
        'SELECT status FROM speaking_request WHERE company = $1',
        [company],
      );
      expect(stored).toEqual([{ status: 'confirmed' }]);

      // The member's conversation about the request has the news, as its latest message.
      const subject = `Booking confirmed: Keynote for ${company}`;
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/my/messages');
      await expect(h1(memberPage, 'Messages')).toBeVisible();
      const message = memberPage.getByRole('listitem').filter({
        has: memberPage.getByRole('heading', {
          level: 2,
          name: `Your speaking request: Keynote for ${company}`,
        }),
      });
      await expect(message).toBeVisible();
      await expect(message.getByText('New', { exact: true })).toBeVisible();
      await expect(message).toContainText('New status: Confirmed We are delighted to join you.');

      // And their e-mail.
      const mail = await waitForMail(member.email, (m) => m.parsed.subject === subject);
      expect(mail.parsed.text).toContain(`your Keynote for ${company}`);
      expect(mail.parsed.text).toContain('We are delighted to join you.\n\nGood news');
      // What was sent is in the request's conversation.
      const entries = await queryProduct<{ author: string; body: string }>(
        `SELECT r.author, r.body FROM inquiry_reply r JOIN speaking_request s ON s.id = r.inquiry_id
          WHERE s.company = $1`,
        [company],
      );
      expect(entries).toEqual([
        {
          author: 'organisation',
          body: expect.stringMatching(
            /^New status: Confirmed\n\nWe are delighted to join you\.\n\nGood news/,
          ),
        },
      ]);
    } finally {
      await memberContext.close();
    }
  });

  test('replies to a contact message; the sender receives it and the thread shows it', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies(cookies);
    const name = unique('Sam Sender ');
    const email = `${unique('sender')}@example.org`;
    const sent = await request.post('/api/contact', {
      data: {
        name,
        email,
        inquiryType: 'training',
        message: 'Do you run sessions for small teams?',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto(`/admin/messages?q=${encodeURIComponent(email)}`);
    await expect(h1(page, 'Messages')).toBeVisible();
    await page.getByRole('button', { name: `View the message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Details' });
    await expect(dialog.getByText('Do you run sessions for small teams?')).toBeVisible();
    const thread = dialog.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByText('No replies yet.')).toBeVisible();

    const reply = 'Yes: from five people up. Shall we talk next week?';
    await dialog.getByRole('textbox', { name: `Reply to ${name}` }).fill(reply);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(page, 'Reply Sent', `Your reply has been sent to ${email}.`);
    await expectAnnounced(dialog, `Reply Sent. Your reply has been sent to ${email}.`);
    await expect(thread.getByRole('listitem').filter({ hasText: reply })).toContainText(
      admin.username,
    );
    await expect(dialog.getByRole('textbox', { name: `Reply to ${name}` })).toHaveValue('');
    await expect(dialog.getByText('Replied', { exact: true })).toBeVisible();

    const mail = await waitForMail(email, (m) => /^Re: /.test(m.parsed.subject ?? ''));
    expect(mail.parsed.text).toContain(reply);
    // Answering it reaches the conversation (issue 46): the reply address with its tag.
    expect(mail.parsed.replyTo?.value.map((a) => a.address)).toEqual([
      expect.stringMatching(/^replies\+[a-z0-9]{20,}@answers\.test$/),
    ]);
  });

  test('by keyboard alone: finds a user, opens its menu, makes them admin and confirms', async ({
    page,
    context,
  }) => {
    await context.addCookies(cookies);
    const target = await createUser(page, unique('kbd'));
    await openUsers(page, '');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await tabTo(page, search);
    await page.keyboard.type(target.username);
    await expect(page).toHaveURL(new RegExp(`search=${target.username}`));
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one user

    await tabTo(page, page.getByRole('checkbox', { name: 'Select all users on this page' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('checkbox', { name: `Select ${target.username}` })).toBeFocused();
    await page.keyboard.press('End');
    await expect(rowMenuButton(page, target.username)).toBeFocused();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('menu', { name: `Actions for ${target.username}` });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    // Past Edit User, Send Password Reset and Resend Invitation (no password set yet).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Make Admin' })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Make Admin' });
    await expect(dialog).toContainText(`Give "${target.username}" the administrator role?`);
    await tabTo(page, dialog.getByRole('button', { name: 'Make Admin' }), 5);
    await page.keyboard.press('Enter');
    await expectToast(page, 'User Updated', `${target.username} is now an administrator.`);
    await expect(dialog).toBeHidden();

    const rows = await queryProduct<{ is_admin: boolean }>(
      'SELECT is_admin FROM app_user WHERE id = $1',
      [target.id],
    );
    expect(rows).toEqual([{ is_admin: true }]);
    await expect(page.getByRole('row').filter({ hasText: target.email })).toContainText(
      'Administrator',
    );
  });

  test('staff (issue 45): an editor signs in through the form to /admin, sees only their pages, and meets Access Denied naming the role at Users', async ({
    page,
    browser,
    context,
  }) => {
    const editor = await throwawayStaff('ed', ['editor']);
    const own = await browser.newContext();
    try {
      const staffPage = await own.newPage();
      await signInThroughForm(staffPage, editor);
      await expect(staffPage).toHaveURL(/\/admin$/);
      await expect(h1(staffPage, `Welcome, ${editor.username}`)).toBeVisible();
      const nav = staffPage.getByRole('navigation', { name: 'Administrator Panel' });
      await expect(nav.getByRole('link')).toHaveText([
        'Dashboard',
        'Testimonials',
        'Content',
        'Media Library',
        'Carousels',
        'Settings',
      ]);
      await expect(
        staffPage
          .getByRole('complementary', { name: 'Administrator menu' })
          .getByText('Editor', { exact: true }),
      ).toBeVisible();
      await staffPage.goto('/admin/users');
      await expect(h1(staffPage, 'Access Denied')).toBeVisible();
      await expect(
        staffPage.getByText('Managing users and their roles needs the Administrator role.'),
      ).toBeVisible();
    } finally {
      await own.close();
    }

    // The administrator's table shows the editor's role.
    await context.addCookies(cookies);
    await openUsers(page, `search=${editor.username}`);
    await expect(page.getByRole('row').filter({ hasText: editor.email })).toContainText('Editor');
  });

  test('staff (issue 45), by keyboard: creates a user with roles, changes them in the Permissions tab, finds them with the role filter and resends the invitation, each as stored', async ({
    page,
    context,
  }) => {
    await context.addCookies(cookies);
    const username = unique('roles');
    const email = `${username}@example.org`;
    await openUsers(page, '');

    // Create User, typed and checked by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Create User', exact: true }));
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await expect(create.getByRole('textbox', { name: /^Username/ })).toBeFocused();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    const roles = create.getByRole('group', { name: 'Roles' });
    await tabTo(page, roles.getByRole('checkbox', { name: 'Editor' }), 5);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(roles.getByRole('checkbox', { name: 'Inbox' })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, create.getByRole('button', { name: 'Create User', exact: true }), 6);
    await page.keyboard.press('Enter');
    await expectToast(
      page,
      'User Created',
      'New user has been created. They will receive an email to set up their password.',
    );
    await expect(create).toBeHidden();
    expect(await storedUser(page, username)).toMatchObject({
      isAdmin: false,
      roles: ['editor', 'inbox'],
    });
    const invitation = await waitForMail(email, (m) =>
      (m.parsed.text ?? '').includes('/set-password?'),
    );
    expect(invitation.parsed.text).toContain('Editor');
    expect(invitation.parsed.text).toContain('Inbox');

    // The list shows the roles; the Permissions tab changes them (Inbox off, Newsletter on).
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(username);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Inbox');
    await rowMenuButton(page, username).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${username}` });
    await expect(menu.getByRole('menuitem', { name: 'Edit User' })).toBeFocused();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('tab', { name: 'Permissions' }).focus();
    await page.keyboard.press('Enter');
    const others = edit.getByRole('group', { name: 'Other staff roles' });
    await expect(edit.getByRole('switch', { name: 'Administrator Role' })).not.toBeChecked();
    await tabTo(page, others.getByRole('checkbox', { name: 'Inbox' }), 8);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(others.getByRole('checkbox', { name: 'Newsletter' })).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, edit.getByRole('button', { name: 'Save Changes' }), 8);
    await page.keyboard.press('Enter');
    await expectToast(page, 'User Updated', `${username}'s roles are now: Editor, Newsletter.`);
    await expect(edit).toBeHidden();
    expect(await storedUser(page, username)).toMatchObject({
      isAdmin: false,
      roles: ['editor', 'newsletter'],
    });

    // The role filter finds them as Newsletter, not as Inbox any more (in the URL).
    const role = page.getByRole('combobox', { name: 'Role' });
    await role.selectOption({ label: 'Newsletter' });
    await expect(page).toHaveURL(/role=newsletter/);
    await expect(row).toBeVisible();
    await role.selectOption({ label: 'Inbox' });
    await expect(page).toHaveURL(/role=inbox/);
    await expect(page.getByText('No users match the search and filters.')).toBeVisible();
    await role.selectOption({ label: 'All Staff' });
    await expect(row).toBeVisible();

    // Resend Invitation (no password yet): a new link arrives.
    await rowMenuButton(page, username).click();
    await page
      .getByRole('menu', { name: `Actions for ${username}` })
      .getByRole('menuitem', { name: 'Resend Invitation' })
      .click();
    await expectToast(
      page,
      'Invitation Sent',
      `A new link to set a password has been sent to ${email}.`,
    );
    const first = linkIn(invitation, '/set-password?token=');
    const again = await waitForMail(
      email,
      (m) =>
        (m.parsed.text ?? '').includes('/set-password?') &&
        linkIn(m, '/set-password?token=') !== first,
    );
    expect(linkIn(again, '/set-password?token=')).not.toBe(first);
  });
});
