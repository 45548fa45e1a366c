import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { adminCookies } from './support/admin-account';
import { expectNoAxeViolations } from './support/axe';
import { checkAtBothWidths } from './support/dashboard-layout';
import { queryProduct } from './support/database';
import { memberAccount, signInCookies, type Account } from './support/member-account';
import { waitForMail } from './support/mailbox';

// The member area against the real server, database and SMTP catcher: a signed-in member sends a
// speaking request from My Bookings, finds it there and, once the organisation has answered, its
// conversation in My Messages, which they read and answer by keyboard; and the member's Dark Mode
// applies to the whole site.

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

let account: Account;
let cookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  account = await memberAccount();
  cookies = await signInCookies(context, account);
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies);
});

test.describe('member area', () => {
  test('the dashboard: no card taller than its content, at 1280 and 390 px (issue 20)', async ({
    page,
  }) => {
    await checkAtBothWidths(page, '/my/dashboard', 'Quick Actions', 'member dashboard');
  });

  test('a member sends a speaking request signed in, sees it in My Bookings, and reads and answers its conversation by keyboard', async ({
    page,
    browser,
  }, testInfo) => {
    const company = `Harbor Labs ${Date.now().toString(36)}`;
    const title = `Workshop for ${company}`;
    const eventDate = `${new Date().getFullYear() + 1}-03-09`;

    await page.goto('/my/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${account.username}` }),
    ).toBeVisible();
    const summary = (await (await page.request.get('/api/my/summary')).json()) as {
      messages: { unread: number };
    };
    const unreadBefore = summary.messages.unread;

    await page.getByRole('link', { name: 'Book a New Session' }).click();
    await expect(page).toHaveURL(/\/my\/bookings$/);
    const dialog = page.getByRole('dialog', { name: 'New Booking' });
    const form = dialog.getByRole('form', { name: 'New booking request' });
    // Prefilled with the member's details.
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      account.email,
    );
    await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Kim Member');
    await form.getByRole('textbox', { name: 'Organization', exact: true }).fill(company);
    await form.getByRole('combobox', { name: 'Event type', exact: true }).selectOption('workshop');
    await form.getByLabel('Event date (if known)').fill(eventDate);
    await form.getByRole('textbox', { name: 'Expected attendees', exact: true }).fill('120');
    await form
      .getByRole('textbox', { name: 'Tell us about your event', exact: true })
      .fill('A workshop for our team leads.');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Success!', { exact: true })).toBeVisible();

    // My Bookings: the request, with its date, time and location to be determined, pending.
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: title }),
    });
    await expect(card).toBeVisible();
    await expect(card.getByText('March 9,', { exact: false })).toBeVisible();
    await expect(card.getByText('TBD')).toHaveCount(2);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();

    // View Details: what was sent, and its conversation (so far the acknowledgement).
    await card.getByRole('button', { name: `View Details: ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Kim Member', { exact: true })).toBeVisible();
    await expect(details.getByText('A workshop for our team leads.').first()).toBeVisible();
    await expect(details.getByText('120', { exact: true })).toBeVisible();
    await expect(details.getByRole('region', { name: 'Conversation, latest first' })).toContainText(
      'Thank you for your speaking request, Kim Member',
    );
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();

    // Stored with the member's account.
    const rows = await queryProduct<{ id: string; username: string }>(
      `SELECT r.id, u.username FROM speaking_request r JOIN app_user u ON u.id = r.user_id
       WHERE r.company = $1`,
      [company],
    );
    expect(rows).toEqual([{ id: expect.any(String), username: account.username }]);

    // The organisation answers (in the admin panel: its API here).
    const admin = await browser.newContext();
    await admin.addCookies(await adminCookies(admin));
    const answered = await admin.request.post(`/api/admin/speaking-requests/${rows[0].id}/reply`, {
      data: { message: 'Would Tuesday the 9th at 10:00 suit you?' },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await admin.close();

    // My Messages: one card for the conversation, new, of type Inquiry, counted once by the bell.
    await page.goto('/my/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Messages, ${unreadBefore + 1} unread` }),
    ).toBeVisible();
    const subject = `Your speaking request: ${title}`;
    const message = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: subject, exact: true }),
    });
    await expect(message).toHaveCount(1);
    await expect(message.getByText('New', { exact: true })).toBeVisible();
    await expect(message.getByText('Inquiry', { exact: true })).toBeVisible();
    await expect(message.getByText('Would Tuesday the 9th at 10:00 suit you?')).toBeVisible();

    // By keyboard: open the conversation, read the organisation's reply (latest first), answer it.
    await tabTo(page, message.getByRole('button', { name: `Read: ${subject}` }));
    await page.keyboard.press('Enter');
    const thread = page.getByRole('dialog', { name: subject });
    const conversation = thread.getByRole('region', { name: 'Conversation, latest first' });
    await expect(conversation.getByRole('listitem').first()).toContainText(
      'Would Tuesday the 9th at 10:00 suit you?',
    );
    await expect(conversation.getByRole('listitem').last()).toContainText(
      'A workshop for our team leads.',
    );
    await expect(conversation).toContainText('Thank you for your speaking request, Kim Member');
    // Opened, the whole conversation is read on the server.
    await expect
      .poll(async () => {
        const [row] = await queryProduct<{ unread: number }>(
          `SELECT count(*)::int AS unread FROM member_message WHERE inquiry_id = $1 AND read_at IS NULL`,
          [rows[0].id],
        );
        return row.unread;
      })
      .toBe(0);

    await tabTo(page, thread.getByRole('button', { name: 'Reply', exact: true }));
    await page.keyboard.press('Enter');
    const field = thread.getByRole('textbox', { name: /Your reply/ });
    await expect(field).toBeFocused();
    await page.keyboard.type('Tuesday at 10:00 is perfect.');
    await tabTo(page, thread.getByRole('button', { name: 'Send Reply' }));
    await page.keyboard.press('Enter');
    await expect(conversation.getByRole('listitem').first()).toContainText(
      'Tuesday at 10:00 is perfect.',
    );
    await expect(conversation.getByRole('listitem').first()).toContainText(/^You · /);
    await expect(field).toBeHidden();

    // It joined the request's thread (answering the conversation's first message), and nothing else.
    const replies = await queryProduct<{ body: string; kind: string; inquiry: string }>(
      `SELECT r.body, r.inquiry_kind AS kind, r.inquiry_id AS inquiry FROM inquiry_reply r
       WHERE r.body = $1 AND r.author = 'sender'`,
      ['Tuesday at 10:00 is perfect.'],
    );
    expect(replies).toEqual([
      { body: 'Tuesday at 10:00 is perfect.', kind: 'speaking-request', inquiry: rows[0].id },
    ]);
    expect(
      await queryProduct('SELECT id FROM contact_message WHERE message = $1', [
        'Tuesday at 10:00 is perfect.',
      ]),
    ).toEqual([]);

    // The open conversation passes axe and is looked at, at 1280 and 390 px.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoAxeViolations(page, `/my/messages conversation open at ${width} px`);
      await page.screenshot({ path: testInfo.outputPath(`conversation-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.keyboard.press('Escape');
    await expect(thread).toBeHidden();
    await expect(message.getByRole('button', { name: `Read: ${subject}` })).toBeFocused();
    await expect(message.getByText('New', { exact: true })).toHaveCount(0);

    // The dashboard: its figures are the member's, the request and the message among the recent.
    const after = (await (await page.request.get('/api/my/summary')).json()) as {
      bookings: { total: number };
      messages: { unread: number };
    };
    expect(after.bookings.total).toBeGreaterThan(0);
    await page.goto('/my/dashboard');
    const figure = (label: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: label }) });
    await expect(figure('Booking Requests')).toContainText(String(after.bookings.total));
    await expect(figure('Unread Messages')).toContainText(String(after.messages.unread));
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: subject, exact: true })).toBeVisible();
    // Four figures, each named as what it counts: no made-up score or completion.
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Booking Requests',
      'Unread Messages',
      'Upcoming Events',
      'Two-Factor Authentication',
    ]);
    await expect(page.getByText(/Impact Score|Profile Completion/)).toHaveCount(0);

    // Confirmed by the organisation, the request becomes an upcoming event, named on its card
    // (pending again afterwards: the worker's member keeps a booking it can edit, for other specs).
    await queryProduct(
      `UPDATE speaking_request SET status = 'confirmed', event_time = '10:00' WHERE company = $1`,
      [company],
    );
    try {
      const confirmed = (await (await page.request.get('/api/my/summary')).json()) as {
        bookings: { upcoming: number };
        nextEvent: { title: string; time: string | null } | null;
      };
      expect(confirmed.bookings.upcoming).toBeGreaterThan(0);
      await page.reload();
      await expect(figure('Upcoming Events')).toContainText(String(confirmed.bookings.upcoming));
      await expect(figure('Upcoming Events')).toContainText(
        `Next: ${confirmed.nextEvent!.title}, `,
      );
    } finally {
      await queryProduct(
        `UPDATE speaking_request SET status = 'pending', event_time = NULL WHERE company = $1`,
        [company],
      );
    }
    await expect(figure('Two-Factor Authentication')).toContainText('Off');

    // Each way on leads into the member area, or to the public form that starts a conversation.
    await figure('Two-Factor Authentication')
      .getByRole('link', { name: 'Turn it on in Settings' })
      .click();
    await expect(page).toHaveURL(/\/my\/settings$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Send Us a Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The acknowledgement e-mail went out too.
    const mail = await waitForMail(account.email, (m) => (m.parsed.text ?? '').includes(company));
    expect(mail.parsed.text).toContain('A workshop for our team leads.');
  });

  test('Dark Mode is stored and switches the whole site, public pages included', async ({
    page,
  }) => {
    await page.goto('/my/settings');
    const dark = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(dark).toBeEnabled();
    await expect(dark).not.toBeChecked();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(250, 249, 253)');

    await dark.click();
    await expect(toasts(page).getByText('Settings Updated', { exact: true })).toBeVisible();
    await expect.poll(background).toBe('rgb(18, 16, 24)');
    const stored = await queryProduct<{ dark: boolean }>(
      `SELECT (preferences->>'darkMode')::boolean AS dark FROM app_user WHERE username = $1`,
      [account.username],
    );
    expect(stored).toEqual([{ dark: true }]);

    try {
      // A public page, loaded afresh, follows the member's setting.
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(background).toBe('rgb(18, 16, 24)');
    } finally {
      const response = await page.request.put('/api/user/preferences', {
        data: { darkMode: false },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await background()).toBe('rgb(250, 249, 253)');
  });
});
