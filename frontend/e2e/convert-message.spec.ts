import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';

// Issue 46, section 3: a contact message turned into a speaking request from its details dialog by
// keyboard alone (Tab to Convert, Enter; each field of the Convert Message dialog typed or chosen
// with keys; a refused submit first), checked in the database (the request with the typed fields,
// the thread and note moved, the audit entry); axe on the dialog at both widths.

signedInAsAdmin();
failOnApiErrors();

/** Presses Tab until `target` has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('converts a contact message into a speaking request by keyboard: the typed fields stored, the conversation and notes moved, audited; axe clean at both widths', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `convert-${tag}@convert.test`;
  const [message] = await queryProduct<{ id: string }>(
    `INSERT INTO contact_message (name, email, company, message)
     VALUES ('Ines Park', $1, 'Park Academy', 'Could your speaker visit our school?') RETURNING id`,
    [email],
  );
  await queryProduct(
    `INSERT INTO inquiry_reply (inquiry_kind, inquiry_id, author, author_name, body, created_at)
     VALUES ('contact-message', $1, 'organisation', 'admin', 'Happily: when, and for how many?', now() - interval '1 hour'),
            ('contact-message', $1, 'note', 'admin', 'A school assembly, probably.', now() - interval '30 minutes')`,
    [message.id],
  );

  await page.goto(`/admin/messages?id=${message.id}`);
  const details = page.getByRole('dialog', { name: 'Message Details' });
  const convertButton = details.getByRole('button', { name: 'Convert', exact: true });
  await expect(convertButton).toBeVisible();
  await details.getByRole('button', { name: 'Add Note' }).focus();
  await tabTo(page, convertButton);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Convert Message' });
  const target = dialog.getByRole('combobox', { name: 'Convert to' });
  await expect(target).toBeFocused();
  await expect(target).toHaveValue('speaking-request');
  const contactName = dialog.getByRole('textbox', { name: 'Contact name' });
  const organization = dialog.getByRole('textbox', { name: 'Organization' });
  await expect(contactName).toHaveValue('Ines Park');
  await expect(organization).toHaveValue('Park Academy');

  // Contact name: replaced by typing.
  await page.keyboard.press('Tab');
  await expect(contactName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Ines Park-Lee');
  // Organization: emptied, then the form refuses and says why.
  await page.keyboard.press('Tab');
  await expect(organization).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Organization is required')).toBeVisible();
  await expect(organization).toHaveAttribute('aria-invalid', 'true');
  await expect(organization).toBeFocused();
  await expectNoAxeViolations(page, 'the Convert Message dialog with an error (1280 px)');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'the Convert Message dialog with an error (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(organization).toBeFocused();
  await page.keyboard.type('Park Academy Trust');
  await expect(organization).toHaveAttribute('aria-invalid', 'false');

  // Event type: the next choice (Workshop) by arrow key.
  await page.keyboard.press('Tab');
  const eventType = dialog.getByRole('combobox', { name: 'Event type' });
  await expect(eventType).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(eventType).toHaveValue('workshop');
  // Event date: typed month, day, year.
  await page.keyboard.press('Tab');
  const eventDate = dialog.getByLabel('Event date (if known)');
  await expect(eventDate).toBeFocused();
  await page.keyboard.type('06302027');
  await expect(eventDate).toHaveValue('2027-06-30');
  // Expected attendees (Tab may first stop on the date's own parts).
  await tabTo(page, dialog.getByRole('textbox', { name: 'Expected attendees' }), 4);
  await page.keyboard.type('1,200');
  // Budget: the second range.
  await page.keyboard.press('Tab');
  const budget = dialog.getByRole('combobox', { name: 'Budget' });
  await expect(budget).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(budget).toHaveValue('5k-10k');
  // Message: rewritten.
  await page.keyboard.press('Tab');
  const messageField = dialog.getByRole('textbox', { name: 'Message' });
  await expect(messageField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('An assembly talk for 1,200 pupils on June 30.');

  await tabTo(page, dialog.getByRole('button', { name: 'Convert', exact: true }));
  await page.keyboard.press('Enter');

  // The new speaking request opens, with the conversation.
  const request = page.getByRole('dialog', { name: 'Speaking Request Details' });
  await expect(request).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\?id=[0-9a-f-]{36}$/);
  const newId = new URL(page.url()).searchParams.get('id')!;
  const conversation = request.getByRole('region', { name: 'Conversation' });
  await expect(conversation).toContainText('Happily: when, and for how many?');
  await expect(conversation).toContainText('A school assembly, probably.');
  await expect(conversation).toContainText('Converted from a contact message');

  const [stored] = await queryProduct(
    `SELECT contact_name, email, company, event_type, to_char(event_date, 'YYYY-MM-DD') AS event_date,
            attendee_count, budget, message, status
       FROM speaking_request WHERE id = $1`,
    [newId],
  );
  expect(stored).toEqual({
    contact_name: 'Ines Park-Lee',
    email,
    company: 'Park Academy Trust',
    event_type: 'workshop',
    event_date: '2027-06-30',
    attendee_count: 1200,
    budget: '5k-10k',
    message: 'An assembly talk for 1,200 pupils on June 30.',
    status: 'pending',
  });
  expect(
    await queryProduct(
      `SELECT inquiry_kind, author, body FROM inquiry_reply WHERE inquiry_id = $1 ORDER BY created_at`,
      [newId],
    ),
  ).toEqual([
    {
      inquiry_kind: 'speaking-request',
      author: 'organisation',
      body: 'Happily: when, and for how many?',
    },
    { inquiry_kind: 'speaking-request', author: 'note', body: 'A school assembly, probably.' },
    {
      inquiry_kind: 'speaking-request',
      author: 'note',
      body: expect.stringMatching(/^Converted from a contact message/),
    },
  ]);
  expect(
    await queryProduct(`SELECT count(*)::int AS n FROM inquiry_reply WHERE inquiry_id = $1`, [
      message.id,
    ]),
  ).toEqual([{ n: 0 }]);
  expect(
    await queryProduct(
      `SELECT converted_kind, converted_id, archived_at IS NOT NULL AS archived
         FROM contact_message WHERE id = $1`,
      [message.id],
    ),
  ).toEqual([{ converted_kind: 'speaking-request', converted_id: newId, archived: true }]);
  expect(
    await queryProduct(
      `SELECT target_id, changes FROM audit_entry WHERE action = 'contact-message.convert' AND target_id = $1`,
      [message.id],
    ),
  ).toEqual([
    {
      target_id: message.id,
      changes: {
        kind: { from: 'contact-message', to: 'speaking-request' },
        id: { from: message.id, to: newId },
      },
    },
  ]);

  // The message now says where its conversation went (axe on that state too).
  await page.goto(`/admin/messages?id=${message.id}`);
  const converted = page.getByRole('dialog', { name: 'Message Details' });
  await expect(converted.getByRole('link', { name: 'Open the speaking request' })).toHaveAttribute(
    'href',
    `/admin/bookings?id=${newId}`,
  );
  await expectNoAxeViolations(page, 'a converted message’s details (1280 px)');
});
