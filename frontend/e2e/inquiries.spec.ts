import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { queryProduct } from './support/database';
import { waitForMail, type Mail } from './support/mailbox';
import { memberAccount, signInCookies } from './support/member-account';

// The three inquiry forms against the real server, database and SMTP catcher: each submits from
// the browser, the visitor gets an acknowledgement, the organisation (the site e-mail, as
// NOTIFICATION_EMAIL is unset) a notification, and the row is stored.

const ORGANISATION = 'hello@example.org';

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function expectToast(page: Page, title: string, text: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(text, { exact: true })).toBeVisible();
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
const select = (form: Locator, name: string) => form.getByRole('combobox', { name, exact: true });

/** Both e-mails of one submission: the acknowledgement and the notification naming the visitor. */
async function bothMails(visitor: string): Promise<{ acknowledgement: Mail; notification: Mail }> {
  const acknowledgement = await waitForMail(visitor);
  const notification = await waitForMail(ORGANISATION, (m) =>
    (m.parsed.text ?? '').includes(visitor),
  );
  return { acknowledgement, notification };
}

test.describe('inquiry forms', () => {
  test('General Inquiry: sent from /contact, both e-mails go out and the message is stored', async ({
    page,
  }) => {
    const email = unique('general');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'General inquiry' });
    await textbox(form, 'Name').fill('Ada Lovelace');
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Organization').fill('Analytical Engines Ltd');
    await select(form, 'What is your inquiry about?').selectOption('training');
    // Two lines: the field is a plain textarea of six rows, which keeps the line break.
    await textbox(form, 'Message').fill(
      'We would like inclusion training for 40 managers.\nTwo sites, one of them remote.',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectToast(page, 'Success!', "Your message has been sent. We'll get back to you soon.");
    // The form gives way to its lasting confirmation (issue 46); its button brings an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(textbox(form, 'Name')).toHaveValue('');
    await expect(textbox(form, 'Email')).toHaveValue('');
    await expect(textbox(form, 'Message')).toHaveValue('');
    await expect(select(form, 'What is your inquiry about?')).toHaveValue('general');

    const { acknowledgement, notification } = await bothMails(email);
    expect(acknowledgement.parsed.text).toContain(
      'We would like inclusion training for 40 managers.',
    );
    expect(notification.parsed.subject).toContain('Ada Lovelace');
    expect(notification.parsed.text).toContain('Company: Analytical Engines Ltd');
    expect(notification.parsed.text).toContain('We would like inclusion training for 40 managers.');

    const rows = await queryProduct<{
      name: string;
      inquiry_type: string;
      company: string;
      message: string;
    }>('SELECT name, inquiry_type, company, message FROM contact_message WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([
      {
        name: 'Ada Lovelace',
        inquiry_type: 'training',
        company: 'Analytical Engines Ltd',
        message:
          'We would like inclusion training for 40 managers.\nTwo sites, one of them remote.',
      },
    ]);
  });

  test('Speaking Request: sent from /book-mwo-show with every field, e-mailed and stored', async ({
    page,
  }) => {
    const email = unique('speaking');
    const eventDate = `${new Date().getFullYear() + 1}-06-15`;
    await page.goto('/book-mwo-show');
    await page.getByRole('link', { name: 'Request a Booking' }).click();
    const form = page.getByRole('form', { name: 'Speaking request' });
    await textbox(form, 'Contact name').fill('Grace Hopper');
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Organization').fill('Harbor Tech Conference');
    await select(form, 'Event type').selectOption('conference');
    await form.getByLabel('Event date (if known)').fill(eventDate);
    await textbox(form, 'Expected attendees').fill('1,200');
    await select(form, 'Budget').selectOption('10k-25k');
    await textbox(form, 'Tell us about your event').fill('Opening keynote, hybrid audience.');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expectToast(
      page,
      'Success!',
      "Your speaking request has been submitted. We'll get back to you within 24 hours.",
    );
    await page.getByRole('button', { name: 'Submit another request' }).click();
    await expect(textbox(form, 'Contact name')).toHaveValue('');
    await expect(textbox(form, 'Expected attendees')).toHaveValue('');
    await expect(select(form, 'Event type')).toHaveValue('keynote');
    await expect(select(form, 'Budget')).toHaveValue('');

    const { acknowledgement, notification } = await bothMails(email);
    expect(acknowledgement.to).toEqual([email]);
    expect(notification.parsed.subject).toContain('Harbor Tech Conference');
    expect(notification.parsed.text).toContain('Audience size: 1,200 attendees');
    expect(notification.parsed.text).toContain('Budget: $10,000 - $25,000');

    const rows = await queryProduct<Record<string, unknown>>(
      `SELECT contact_name, company, event_type, to_char(event_date, 'YYYY-MM-DD') AS event_date,
              attendee_count, budget, message, status
         FROM speaking_request WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        contact_name: 'Grace Hopper',
        company: 'Harbor Tech Conference',
        event_type: 'conference',
        event_date: eventDate,
        attendee_count: 1200,
        budget: '10k-25k',
        message: 'Opening keynote, hybrid audience.',
        status: 'pending',
      },
    ]);
  });

  test('Partnership: a level chosen on /corporate, sent with contract details, e-mailed and stored', async ({
    page,
  }) => {
    const email = unique('partner');
    await gotoHydrated(page, '/corporate');
    await page.getByRole('button', { name: 'Choose Program Sponsor' }).click();
    const form = page.getByRole('form', { name: 'Partnership inquiry' });
    await expect(select(form, 'Partnership level')).toHaveValue('sponsor');
    await expect(select(form, 'Partnership level')).toBeFocused();
    await expect(form).toBeInViewport();

    await textbox(form, 'Company name').fill('Northwind Logistics');
    await textbox(form, 'Contact name').fill('Mary Jackson');
    await textbox(form, 'Email').fill(email);
    await select(form, 'Number of employees').selectOption('1001-5000');
    await select(form, 'Timeline').selectOption('3-6-months');
    await select(form, 'Budget').selectOption('15k-50k');
    const interests = form.getByRole('group', { name: 'Interest areas (choose any that apply)' });
    await interests.getByRole('checkbox', { name: 'Community Outreach' }).check();
    await interests.getByRole('checkbox', { name: 'Speaking Engagements' }).check();
    await textbox(form, 'Additional information').fill('Three sites; ERGs launched last year.');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expectToast(
      page,
      'Success!',
      'Your partnership inquiry has been submitted. Our team will contact you within 48 hours.',
    );
    await page.getByRole('button', { name: 'Submit another inquiry' }).click();
    await expect(textbox(form, 'Company name')).toHaveValue('');
    // The level chosen on the page stays chosen for another inquiry.
    await expect(select(form, 'Partnership level')).toHaveValue('sponsor');
    await expect(interests.getByRole('checkbox', { name: 'Community Outreach' })).not.toBeChecked();

    const { notification } = await bothMails(email);
    expect(notification.parsed.subject).toContain('Northwind Logistics');
    expect(notification.parsed.text).toContain(
      'Interests: Speaking Engagements, Community Outreach',
    );
    expect(notification.parsed.text).toContain('Three sites; ERGs launched last year.');

    const rows = await queryProduct<Record<string, unknown>>(
      `SELECT company_name, contact_name, partnership_type, contract_details, status
         FROM corporate_partnership WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        company_name: 'Northwind Logistics',
        contact_name: 'Mary Jackson',
        partnership_type: 'sponsor',
        contract_details: {
          interests: ['Speaking Engagements', 'Community Outreach'],
          employeeCount: '1001-5000',
          timeline: '3-6-months',
          budget: '15k-50k',
          additionalInfo: 'Three sites; ERGs launched last year.',
        },
        status: 'new',
      },
    ]);
  });

  test('a server failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'General inquiry' });
    await textbox(form, 'Name').fill('Ada Lovelace');
    await textbox(form, 'Email').fill('ada@example.org');
    await textbox(form, 'Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error', 'Internal server error');
    await expect(textbox(form, 'Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a rate-limited request shows the server message; an empty failure the fallback', async ({
    page,
  }) => {
    await page.route('**/api/speaking-request', (route) =>
      route.fulfill({
        status: 429,
        json: {
          statusCode: 429,
          message: 'Too many requests. Please wait a few minutes and try again.',
        },
      }),
    );
    await page.route('**/api/corporate-partnership', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto('/contact?tab=speaking');
    const speaking = page.getByRole('form', { name: 'Speaking request' });
    await textbox(speaking, 'Contact name').fill('Grace Hopper');
    await textbox(speaking, 'Email').fill('grace@example.org');
    await textbox(speaking, 'Organization').fill('Harbor Tech');
    await speaking.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Error', 'Too many requests. Please wait a few minutes and try again.');

    await page.getByRole('tab', { name: 'Partnership' }).click();
    const partnership = page.getByRole('form', { name: 'Partnership inquiry' });
    await textbox(partnership, 'Company name').fill('Northwind');
    await textbox(partnership, 'Contact name').fill('Mary Jackson');
    await textbox(partnership, 'Email').fill('mary@example.org');
    await partnership.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expectToast(page, 'Error', 'Failed to submit partnership inquiry');
  });

  test('an incomplete form shows the field messages and focuses the first one', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'General inquiry' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(textbox(form, 'Name')).toBeFocused();
    await expect(textbox(form, 'Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the contact tabs work with the keyboard and ?tab= opens a tab after hydration', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?tab=corporate');
    await expect(page.getByRole('tab', { name: 'Partnership' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('form', { name: 'Partnership inquiry' })).toBeVisible();
    await page.getByRole('tab', { name: 'Partnership' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'General Inquiry' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Speaking Request' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact\?tab=speaking$/);
    await expect(page.getByRole('form', { name: 'Speaking request' })).toBeVisible();
  });

  test('Download Partnership Packet downloads the PDF', async ({ page }) => {
    await page.goto('/corporate');
    const link = page
      .getByRole('region', { name: 'Start Your Partnership' })
      .getByRole('link', { name: /Download Partnership Packet/ });
    await expect(link).toHaveAttribute('href', '/api/partnership-packet');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    const response = await page.request.get('/api/partnership-packet');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

// Issue 46: no lead lost on the way in.
test.describe('inquiry forms: prefilled, confirmed, without JavaScript, reached from the corporate page', () => {
  const REFERENCE = /^(GI|SR|PI)-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

  test('a signed-in member finds the form filled with their name and e-mail, still editable', async ({
    page,
    context,
  }) => {
    const account = await memberAccount();
    await signInCookies(context, account);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'General inquiry' });
    await expect(textbox(form, 'Name')).toHaveValue(account.username);
    await expect(textbox(form, 'Email')).toHaveValue(account.email);
    await textbox(form, 'Name').fill('Sam Member');
    await expect(textbox(form, 'Name')).toHaveValue('Sam Member');
  });

  test('a sent speaking request leaves a lasting confirmation with its reference, by keyboard only', async ({
    page,
  }) => {
    const email = unique('confirmed');
    await page.goto('/book-mwo-show');
    const form = page.getByRole('form', { name: 'Speaking request' });
    await form.scrollIntoViewIfNeeded();
    await textbox(form, 'Contact name').focus();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Compilers Inc');
    // Through the remaining fields to the submit button, then Enter.
    const submit = form.getByRole('button', { name: 'Submit Request' });
    for (let i = 0; i < 12 && !(await submit.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: 'Speaking request submitted' });
    await expect(heading).toBeFocused();
    const confirmation = page.getByRole('region', { name: 'Speaking request submitted' });
    await expect(confirmation).toContainText(
      "Your speaking request has been submitted. We'll get back to you within 24 hours.",
    );
    const reference = (await confirmation.getByTestId('inquiry-reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    // It stays: the toast goes, the confirmation does not.
    await expect(toasts(page).getByText('Success!', { exact: true })).toBeHidden({
      timeout: 15_000,
    });
    await expect(confirmation).toBeVisible();
    const [row] = await queryProduct<{ reference: string; contact_name: string }>(
      'SELECT reference, contact_name FROM speaking_request WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ reference, contact_name: 'Grace Hopper' });
    // Its button brings an empty form back, the focus on its first field.
    await page.keyboard.press('Tab');
    await expect(
      confirmation.getByRole('button', { name: 'Submit another request' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(textbox(form, 'Contact name')).toBeFocused();
    await expect(textbox(form, 'Contact name')).toHaveValue('');
  });

  test('without JavaScript: the form posts, shows an error next to its field, then the confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = unique('no-js');
    await page.goto('/contact');
    const form = page.getByTestId('plain-inquiry-form').first();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Sent without scripts.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    // The page comes back (400) with the summary at the top and the message by its field.
    await expect(page).toHaveTitle(/^Error: /);
    const answered = page.getByRole('form', { name: 'General inquiry' });
    await expect(answered.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const name = answered.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Error: Name is required.');
    await expect(answered.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(answered.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Sent without scripts.',
    );
    expect(
      await queryProduct('SELECT id FROM contact_message WHERE email = $1', [email]),
    ).toHaveLength(0);

    await answered.getByRole('link', { name: 'Name is required.' }).click();
    await name.fill('Ada Offline');
    await answered.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page.getByRole('region', { name: 'Message sent' });
    await expect(confirmation).toContainText(
      "Your message has been sent. We'll get back to you soon.",
    );
    const reference = (await confirmation.getByTestId('inquiry-reference').textContent()) ?? '';
    const [row] = await queryProduct<{ reference: string; name: string; message: string }>(
      'SELECT reference, name, message FROM contact_message WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ reference, name: 'Ada Offline', message: 'Sent without scripts.' });
    expect(reference).toMatch(REFERENCE);
    await bothMails(email);
    await context.close();
  });

  test("/corporate-engagement's buttons open the form that fits", async ({ page }) => {
    await gotoHydrated(page, '/corporate-engagement');
    await page.getByRole('link', { name: 'Plan a Workshop Series' }).click();
    await expect(page).toHaveURL(/\/book-mwo-show\?event=workshop#booking-request-heading$/);
    const speaking = page.getByRole('form', { name: 'Speaking request' });
    await expect(select(speaking, 'Event type')).toHaveValue('workshop');

    await gotoHydrated(page, '/corporate-engagement');
    await page.getByRole('link', { name: 'Plan a Keynote' }).click();
    await expect(page).toHaveURL(/\/book-mwo-show\?event=keynote#booking-request-heading$/);
    await expect(select(speaking, 'Event type')).toHaveValue('keynote');

    await gotoHydrated(page, '/corporate-engagement');
    await page.getByRole('link', { name: 'Plan Leadership Training' }).click();
    await expect(page).toHaveURL(/\/contact\?type=training/);
    await expect(
      select(page.getByRole('form', { name: 'General inquiry' }), 'What is your inquiry about?'),
    ).toHaveValue('training');

    await gotoHydrated(page, '/corporate-engagement');
    await page.getByRole('link', { name: 'Discuss ERG Support' }).click();
    await expect(page).toHaveURL(/\/corporate#corporate-inquiry-heading$/);
    await expect(page.getByRole('form', { name: 'Partnership inquiry' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Start Your Partnership', level: 2 }),
    ).toBeFocused();
  });
});
