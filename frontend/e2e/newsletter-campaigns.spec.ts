import { utcToZoned } from '@bb/shared/schedule';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Campaign } from '@bb/shared/newsletter';
import { VAGUE_LINK_MESSAGE } from '@bb/shared/pages/checks';
import { UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import type { SiteDetails } from '@bb/shared/site';
import { adminAccount, signedInAsAdmin } from './support/admin-account';
import {
  chooseImage,
  dialogNamed,
  expectNoHorizontalScroll,
  expectToast,
  h1,
  json,
  photoJpeg,
  uploadPhoto,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { confirmedSubscriber, waitForMail, type Mail } from './support/mailbox';

// Issue 23's campaigns screens against the real API: an administrator composes a campaign with an
// image through the upload-and-crop dialog, previews the e-mail at both widths, sends a test to
// themself, then sends it; a confirmed subscriber gets it with its List-Unsubscribe headers and
// unsubscribes in one click. axe-core finds nothing on the list, the compose screen and the preview
// dialog at 1280 px and at 390 px (the spec switches the viewport itself: it runs in the desktop
// project only, since it sends mail).

signedInAsAdmin();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** axe finds nothing and nothing scrolls sideways, at 1280 px and then at 390 px (left at 1280). */
async function checkBothWidths(page: Page, label: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${label} at ${size.width} px`);
    await expectNoHorizontalScroll(page, `${label} at ${size.width} px`);
  }
  await page.setViewportSize(DESKTOP);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A header of a mail, unfolded ('' when missing). */
function header(mail: Mail, name: string): string {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '')
    .trim();
}

/** Waits until the admin list's GET answers, so the grid shows the server's rows. */
async function openList(page: Page) {
  await page.goto('/admin/content/campaigns');
  await expect(h1(page, 'Newsletter campaigns')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading campaigns' })).toHaveCount(0);
}

/** The image has loaded (a broken one has no natural width). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The campaign's state chip on its page reads `state`. */
const stateChip = (page: Page, state: string) =>
  page
    .locator('.MuiChip-root')
    .filter({ hasText: new RegExp(`^${state}$`) })
    .first();

test.describe('newsletter campaigns', () => {
  test.describe.configure({ timeout: 240_000 });

  test('compose with an image, preview at both widths, send a test, send: the subscriber gets it and unsubscribes in one click', async ({
    page,
  }) => {
    const subscriber = await confirmedSubscriber(page.request);
    const subject = `Inclusion insights ${Date.now().toString(36)}`;
    const alt = 'Participants at a workshop table';

    // The list (empty or not) at both widths.
    await openList(page);
    await checkBothWidths(page, '/admin/content/campaigns');

    // Compose.
    await page.getByRole('link', { name: 'New campaign' }).first().click();
    await expect(h1(page, 'New campaign')).toBeVisible();
    await checkBothWidths(page, '/admin/content/campaigns/new');
    const form = page.getByRole('form', { name: 'Compose the campaign' });
    await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Preview text' })
      .fill('Three stories from our workshops');
    const body = form.getByRole('textbox', { name: 'Body' });
    await body.fill(
      'Hello **everyone**, and thank you for a busy month.\n\n### What we learned\n\n- Ask before you help\n- Captions for every video\n\nRead more on [our programmes](/programs).',
    );
    // The image goes after the list: the cursor put at the end of "Captions for every video".
    await body.evaluate((node) => {
      const area = node as HTMLTextAreaElement;
      const at = area.value.indexOf('Captions for every video') + 'Captions for every video'.length;
      area.focus();
      area.setSelectionRange(at, at);
    });
    await form.getByRole('button', { name: 'Insert image' }).click();
    const crop = dialogNamed(page, 'Upload and Crop Image');
    await chooseImage(page, crop, {
      name: 'workshop.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(1200, 800, 30),
    });
    await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
    const describe = dialogNamed(page, 'Describe the image');
    await expect(describe.getByRole('textbox', { name: 'Alt text' })).toBeFocused();
    await checkBothWidths(page, '/admin/content/campaigns/new, Describe the image');
    await describe.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    await describe.getByRole('button', { name: 'Insert image', exact: true }).click();
    await expect(describe).toBeHidden();
    await expect(body).toHaveValue(
      new RegExp(
        `Captions for every video\\n\\n!\\[${alt}\\]\\(/uploads/[0-9a-f]{32}-\\d+x\\d+-\\d+\\.webp\\)\\n\\nRead more`,
      ),
    );
    await expect(body).toBeFocused();
    await expect(form.getByText(`Image 1: ${alt}`)).toBeVisible();
    await form.getByRole('switch', { name: 'Show in the public archive' }).check();
    await checkBothWidths(page, '/admin/content/campaigns/new with an image');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/newsletter/campaigns') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save draft' }).click();
    const campaign = (await (await created).json()) as Campaign;
    expect(campaign.body).toContainEqual({
      type: 'image',
      image: {
        url: expect.stringMatching(/^\/uploads\//) as unknown as string,
        alt,
        decorative: false,
      },
    });
    await expectToast(page, 'Campaign created');
    await expect(h1(page, `Campaign: ${subject}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/content/campaigns/${campaign.id}$`));
    await checkBothWidths(page, '/admin/content/campaigns/{id} (draft)');

    // Preview: the server's e-mail in a sandboxed frame at both widths, and its plain text.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = dialogNamed(page, 'Preview the e-mail');
    const phoneFrame = preview.locator('iframe[title="The e-mail, 390 pixels wide, light mode"]');
    await expect(phoneFrame).toHaveAttribute('sandbox', '');
    const previewImage = page
      .frameLocator('iframe[title="The e-mail, 390 pixels wide, light mode"]')
      .getByRole('img', { name: alt });
    await expect(previewImage).toBeVisible();
    // Loaded, not a broken image: the frame is sandboxed (another origin) and still shows it.
    await expectLoaded(previewImage);
    await checkBothWidths(page, 'the preview dialog, phone frame');
    await preview.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    const desktopTitle = 'The e-mail, 1280 pixels wide, light mode';
    await expect(preview.locator(`iframe[title="${desktopTitle}"]`)).toBeVisible();
    await expect(
      page.frameLocator(`iframe[title="${desktopTitle}"]`).getByRole('heading', { name: subject }),
    ).toBeVisible();
    await checkBothWidths(page, 'the preview dialog, desktop frame');
    await preview.getByRole('tab', { name: 'Plain text' }).click();
    const text: Locator = preview.getByRole('region', { name: 'The plain-text part' });
    await expect(text).toContainText('What we learned');
    await expect(text).toContainText('Captions for every video');
    await checkBothWidths(page, 'the preview dialog, plain text');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // A test to the signed-in administrator.
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await expectToast(page, 'Test sent');
    const testMail = await waitForMail(
      adminAccount().email,
      (m) => m.parsed.subject === `[Test] ${subject}`,
    );
    expect(testMail.parsed.html || '').toContain(`alt="${alt}"`);

    // Send now, to the confirmed subscribers (counted first).
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog', { name: /^Send to [\d,]+ confirmed subscribers?\?$/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Send now', exact: true }).click();
    await expectToast(page, 'Sending started');
    // Read every 2 s while it sends, until every recipient is dealt with.
    await expect(stateChip(page, 'Sent')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('Sent: every recipient has been dealt with.')).toBeVisible();

    // The subscriber's copy: personal unsubscribe headers (RFC 8058), the image with its alt text.
    const mail = await waitForMail(subscriber, (m) => m.parsed.subject === subject, 60_000);
    expect(mail.parsed.html || '').toContain(`alt="${alt}"`);
    expect(mail.parsed.text ?? '').toContain('Captions for every video');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(header(mail, 'List-Unsubscribe'))?.[1];
    expect(oneClick, header(mail, 'List-Unsubscribe')).toBeTruthy();
    // As a mail client posts it: a form body, no Origin header.
    const unsubscribed = await page.request.post(
      new URL(oneClick!).pathname + new URL(oneClick!).search,
      {
        form: { 'List-Unsubscribe': 'One-Click' },
      },
    );
    expect(unsubscribed.status(), await unsubscribed.text()).toBeLessThan(300);

    // The list shows it sent, with its figures.
    await openList(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    const sent = await json<Campaign>(
      await page.request.get(`/api/admin/newsletter/campaigns/${campaign.id}`),
    );
    expect(sent.stats.recipients).toBeGreaterThanOrEqual(1);
    expect(sent.stats.sent).toBeGreaterThanOrEqual(1);
    await checkBothWidths(page, '/admin/content/campaigns with a sent campaign');
  });

  test('images show in the e-mail from any origin; focus returns to Send now and Send test to me', async ({
    page,
    browser,
  }) => {
    const subject = `Pictures ${Date.now().toString(36)}`;
    const photo = await uploadPhoto(page.request, 1600, 1000, 140);
    const created = await json<Campaign>(
      await page.request.post('/api/admin/newsletter/campaigns', {
        data: {
          subject,
          body: `Our month in pictures.\n\n![A workshop table](${photo})\n\n![Our story](/images/story-720.webp)`,
        },
      }),
      201,
    );
    await page.goto(`/admin/content/campaigns/${created.id}`);
    await expect(h1(page, `Campaign: ${subject}`)).toBeVisible();

    // The preview (a sandboxed frame: another origin) shows both images, at both widths.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = dialogNamed(page, 'Preview the e-mail');
    for (const [button, pixels] of [
      [null, 390],
      ['Desktop (1280 px)', 1280],
    ] as const) {
      if (button) await preview.getByRole('button', { name: button }).click();
      const frame = page.frameLocator(
        `iframe[title="The e-mail, ${pixels} pixels wide, light mode"]`,
      );
      await expectLoaded(frame.getByRole('img', { name: 'A workshop table' }));
      await expectLoaded(frame.getByRole('img', { name: 'Our story' }));
    }
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeFocused();

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const at = `at ${size.width} px`;
      // Send now's confirmation closed with Escape, then with Cancel: focus back on Send now.
      const sendNow = page.getByRole('button', { name: 'Send now', exact: true });
      await sendNow.click();
      const confirm = page.getByRole('dialog', {
        name: /^Send to [\d,]+ confirmed subscribers?\?$/,
      });
      await expect(confirm, at).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm, at).toBeHidden();
      await expect(sendNow, at).toBeFocused();
      await sendNow.click();
      await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(confirm, at).toBeHidden();
      await expect(sendNow, at).toBeFocused();
      // After Send test to me, focus is on it again.
      const sendTest = page.getByRole('button', { name: 'Send test to me' });
      await sendTest.click();
      await expectToast(page, 'Test sent');
      await expect(sendTest, at).toBeFocused();
    }
    await page.setViewportSize(DESKTOP);

    // The test's HTML as a mail app shows it: a page of another origin, no cookie. Every image is
    // an absolute JPEG address and loads.
    const testMail = await waitForMail(
      adminAccount().email,
      (m) => m.parsed.subject === `[Test] ${subject}`,
    );
    const html = testMail.parsed.html || '';
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\/[0-9a-f]{32}-1600x1000-1088\.jpg$/),
      expect.stringMatching(/^http:\/\/localhost:\d+\/images\/story-mail\.jpg$/),
    ]);
    const mailApp = await browser.newContext();
    try {
      const reader = await mailApp.newPage();
      await reader.setContent(html);
      expect(await reader.evaluate(() => window.origin)).not.toBe(new URL(sources[0]).origin);
      for (const name of ['A workshop table', 'Our story'])
        await expectLoaded(reader.getByRole('img', { name }));
    } finally {
      await mailApp.close();
    }
  });

  test("the campaigns list shows a sending campaign's progress as it goes, without a reload", async ({
    page,
  }) => {
    // Two readers at least (the administrator through Marketing Emails, and a subscriber), sent
    // at 12 a minute: one every 5 s.
    await json(
      await page.request.put('/api/user/preferences', { data: { marketingEmails: true } }),
    );
    await confirmedSubscriber(page.request);
    await json(
      await page.request.patch('/api/admin/settings', { data: { newsletterRatePerMinute: 12 } }),
    );
    try {
      const subject = `Going out ${Date.now().toString(36)}`;
      const created = await json<Campaign>(
        await page.request.post('/api/admin/newsletter/campaigns', {
          data: { subject, body: 'One reader at a time.' },
        }),
        201,
      );
      await json(
        await page.request.post(`/api/admin/newsletter/campaigns/${created.id}/send`, { data: {} }),
      );
      await openList(page);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
      await expect(row.getByText('Sending', { exact: true })).toBeVisible();
      await checkBothWidths(page, '/admin/content/campaigns while a campaign sends');
      const sentCell = row.locator('[data-field="sent"]');
      // Without a reload, its state and figures follow the sending to its end.
      await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 90_000 });
      const done = await json<Campaign>(
        await page.request.get(`/api/admin/newsletter/campaigns/${created.id}`),
      );
      await expect(sentCell).toHaveText(done.stats.sent.toLocaleString('en-US'));
    } finally {
      await page.request.patch('/api/admin/settings', { data: { newsletterRatePerMinute: null } });
      await page.request.put('/api/user/preferences', { data: { marketingEmails: false } });
    }
  });

  test("a draft is scheduled in the organisation's time zone, then cancelled and deleted", async ({
    page,
  }) => {
    const subject = `Scheduled insights ${Date.now().toString(36)}`;
    const created = await json<Campaign>(
      await page.request.post('/api/admin/newsletter/campaigns', {
        data: { subject, body: 'A short newsletter.\n\nWith two paragraphs.' },
      }),
      201,
    );
    await page.goto(`/admin/content/campaigns/${created.id}`);
    await expect(h1(page, `Campaign: ${subject}`)).toBeVisible();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const dialog = dialogNamed(page, 'Schedule the campaign');
    const when = new Date(Date.now() + 3 * 24 * 3600_000);
    when.setSeconds(0, 0);
    // Typed on the organisation's clocks (Settings > Time zone), whatever the browser's zone.
    const { timeZone } = await json<{ timeZone: string }>(
      await page.request.get('/api/admin/settings'),
    );
    const wall = utcToZoned(when, timeZone);
    await dialog.getByLabel('Send on (date and time)').fill(`${wall.date}T${wall.time}`);
    await checkBothWidths(page, 'the schedule dialog');
    const scheduled = page.waitForResponse((r) => r.url().endsWith(`/${created.id}/send`));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const answer = (await (await scheduled).json()) as Campaign;
    expect(answer.state).toBe('scheduled');
    expect(answer.sendAt).toBe(when.toISOString());
    await expectToast(page, 'Campaign scheduled');
    await expect(stateChip(page, 'Scheduled')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel campaign' }).click();
    const cancel = dialogNamed(page, 'Cancel the campaign?');
    await checkBothWidths(page, 'the cancel confirmation');
    await cancel.getByRole('button', { name: 'Cancel campaign' }).click();
    await expectToast(page, 'Campaign cancelled');
    await expect(stateChip(page, 'Cancelled')).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialogNamed(page, 'Delete the campaign?').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Campaign deleted');
    await expect(page).toHaveURL(/\/admin\/content\/campaigns$/);
    const gone = await page.request.get(`/api/admin/newsletter/campaigns/${created.id}`);
    expect(gone.status()).toBe(404);
  });
  test('the composer checks links as the page editor does, says what saving does to a heading, and refuses a link a detail spoils', async ({
    page,
  }, testInfo) => {
    const subject = `Checked insights ${Date.now().toString(36)}`;
    const created = await json<Campaign>(
      await page.request.post('/api/admin/newsletter/campaigns', {
        data: { subject, body: 'A short newsletter.' },
      }),
      201,
    );
    try {
      await page.goto(`/admin/content/campaigns/${created.id}`);
      await expect(h1(page, `Campaign: ${subject}`)).toBeVisible();
      const body = page.getByRole('textbox', { name: 'Body', exact: true });
      await body.fill(
        'A short newsletter.\n\n# Big news\n\nSee [click here](/programs), or [call us]({phone}).',
      );
      // As typed: the vague link text warns, the '# ' line's level is said, both tied to the field.
      const warning = `Warning: ${VAGUE_LINK_MESSAGE}`;
      const notice =
        'Line 3, “# Big news”, will be saved as “### Big news”: every subheading here has the level the layout gives it, whatever the number of #.';
      await expect(page.getByText(warning)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expect(body).toHaveAccessibleDescription(new RegExp(escapeRegExp(warning)));
      await expect(body).toHaveAccessibleDescription(new RegExp(escapeRegExp(notice)));

      // '{phone}' is the number as shown, not a link: refused at the field, as a typed one is.
      const { phoneDisplay } = await json<SiteDetails>(await page.request.get('/api/site'));
      const unsafe = `The link “call us” goes to “${phoneDisplay}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`;
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expect(body).toHaveAttribute('aria-invalid', 'true');
      await expect(body).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(unsafe)}`));
      await checkBothWidths(
        page,
        'the compose screen with a warning, a heading notice and an error',
      );
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await body.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`composer-checks-${size.width}.png`) });
      }
      await page.setViewportSize(DESKTOP);
      const stored = await json<Campaign>(
        await page.request.get(`/api/admin/newsletter/campaigns/${created.id}`),
      );
      expect(stored.body).toEqual(created.body);

      await body.fill(
        'A short newsletter.\n\n# Big news\n\nSee [our programmes](/programs), or [call us]({phoneLink}).',
      );
      await expect(page.getByText(warning)).toHaveCount(0);
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expectToast(page, 'Draft saved');
      const saved = await json<Campaign>(
        await page.request.get(`/api/admin/newsletter/campaigns/${created.id}`),
      );
      expect(saved.body[1]).toEqual({ type: 'subheading', content: [{ text: 'Big news' }] });
      expect(saved.body[2]).toMatchObject({
        content: expect.arrayContaining([{ text: 'call us', href: '{phoneLink}' }]),
      });
      // Saved, the text shows the subheading as it is kept, and the notice has gone.
      await expect(body).toHaveValue(/^A short newsletter\.\n\n### Big news\n\n/);
      await expect(page.getByRole('status').filter({ hasText: notice })).toHaveCount(0);
    } finally {
      await page.request.delete(`/api/admin/newsletter/campaigns/${created.id}`);
    }
  });
});
