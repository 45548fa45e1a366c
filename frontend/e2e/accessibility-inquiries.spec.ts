import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/axe';
import { memberAccount, signInCookies } from './support/member-account';

// The inquiry pages, each contact tab, and forms showing their validation errors; and the forms'
// loading skeletons, which must take exactly the forms' space. Runs at 1280 px and at 390 px.

/** Waits until the form has replaced its loading skeleton. */
async function formReady(page: Page, name: string) {
  const form = page.getByRole('form', { name });
  // Forms load when they near the viewport (or after a few idle seconds).
  await page
    .getByTestId('plain-inquiry-form')
    .filter({ visible: true })
    .last()
    .scrollIntoViewIfNeeded({ timeout: 2000 })
    .catch(() => undefined);
  await expect(form.getByRole('button', { name: /Send Message|Submit/ })).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  return form;
}

/**
 * Holds back the download of a form's chunk (Vite names it after the module) until released, so
 * that the skeleton can be measured.
 */
async function holdChunk(page: Page, module: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${module}-[\\w-]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('layout of the inquiry forms', () => {
  for (const { path, module, form } of [
    { path: '/contact', module: 'ContactForm', form: 'General inquiry' },
    { path: '/book-mwo-show', module: 'SpeakingRequestForm', form: 'Speaking request' },
    { path: '/corporate', module: 'PartnershipForm', form: 'Partnership inquiry' },
  ]) {
    test(`the skeleton on ${path} takes the space of the ${form} form`, async ({ page }) => {
      const release = await holdChunk(page, module);
      // Not gotoHydrated: the held chunk keeps the network busy.
      await page.goto(path);
      await hydrated(page);
      const skeleton = page.getByTestId('plain-inquiry-form').filter({ visible: true });
      // Hydrating the sections below the hero may replace the element under the scroll: again.
      await expect(async () => {
        await skeleton.scrollIntoViewIfNeeded({ timeout: 2_000 });
      }).toPass({ timeout: 10_000 });
      await expect(skeleton).toBeVisible();
      const before = await skeleton.boundingBox();
      release();
      const loaded = page.getByRole('form', { name: form });
      await expect(loaded).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      const after = await loaded.boundingBox();
      expect(before && after).toBeTruthy();
      expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs((after?.width ?? 0) - (before?.width ?? 0))).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('accessibility of the inquiry pages (axe-core, WCAG 2.2 AA)', () => {
  test('/contact, each tab', async ({ page }) => {
    await page.goto('/contact');
    await formReady(page, 'General inquiry');
    await expectNoAxeViolations(page, '/contact General Inquiry');
    await page.getByRole('tab', { name: 'Speaking Request' }).click();
    await formReady(page, 'Speaking request');
    await expectNoAxeViolations(page, '/contact Speaking Request');
    await page.getByRole('tab', { name: 'Partnership' }).click();
    await formReady(page, 'Partnership inquiry');
    await expectNoAxeViolations(page, '/contact Partnership');
  });

  test('/contact with validation errors shown', async ({ page }) => {
    await page.goto('/contact');
    const general = await formReady(page, 'General inquiry');
    await general.getByRole('button', { name: 'Send Message' }).click();
    await expect(general.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page, '/contact General Inquiry with errors');

    await page.getByRole('tab', { name: 'Partnership' }).click();
    const partnership = await formReady(page, 'Partnership inquiry');
    await partnership.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
    await partnership.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(partnership.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page, '/contact Partnership with errors');
  });

  test('/corporate', async ({ page }) => {
    await page.goto('/corporate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Corporate Opportunities' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/corporate (form loading)');
    await formReady(page, 'Partnership inquiry');
    await expectNoAxeViolations(page, '/corporate');
  });

  test('/book-mwo-show', async ({ page }) => {
    await page.goto('/book-mwo-show');
    await expect(page.getByRole('heading', { level: 1, name: 'Book The MWO Show' })).toBeVisible();
    await expectNoAxeViolations(page, '/book-mwo-show (form loading)');
    await formReady(page, 'Speaking request');
    await expectNoAxeViolations(page, '/book-mwo-show');
  });
});

// Issue 46: the lasting confirmation, and the pages answering a form posted without JavaScript
// (with errors, then with the confirmation), at both widths.
test.describe('accessibility of the confirmation and of the forms without JavaScript', () => {
  test('the lasting confirmation after sending', async ({ page }) => {
    await page.goto('/contact');
    const form = await formReady(page, 'General inquiry');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Axe Tester');
    await form
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`axe-${Date.now()}@example.org`);
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Checking the confirmation.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expectNoAxeViolations(page, '/contact confirmation');
  });

  test('the answers to a plain post: errors next to the fields, then the confirmation', async ({
    browser,
    page,
  }, testInfo) => {
    const width = testInfo.project.use.viewport?.width ?? 1280;
    const offline = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport ?? undefined,
    });
    const plain = await offline.newPage();
    await plain.goto('/corporate');
    const form = plain.getByTestId('plain-inquiry-form');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(plain.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await plain.screenshot({
      path: testInfo.outputPath(`plain-errors-${width}.png`),
      fullPage: true,
    });
    // axe runs as a script: the answer's HTML is checked in a page that runs scripts.
    const withErrors = await plain.content();
    const answered = plain.getByRole('form', { name: 'Partnership inquiry' });
    await answered.getByLabel('Company name').fill('Offline Ltd');
    await answered.getByLabel('Contact name').fill('Olive Offline');
    await answered.getByLabel('Email').fill(`plain-${Date.now()}@example.org`);
    await answered.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(
      plain.getByRole('heading', { name: 'Partnership inquiry submitted' }),
    ).toBeVisible();
    await plain.screenshot({
      path: testInfo.outputPath(`plain-confirmation-${width}.png`),
      fullPage: true,
    });
    const confirmed = await plain.content();
    await offline.close();

    for (const [html, label] of [
      [withErrors, 'plain post with errors'],
      [confirmed, 'plain post confirmation'],
    ]) {
      await page.goto('/robots.txt');
      await page.setContent(html);
      await expectNoAxeViolations(page, `/corporate ${label}`);
    }
  });

  test('a form prefilled for a signed-in member', async ({ page, context }) => {
    const account = await memberAccount();
    await signInCookies(context, account);
    await page.goto('/book-mwo-show');
    const form = await formReady(page, 'Speaking request');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      account.email,
    );
    await expectNoAxeViolations(page, '/book-mwo-show prefilled');
  });
});
