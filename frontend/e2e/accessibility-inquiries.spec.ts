import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/axe';

// The inquiry pages, each contact tab, and forms showing their validation errors; and the forms'
// loading skeletons, which must take exactly the forms' space. Runs at 1280 px and at 390 px.

/** Waits until the form has replaced its loading skeleton. */
async function formReady(page: Page, name: string) {
  const form = page.getByRole('form', { name });
  // Forms load when they near the viewport (or after a few idle seconds).
  await page
    .getByTestId('form-skeleton')
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
      const skeleton = page.getByTestId('form-skeleton').filter({ visible: true });
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
