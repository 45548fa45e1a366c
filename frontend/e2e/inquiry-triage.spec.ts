import { expect, test } from '@playwright/test';
import { adminAccount, signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';

// Issue, section 3 ("One inquiry inbox"): a speaking request assigned to oneself and archived then
// restored from its details dialog by keyboard alone (focus moves with Tab, a select's choice with
// the arrow keys, buttons are pressed with Enter); what was stored is read back through the API.
// The "Assigned to me" filter finds it; the screens are axe clean.

signedInAsAdmin();
failOnApiErrors();

interface Triage {
  assignee: { id: string; username: string } | null;
  archivedAt: string | null;
}

test('assign to me, archive and restore by keyboard; the filter finds it; axe clean', async ({
  page,
}) => {
  const me = adminAccount().username;
  const company = `Triage Ltd ${Date.now().toString(36)}`;
  const [{ id }] = await queryProduct<{ id: string }>(
    `INSERT INTO speaking_request (contact_name, email, company, event_type)
     VALUES ('Rae Quinn', 'rae@triage.test', $1, 'keynote') RETURNING id`,
    [company],
  );
  const stored = async () =>
    (await (await page.request.get(`/api/admin/speaking-requests/${id}`)).json()) as Triage;

  await page.goto(`/admin/bookings?id=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Speaking Request Details' });
  const tools = dialog.getByRole('group', { name: 'Triage of the speaking request' });
  const assignee = tools.getByRole('combobox', { name: 'Assigned to' });
  await expect(assignee.getByRole('option', { name: `${me} (you)` })).toBeAttached();

  // The dialog opens with the focus inside it; Tab reaches the assignee select first.
  for (let presses = 0; presses < 5; presses += 1) {
    if (await assignee.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(assignee).toBeFocused();
  // Down the administrators (each choice is saved at once) until oneself.
  for (let presses = 0; presses < 50; presses += 1) {
    const chosen = await assignee.evaluate(
      (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
    );
    if (chosen === `${me} (you)`) break;
    await page.keyboard.press('ArrowDown');
    const value = await assignee.inputValue();
    await expect.poll(async () => (await stored()).assignee?.id ?? '').toBe(value);
  }
  await expect(
    page.getByText(`The speaking request from Rae Quinn is assigned to you.`, { exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await stored()).assignee?.username).toBe(me);

  // Archive: Tab to the button, Enter.
  await page.keyboard.press('Tab');
  const archive = tools.getByRole('button', { name: 'Archive' });
  await expect(archive).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'The speaking request from Rae Quinn is archived. Choose Archived in the status filter to see it again.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect.poll(async () => (await stored()).archivedAt).not.toBeNull();
  const restore = tools.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeVisible();
  await expectNoAxeViolations(page, 'an archived request’s details with its triage tools');

  // Restore, by keyboard: the focus is in the tools; Tab or Shift+Tab to Restore, Enter.
  await restore.focus();
  await expect(restore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`The speaking request from Rae Quinn is back in the inbox.`, { exact: true }),
  ).toBeVisible();
  await expect.poll(async () => (await stored()).archivedAt).toBeNull();
  expect((await stored()).assignee?.username).toBe(me);

  // The spam confirmation says what happens; Escape leaves everything as it was.
  await tools.getByRole('button', { name: 'Mark as Spam' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Mark as Spam' });
  await expect(confirm).toContainText('Nothing is sent to the sender.');
  await expectNoAxeViolations(page, 'the spam confirmation');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // Close the details; "Assigned to me" in the filter bar, by keyboard, lists it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const filter = page.getByRole('combobox', { name: 'Assigned' });
  await filter.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]assignee=me\b/);
  await expect(page.getByText(company)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: company }).getByText(`Assigned to ${me}`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the bookings filtered to “Assigned to me”');
});

test('opening a message marks it read where it stands: the row under the pointer stays, the reload sorts it; a sender who wrote twice is marked; axe clean at both widths', async ({
  page,
}) => {
  // Issue 44, items 16 and 17.
  const tag = `order${Date.now().toString(36)}`;
  const message = (name: string, email: string, status: string, minutesAgo: number) =>
    queryProduct(
      `INSERT INTO contact_message (name, email, message, status, created_at)
       VALUES ($1, $2, 'About training for our team.', $3, now() - make_interval(mins => $4))`,
      [`${name} ${tag}`, `${email}-${tag}@order.test`, status, minutesAgo],
    );
  await message('Newest Unread', 'twice', 'new', 1);
  await message('Older Unread', 'once', 'new', 60);
  await message('Read Before', 'twice', 'read', 30);
  const headings = () =>
    page
      .getByRole('region', { name: /^Messages \(/ })
      .getByRole('heading', { level: 3 })
      .allTextContents();
  const card = (name: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${name} ${tag}` }) });

  await page.goto(`/admin/messages?q=${tag}`);
  await expect
    .poll(headings)
    .toEqual([`Newest Unread ${tag}`, `Older Unread ${tag}`, `Read Before ${tag}`]);
  // The sender of two messages is marked on both, as text.
  await expect(
    card('Newest Unread').getByText('2 from this sender', { exact: true }),
  ).toBeVisible();
  await expect(card('Read Before').getByText('2 from this sender', { exact: true })).toBeVisible();
  await expect(card('Older Unread').getByText(/from this sender/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'messages with a sender who wrote twice (1280 px)');

  // Opened with the mouse: read, and the list behind keeps its order.
  const view = page.getByRole('button', { name: `View the message from Newest Unread ${tag}` });
  await view.scrollIntoViewIfNeeded();
  const box = (await view.boundingBox())!;
  const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(pointer.x, pointer.y);
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      (
        await queryProduct<{ status: string }>(
          `SELECT status FROM contact_message WHERE name = $1`,
          [`Newest Unread ${tag}`],
        )
      ).map((row) => row.status),
    )
    .toEqual(['read']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card('Newest Unread').getByText('Read', { exact: true })).toBeVisible();
  expect(await headings()).toEqual([
    `Newest Unread ${tag}`,
    `Older Unread ${tag}`,
    `Read Before ${tag}`,
  ]);
  // What is under the pointer is still the opened message's View button.
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      pointer,
    ),
  ).toBe(`View the message from Newest Unread ${tag}`);

  // A reload shows the inbox's order: unread first.
  await page.reload();
  await expect
    .poll(headings)
    .toEqual([`Older Unread ${tag}`, `Newest Unread ${tag}`, `Read Before ${tag}`]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    card('Newest Unread').getByText('2 from this sender', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'messages with a sender who wrote twice (390 px)');
});
