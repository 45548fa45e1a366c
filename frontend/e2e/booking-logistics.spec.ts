import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';

// Issue 20, section 3: a speaking request's booking logistics and an internal note, typed into every
// field of their forms in
// the request's details dialog (by keyboard: focus moves with Tab, buttons are pressed with
// Enter), checked in the database, and the booking's calendar file downloaded.

signedInAsAdmin();
failOnApiErrors();

test('booking logistics and an internal note: every field typed and stored, the calendar file downloaded, axe clean at both widths', async ({
  page,
}) => {
  const company = `Logistics Ltd ${Date.now().toString(36)}`;
  const [{ id }] = await queryProduct<{ id: string }>(
    `INSERT INTO speaking_request (contact_name, email, company, event_type, event_date)
     VALUES ('Kai Moreno', 'kai@logistics.test', $1, 'workshop', '2099-03-09') RETURNING id`,
    [company],
  );
  await page.goto(`/admin/bookings?id=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Speaking Request Details' });
  const form = dialog.getByRole('form', { name: 'Booking logistics' });
  await expect(form).toBeVisible();
  // The event date starts as the date the requester gave (issue 44, item 14).
  await expect(form.getByLabel('Event date')).toHaveValue('2099-03-09');

  // Date and times: native date and time inputs, set by their keyboard-editable value.
  await form.getByLabel('Event date').fill('2099-03-10');
  await form.getByLabel('Start time').fill('14:00');
  await form.getByLabel('End time').fill('15:30');
  // The rest by keyboard alone: Tab from the end time (through its hour and minute parts) to each
  // text field, typing into it.
  await form.getByLabel('End time').focus();
  const location = form.getByLabel('Location');
  for (let presses = 0; presses < 6; presses += 1) {
    if (await location.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(location).toBeFocused();
  await page.keyboard.type('Riverside Centre, Room 4');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Video link')).toBeFocused();
  await page.keyboard.type('https://meet.example.org/kai-workshop');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Fee note/)).toBeFocused();
  await page.keyboard.type('£1,800 agreed.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Invoice on the day.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save Logistics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking logistics saved', { exact: true })).toBeVisible();

  const [stored] = await queryProduct<Record<string, string | null>>(
    `SELECT to_char(event_date, 'YYYY-MM-DD') AS event_date, event_time, end_time, location,
            video_link, fee_note FROM speaking_request WHERE id = $1`,
    [id],
  );
  expect(stored).toEqual({
    event_date: '2099-03-10',
    event_time: '14:00',
    end_time: '15:30',
    location: 'Riverside Centre, Room 4',
    video_link: 'https://meet.example.org/kai-workshop',
    fee_note: '£1,800 agreed.\nInvoice on the day.',
  });

  // The calendar file, by keyboard too.
  const download = page.waitForEvent('download');
  await form.getByRole('link', { name: 'Download calendar file (.ics)' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^booking-2099-03-10-logistics-ltd-[a-z0-9]+\.ics$/);
  const ics = readFileSync((await file.path())!, 'utf8').replace(/\r\n /g, '');
  expect(ics).toContain('DTSTART:20990310T140000\r\n');
  expect(ics).toContain('DTEND:20990310T153000\r\n');
  expect(ics).toContain('LOCATION:Riverside Centre\\, Room 4\r\n');

  // An internal note, by keyboard: typed, then Tab to Add Note and Enter.
  const notes = dialog.getByRole('form', { name: 'Internal note' });
  await notes.getByRole('textbox', { name: 'Internal note' }).focus();
  await page.keyboard.type('They asked for step-free access to Room 4.');
  await page.keyboard.press('Tab');
  await expect(notes.getByRole('button', { name: 'Add Note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Note Added', { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'They asked for step-free access to Room 4.' }),
  ).toContainText('Internal note by');
  const noteRows = await queryProduct<{ author: string; body: string }>(
    `SELECT author, body FROM inquiry_reply WHERE inquiry_kind = 'speaking-request' AND inquiry_id = $1`,
    [id],
  );
  expect(noteRows).toEqual([
    { author: 'note', body: 'They asked for step-free access to Room 4.' },
  ]);

  await expectNoAxeViolations(page, 'booking details with logistics (1280 px)');
  await page.setViewportSize({ width: 390, height: 844 });
  await form.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'booking details with logistics (390 px)');
});
