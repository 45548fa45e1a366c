import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminAccount, adminCookies } from './support/admin-account';
import { expectNoHorizontalScroll, h1 } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { runCommand } from './support/product';

// Issue 20, "Small things people expect", by keyboard alone at 1280 and 390 px: the administrator's
// account menu and the way back to the panel from /my/*, the public bar's Sign In / My Account
// link, and the coming-soon banner for administrators. It switches coming-soon mode, so it runs in
// a project of its own after every other spec but the two-factor-required one (playwright.config.ts),
// and switches it off again however it ends. It signs in only through the per-worker admin cookies.

/**
 * The admin dashboard's heading: "Welcome" on the administrator's first sign-in (the worker's
 * session may be it), "Welcome back" after.
 */
const dashboardHeading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: new RegExp(`^Welcome( back)?, ${adminAccount().username}$`),
  });

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

async function signedInAsAdmin(context: BrowserContext): Promise<void> {
  await context.addCookies(await adminCookies(context));
}

/** A visitor's context at the same width (no cookies). */
async function visitorPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Opens the public bar's account link by keyboard: in the bar at 1280 px, in the menu at 390. */
async function followAccountLink(page: Page, phone: boolean, name: string): Promise<void> {
  const bar = page.getByRole('banner');
  if (phone) {
    const menuButton = bar.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  }
  const link = bar.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
}

for (const { name: width, viewport } of WIDTHS) {
  const phone = width === 'phone';

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: phone, hasTouch: phone });

    test('the admin account menu reaches My Profile, and the member area leads back to the panel', async ({
      page,
      context,
    }) => {
      await signedInAsAdmin(context);
      const { username } = adminAccount();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const accountButton = page.getByRole('button', { name: `Account menu for ${username}` });
      await expect(accountButton).toBeVisible();
      await tabTo(page, accountButton);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: `Account menu for ${username}` });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText([
        'My Profile',
        'Change Password',
        'Two-Factor Authentication',
        'Sign Out',
      ]);
      await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
      await expectNoAxeViolations(page, `admin account menu open at ${viewport.width} px`);
      await expectNoHorizontalScroll(page, `admin account menu at ${viewport.width} px`);

      // Escape closes it and gives the focus back; opened again, Enter follows My Profile.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(accountButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/my\/profile$/);
      await expect(h1(page, 'Profile')).toBeVisible();

      const back = page.getByRole('link', { name: 'Admin Panel', exact: true });
      await expect(back).toBeVisible();
      await expectNoAxeViolations(page, `/my/profile of an administrator at ${viewport.width} px`);
      await expectNoHorizontalScroll(page, `/my/profile of an administrator at ${viewport.width}`);
      await tabTo(page, back);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(dashboardHeading(page)).toBeVisible();

      // Change Password: the member settings with the dialog open, on its first field.
      await tabTo(page, accountButton);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Current Password')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeVisible();
    });

    test('the public bar offers Sign In to a visitor and My Account once signed in, in the same space', async ({
      page,
      context,
      browser,
    }) => {
      // A visitor: Sign In, to the sign-in page.
      const visitor = await visitorPage(browser, viewport);
      try {
        await gotoHydrated(visitor.page, '/');
        const signIn = visitor.page.getByRole('banner').getByRole('link', { name: 'Sign In' });
        const visitorBox = phone ? null : await signIn.boundingBox();
        await expectNoAxeViolations(visitor.page, `home for a visitor at ${viewport.width} px`);
        await followAccountLink(visitor.page, phone, 'Sign In');
        await expect(visitor.page).toHaveURL(/\/login$/);
        await expect(h1(visitor.page, 'Sign In')).toBeVisible();

        // Signed in (the administrator): the prerendered page hydrates without an error or a shift,
        // and the link becomes My Account, as wide as Sign In was, to the admin panel.
        await signedInAsAdmin(context);
        const errors: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              w.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await gotoHydrated(page, '/');
        const myAccount = page.getByRole('banner').getByRole('link', { name: 'My Account' });
        if (phone) {
          await expect(
            page.getByRole('banner').getByRole('link', { name: 'My Account' }),
          ).toBeHidden();
        } else {
          await expect(myAccount).toBeVisible();
          expect((await myAccount.boundingBox())?.width).toBeCloseTo(visitorBox?.width ?? 0, 0);
        }
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift, 'layout shift on / when signed in').toBeLessThan(0.01);
        expect(errors).toEqual([]);
        await followAccountLink(page, phone, 'My Account');
        await expect(page).toHaveURL(/\/admin$/);
        await expect(dashboardHeading(page)).toBeVisible();
      } finally {
        await visitor.context.close();
      }
    });

    test('while coming-soon mode is on, an administrator sees the banner with a link to the setting, and a visitor does not', async ({
      page,
      context,
      browser,
    }) => {
      expect(runCommand('coming-soon', ['on'])).toBe('Coming-soon mode is on.');
      const visitor = await visitorPage(browser, viewport);
      try {
        await signedInAsAdmin(context);
        await page.goto('/about');
        const banner = page.getByRole('region', { name: 'Coming-soon mode' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('Coming-soon mode is on.');
        // The banner is part of the fixed bar, and the page starts below it.
        await expect(
          page.getByRole('banner').getByRole('region', { name: 'Coming-soon mode' }),
        ).toBeVisible();
        const bannerBox = await banner.boundingBox();
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(heading?.y ?? 0).toBeGreaterThan((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
        await expectNoAxeViolations(page, `/about with the banner at ${viewport.width} px`);
        await expectNoHorizontalScroll(page, `/about with the banner at ${viewport.width} px`);

        const setting = banner.getByRole('link', { name: 'Coming-soon setting' });
        await tabTo(page, setting);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/admin\/settings$/);
        await expect(h1(page, 'Settings')).toBeVisible();
        await expect(page.getByRole('switch', { name: 'Coming soon mode' })).toBeChecked();
        await expect(page.getByRole('region', { name: 'Coming-soon mode' })).toBeVisible();
        await expectNoAxeViolations(
          page,
          `/admin/settings with the banner at ${viewport.width} px`,
        );
        await expectNoHorizontalScroll(
          page,
          `/admin/settings with the banner at ${viewport.width}`,
        );

        // A visitor gets the coming-soon page, without the banner.
        await visitor.page.goto('/about');
        await expect(
          visitor.page.getByRole('heading', { name: "We're Building Something Amazing" }),
        ).toBeVisible();
        await expect(visitor.page.getByRole('region', { name: 'Coming-soon mode' })).toHaveCount(0);
      } finally {
        await visitor.context.close();
        runCommand('coming-soon', ['off']);
      }

      // Off again: the administrator's banner goes (on the next page load, or the 30 s poll).
      await gotoHydrated(page, '/about');
      // Signed in and loaded: the account link leads to the panel.
      await expect(page.getByRole('banner').locator('a[href="/admin"]').first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Coming-soon mode' })).toHaveCount(0);
    });
  });
}
