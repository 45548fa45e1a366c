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
