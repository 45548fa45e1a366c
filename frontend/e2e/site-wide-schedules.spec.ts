import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import { formatInZone, utcToZoned } from '@bb/shared/schedule';
import type { AdminPage } from '@bb/shared/pages/admin';
import { adminAccount, signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import {
  dialogNamed,
  expectNoHorizontalScroll,
  expectToast,
  h1,
  json,
  toasts,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { restorePages, servedHtml } from './support/pages';
import { zoneOf } from './support/schedule';

// Scheduled publishing (issue 24 part 2) against the built product: an administrator schedules the
// corporate page's draft two minutes ahead on the browser's clock (Playwright's, set two minutes
// before a whole minute that is a few seconds away in real time, since the server publishes on the
// database's clock) in the organisation's time zone, by keyboard alone, sees it on the dashboard,
// and the page is published by itself; the time zone is chosen in Settings; axe on the new screens
// at both widths (a testimonial's and a carousel item's times: site-wide-content.spec.ts). In a 'site content' project: it changes what visitors see and the organisation's zone.

signedInAsAdmin();

failOnApiErrors();

const SLUG = 'corporate';
const TITLE = PAGE_DEFINITIONS[SLUG].title;
const ZONE = 'America/New_York';

async function setTimeZone(request: APIRequestContext, timeZone: string) {
  await json(await request.patch('/api/admin/settings', { data: { timeZone } }));
}

/** Saves a draft of the corporate page with `headline`; its version. */
async function saveDraft(request: APIRequestContext, headline: string): Promise<number> {
  const page = await json<AdminPage>(await request.get(`/api/admin/pages/${SLUG}`));
  const content = structuredClone(DEFAULT_PAGES[SLUG]);
  content.hero.headline = headline;
  const saved = await json<AdminPage>(
    await request.put(`/api/admin/pages/${SLUG}/draft`, {
      data: { content, version: page.version },
    }),
  );
  return saved.version;
}

/** Focuses a control and presses Enter: the keyboard's click. */
async function press(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The value a datetime-local field takes for `at` on the clocks of `zone`. */
const wallClock = (at: Date | number, zone: string) => {
  const { date, time } = utcToZoned(new Date(at), zone);
  return `${date}T${time}`;
};

test.describe('scheduled publishing', () => {
  test('schedules a page two minutes ahead by keyboard alone; the dashboard lists it and it is published by itself', async ({
    page,
  }) => {
    test.setTimeout(200_000);
    const headline = `Partnerships That Last ${Date.now().toString(36)}`;
    try {
      await setTimeZone(page.request, ZONE);
      await saveDraft(page.request, headline);
      // The time: the first whole minute at least 10 s away (the field takes minutes); the browser's
      // clock starts two minutes before it.
      const at = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
      await page.clock.install({ time: at - 120_000 });

      await page.goto(`/admin/content/pages/${SLUG}`);
      await expect(h1(page, `Edit page: ${TITLE}`)).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Schedule publish' }));
      const dialog = dialogNamed(page, 'Schedule publishing');
      const field = dialog.getByLabel('Publish on (date and time)');
      await expect(field).toBeFocused();
      expect(await zoneOf(field)).toBe(ZONE);
      // Two minutes ahead of the browser's clock, on the organisation's clocks.
      const browserNow = await page.evaluate(() => Date.now());
      expect(at - browserNow).toBeGreaterThan(100_000);
      expect(at - browserNow).toBeLessThanOrEqual(120_000);
      await field.fill(wallClock(at, ZONE));
      await page.keyboard.press('Enter');
      await expectToast(page, 'Publishing scheduled');
      const when = formatInZone(new Date(at), ZONE);
      await expect(
        page.getByRole('note').filter({ hasText: 'Scheduled to publish on' }),
      ).toHaveText(
        new RegExp(
          `Scheduled to publish on ${when} \\(${ZONE}\\) by ${adminAccount().username}\\. Changes you save before then are published too\\.`,
        ),
      );
      const scheduled = await json<AdminPage>(await page.request.get(`/api/admin/pages/${SLUG}`));
      expect(scheduled.scheduled).toMatchObject({ at: new Date(at).toISOString() });
      // Visitors still get the published page.
      expect(await servedHtml(page, '/corporate')).not.toContain(headline);

      // The dashboard lists it, on the organisation's clocks.
      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Scheduled' });
      const item = card.getByRole('listitem').filter({ hasText: `${TITLE} page` });
      await expect(item).toContainText(`Publishes ${when}`);
      await expect(item.getByRole('link', { name: `${TITLE} page` })).toHaveAttribute(
        'href',
        `/admin/content/pages/${SLUG}`,
      );

      // The time comes (the server's clock), and two minutes pass on the browser's.
      await expect
        .poll(async () => (await servedHtml(page, '/corporate')).includes(headline), {
          timeout: 120_000,
          intervals: [2_000],
        })
        .toBe(true);
      await page.clock.fastForward('02:00');
      await page.goto(`/admin/content/pages/${SLUG}`);
      await expect(h1(page, `Edit page: ${TITLE}`)).toBeVisible();
      await expect(page.getByText('Scheduled to publish on')).toHaveCount(0);
      const after = await json<AdminPage>(await page.request.get(`/api/admin/pages/${SLUG}`));
      expect(after).toMatchObject({ state: 'published', scheduled: null });
      // The publish is audited under the administrator who scheduled it (other specs publish
      // other pages meanwhile: this page's entry).
      const audit = await json<{
        items: { actorName: string; targetId: string | null; detail: string | null }[];
      }>(await page.request.get(`/api/admin/audit-log?action=page.publish&pageSize=100`));
      expect(audit.items.find((e) => e.targetId === SLUG)).toMatchObject({
        actorName: adminAccount().username,
        detail: `Scheduled for ${new Date(at).toISOString()}`,
      });
    } finally {
      await page.request.delete(`/api/admin/pages/${SLUG}/schedule`);
      await restorePages(page.request, [SLUG]);
      await setTimeZone(page.request, 'UTC');
    }
  });

  test('the time zone is chosen in Settings by typing its name', async ({ page }) => {
    try {
      await page.goto('/admin/settings');
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await zone.click();
      await zone.fill('Europe/Lon');
      await page.keyboard.press('Enter');
      await expect(zone).toHaveValue('Europe/London');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(
        toasts(page).getByText(/Scheduled times are now in Europe\/London\./),
      ).toBeVisible();
      const settings = await json<{ timeZone: string }>(
        await page.request.get('/api/admin/settings'),
      );
      expect(settings.timeZone).toBe('Europe/London');
    } finally {
      await setTimeZone(page.request, 'UTC');
    }
  });

  test('accessibility: the scheduled page in its editor, the schedule dialog, the dashboard card and the time zone setting', async ({
    page,
  }) => {
    try {
      const version = await saveDraft(page.request, `An Accessible Schedule ${Date.now()}`);
      await json(
        await page.request.post(`/api/admin/pages/${SLUG}/schedule`, {
          data: { at: new Date(Date.now() + 86_400_000).toISOString(), version },
        }),
      );
      await page.goto(`/admin/content/pages/${SLUG}`);
      await expect(page.getByText('Scheduled to publish on')).toBeVisible();
      await expectNoHorizontalScroll(page, 'the editor with a scheduled publish');
      await expectNoAxeViolations(page, 'the editor with a scheduled publish');
      await page.getByRole('button', { name: 'Change schedule' }).click();
      await expect(dialogNamed(page, 'Schedule publishing')).toBeVisible();
      await expectNoAxeViolations(page, 'the schedule dialog');
      await page.keyboard.press('Escape');

      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Scheduled' });
      await expect(card.getByRole('link', { name: `${TITLE} page` })).toBeVisible();
      await expectNoHorizontalScroll(page, 'the dashboard with its Scheduled card');
      await expectNoAxeViolations(page, 'the dashboard with its Scheduled card');

      await page.goto('/admin/settings');
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
      await expectNoAxeViolations(page, 'the settings with the time zone');

      await page.goto('/admin/testimonials');
      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      await expect(
        dialogNamed(page, 'Create New Testimonial').getByLabel('Publish on', { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'the testimonial dialog with its schedule');
    } finally {
      await page.request.delete(`/api/admin/pages/${SLUG}/schedule`);
      await restorePages(page.request, [SLUG]);
    }
  });
});
