import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { adminCookies, throwawayMember } from './support/admin-account';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';
import { waitForMail } from './support/mailbox';
import { signInCookies } from './support/member-account';
import { INBOUND_ADDRESS } from './support/product';

// Issue 46, section 1, seen in Chromium: a member's answer by e-mail (sent to the product's built-in
// receiver as their mail provider would, to the Reply-To of our acknowledgement, quoting it and with
// a PDF attached) joins the conversation: the member sees it at /my/messages marked as by e-mail,
// and staff see it in the message's thread (came by e-mail, the attachment to download with the
// same bytes, the whole original, quoted history included, one keyboard press away). axe at both
// widths on the thread and the original.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Presses Tab until `target` has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a member answers our e-mail: the answer shows in their conversation and in the admin thread, with its attachment and its whole original', async ({
  browser,
}) => {
  const member = await throwawayMember('answers');
  const question = `Do you run sessions for hospital staff? (${Date.now().toString(36)})`;

  // The member writes through the contact form, signed in; our acknowledgement comes by e-mail.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await memberContext.addCookies(await signInCookies(memberContext, member));
  const sent = await memberContext.request.post('/api/contact', {
    data: { name: 'Mira Stone', email: member.email, inquiryType: 'training', message: question },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const ack = await waitForMail(member.email, (m) => (m.parsed.text ?? '').includes(question));
  const replyTo = ack.parsed.replyTo?.value[0]?.address ?? '';
  expect(replyTo).toMatch(/^replies\+[a-z0-9]{20,}@answers\.test$/);
  expect(INBOUND_ADDRESS).toBe('replies@answers.test');

  // Their answer, as their provider hands it to our receiver: new text above the quoted history.
  const answer = 'For about 40 nurses, in spring. Our brochure is attached.';
  const provider = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(process.env.E2E_INBOUND_SMTP_PORT),
    secure: false,
    ignoreTLS: true,
  });
  await provider.sendMail({
    from: member.email,
    to: replyTo,
    subject: `Re: ${ack.parsed.subject}`,
    inReplyTo: ack.parsed.messageId,
    text: `${answer}\n\nOn Monday, Building Bridges wrote:\n> Thank you for your message.`,
    attachments: [{ filename: 'brochure.pdf', content: PDF, contentType: 'application/pdf' }],
  });
  provider.close();

  // The member: the answer in their conversation, marked as theirs by e-mail.
  const page = await memberContext.newPage();
  await page.goto('/my/messages');
  const card = page.getByRole('listitem').filter({ hasText: answer });
  await expect(card).toHaveCount(1);
  const read = card.getByRole('button', { name: /^Read: / });
  await tabTo(page, read);
  await page.keyboard.press('Enter');
  const conversation = page
    .getByRole('dialog')
    .getByRole('region', { name: 'Conversation, latest first' });
  await expect(conversation.getByRole('listitem').first()).toContainText(/^You · by e-mail · /);
  await expect(conversation.getByRole('listitem').first()).toContainText(answer);
  await expect(conversation).not.toContainText('Building Bridges wrote');
  await memberContext.close();

  // Staff: the contact message's thread shows it came by e-mail, with the file and the original.
  const [row] = await queryProduct<{ id: string }>(
    'SELECT id FROM contact_message WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
    [member.email],
  );
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await staffContext.addCookies(await adminCookies(staffContext));
  const admin = await staffContext.newPage();
  await admin.goto(`/admin/messages?id=${row.id}`);
  const details = admin.getByRole('dialog', { name: 'Message Details' });
  const entry = details.getByRole('listitem').filter({ hasText: answer });
  await expect(entry).toContainText('Came by e-mail');
  await expect(entry).not.toContainText('Building Bridges wrote');
  const file = entry.getByRole('link', { name: /^brochure\.pdf \(/ });
  await expect(file).toBeVisible();
  const [download] = await Promise.all([admin.waitForEvent('download'), file.click()]);
  expect(readFileSync(await download.path()).equals(PDF)).toBe(true);

  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(admin, `the thread with an answer by e-mail at ${width} px`);
  }
  await admin.setViewportSize({ width: 1280, height: 800 });

  const whole = entry.getByRole('button', { name: 'Show the whole message' });
  await whole.focus();
  await admin.keyboard.press('Enter');
  const original = admin.getByRole('dialog', { name: 'The Whole Message' });
  await expect(original).toContainText('Building Bridges wrote');
  await expect(original).toContainText(answer);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(admin, `the whole message at ${width} px`);
  }
  await admin.keyboard.press('Escape');
  await expect(original).toBeHidden();
  await expect(whole).toBeFocused();
  await staffContext.close();
});
