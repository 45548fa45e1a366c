import { expect, test } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';

// Issue 20, section 3: a contact message sent twice by one person, merged from the message's details
// dialog by keyboard alone (Tab to the duplicate's Merge button, Enter, Tab to Merge in the
// confirmation, Enter), checked in the database; axe on the dialog with the duplicates listed.

signedInAsAdmin();
failOnApiErrors();

test('merges a duplicate contact message by keyboard: the duplicate is gone, what they wrote is a note, axe clean at both widths', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `twice-${tag}@merge.test`;
  const [kept] = await queryProduct<{ id: string }>(
    `INSERT INTO contact_message (name, email, message, created_at)
     VALUES ('Rosa Field', $1, 'Do you run sessions for schools?', now() - interval '2 hours')
     RETURNING id`,
    [email],
  );
  const [duplicate] = await queryProduct<{ id: string }>(
    `INSERT INTO contact_message (name, email, message)
     VALUES ('Rosa Field', $1, 'Sorry, sending again: for about 30 teachers.') RETURNING id`,
    [email.toUpperCase()],
  );

  await page.goto(`/admin/messages?id=${kept.id}`);
  const dialog = page.getByRole('dialog', { name: 'Message Details' });
  const duplicates = dialog.getByRole('region', { name: 'Other messages from this sender' });
  await expect(duplicates).toBeVisible();
  await expectNoAxeViolations(page, 'message details with a duplicate listed (1280 px)');
  await page.setViewportSize({ width: 390, height: 844 });
  await duplicates.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'message details with a duplicate listed (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the note's button, Tab reaches the duplicate's Merge button.
  await dialog.getByRole('button', { name: 'Add Note' }).focus();
  await page.keyboard.press('Tab');
  const mergeButton = duplicates.getByRole('button', { name: /^Merge “Sorry, sending again/ });
  await expect(mergeButton).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Merge Duplicate' });
  await expect(confirm).toContainText('The sender is not told');
  const confirmButton = confirm.getByRole('button', { name: 'Merge', exact: true });
  for (let presses = 0; presses < 5; presses += 1) {
    if (await confirmButton.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirmButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Duplicate Merged', { exact: true })).toBeVisible();
  await expect(duplicates).toBeHidden();

  expect(
    await queryProduct(`SELECT id FROM contact_message WHERE id = $1`, [duplicate.id]),
  ).toEqual([]);
  const thread = await queryProduct<{ author: string; body: string }>(
    `SELECT author, body FROM inquiry_reply WHERE inquiry_kind = 'contact-message' AND inquiry_id = $1`,
    [kept.id],
  );
  expect(thread).toEqual([
    {
      author: 'note',
      body: expect.stringMatching(
        /^Merged in: the message "Rosa Field <twice-[a-z0-9]+@merge\.test>" sent on [A-Z][a-z]{2} \d{1,2}, \d{4}\.\n\nWhat they wrote:\nSorry, sending again: for about 30 teachers\.$/i,
      ),
    },
  ]);
  await expect(
    dialog
      .getByRole('region', { name: 'Conversation' })
      .getByRole('listitem')
      .filter({ hasText: 'Sorry, sending again' }),
  ).toContainText('Internal note by');
  // The merged message is not offered again (a list answered before the merge may show it for a
  // moment; it must not stay).
  await expect(duplicates).toBeHidden();
});
