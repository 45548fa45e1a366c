import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { adminCookies } from './support/admin-account';
import { expectToast, h1, json } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, waitForMail } from './support/mailbox';
import { restorePages } from './support/pages';

// Issue 45, "A team, not one key", end to end by keyboard: an administrator invites a contributor
// and an editor on the Users screen (roles as checkboxes in Create User); each sets a password from
// the mailed link and signs in; the contributor changes the About page's draft, saves it and
// submits it for review with a note; the editor finds it on the dashboard's "Waiting for review"
// card (and by e-mail), opens it, sees the note, and publishes it; a visitor sees the change. axe at
// 1280 and 390 px on what changed: the editor with a waiting review (both sides), the Submit for
// review and Decline dialogs, and the dashboard's card. The About page is published as it was
// afterwards (the other specs expect the default pages).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Review-ramps-and-bridges-2026';
const stamp = Date.now().toString(36);
const MISSION = `Reviewed mission ${stamp}: every workplace, classroom and community includes everyone.`;
const NOTE = `New mission text ${stamp}, ready to publish.`;

/** Moves focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Tabs to `target` and presses Enter. */
async function press(page: Page, target: Locator, options: { back?: boolean } = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Checks the page as it is now with axe at both widths, then goes back to the desktop width. */
async function axeAtBothWidths(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Creates the account on the Users screen, by keyboard, with one role ticked. */
async function invite(page: Page, username: string, role: string) {
  await page.goto('/admin/users');
  await expect(h1(page, 'User Management')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Create User', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  const name = dialog.getByRole('textbox', { name: /^Username/ });
  await expect(name).toBeFocused();
  await page.keyboard.type(username);
  await tabTo(page, dialog.getByRole('textbox', { name: /^Email/ }));
  await page.keyboard.type(`${username}@example.org`);
  await tabTo(page, dialog.getByRole('checkbox', { name: new RegExp(`^${role}`) }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${role}`) })).toBeChecked();
  await press(page, dialog.getByRole('button', { name: 'Create User', exact: true }));
  await expectToast(page, 'User Created');
  await expect(dialog).toBeHidden();
}

/**
 * The invited person's own browser: the set-password link from their mail, a password, then the
 * sign-in form, all by keyboard. Staff land in the admin panel.
 */
async function acceptInvitation(browser: Browser, username: string) {
  const email = `${username}@example.org`;
  const mail = await waitForMail(email, (m) => (m.parsed.text ?? '').includes('/set-password?'));
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(pathOf(linkIn(mail, '/set-password?token=')));
  await expect(h1(page, 'Set Your Password')).toBeVisible();
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Password Set!')).toBeVisible();

  await page.goto('/login');
  await expect(h1(page, 'Sign In')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Username', exact: true }));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  return { context, page, email };
}

test.describe('review before publishing', () => {
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies(await adminCookies(context));
    await restorePages(context.request, ['about']);
    await context.close();
  });

  test("an administrator invites a contributor and an editor; the contributor's draft is reviewed and published by the editor", async ({
    browser,
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    await context.addCookies(await adminCookies(context));
    const contributorName = `casey${stamp}`;
    const editorName = `eden${stamp}`;
    await invite(page, contributorName, 'Contributor');
    await invite(page, editorName, 'Editor');

    const contributor = await acceptInvitation(browser, contributorName);
    const editor = await acceptInvitation(browser, editorName);
    try {
      // The contributor: changes the draft, saves it, and submits it for review with a note.
      const mine = contributor.page;
      await mine.goto('/admin/content/pages/about');
      const form = mine.getByRole('form', { name: 'Edit the About page' });
      await expect(form).toBeVisible();
      const toolbar = mine.getByRole('button', { name: 'Submit for review' });
      await expect(toolbar).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
      await expect(mine.getByRole('button', { name: 'Schedule publish' })).toHaveCount(0);
      const mission = form
        .getByRole('region', { name: 'Mission and vision' })
        .getByRole('textbox', { name: 'Mission', exact: true });
      await tabTo(mine, mission);
      await mine.keyboard.press('ControlOrMeta+A');
      await mine.keyboard.insertText(MISSION);
      await press(mine, mine.getByRole('button', { name: 'Save draft' }), { back: true });
      await expectToast(mine, 'Draft saved');

      await press(mine, toolbar, { back: true });
      let dialog = mine.getByRole('dialog', { name: 'Submit "About" for review?' });
      await expect(dialog.getByRole('textbox', { name: 'Note for the reviewer' })).toBeFocused();
      await axeAtBothWidths(mine, 'the Submit for review dialog');
      await mine.keyboard.insertText(NOTE);
      await press(mine, dialog.getByRole('button', { name: 'Submit for review' }));
      await expectToast(mine, 'Submitted for review');
      await expect(dialog).toBeHidden();
      await expect(toolbar).toBeFocused();
      const waiting = mine.getByRole('note').filter({
        has: mine.getByRole('heading', { name: 'Waiting for review' }),
      });
      await expect(waiting).toContainText(`Submitted by ${contributorName}`);
      await expect(waiting).toContainText(NOTE);
      await axeAtBothWidths(mine, "the contributor's editor with a waiting review");

      // The editor is told by e-mail, with a link to the exact draft.
      const told = await waitForMail(editor.email, (m) =>
        (m.parsed.text ?? '').includes('/admin/content/pages/about'),
      );
      expect(told.parsed.text).toContain(NOTE);

      // The editor: the dashboard's card lists it; it opens the draft.
      const theirs = editor.page;
      // The editor signed in before it was submitted: they open the dashboard again now.
      await theirs.goto('/admin');
      const card = theirs.getByRole('region', { name: 'Waiting for review' });
      const item = card.getByRole('listitem').filter({ hasText: contributorName });
      await expect(item).toContainText(NOTE);
      await expect(item).toContainText('Page draft, submitted by');
      await axeAtBothWidths(theirs, "the dashboard's Waiting for review card");
      await press(theirs, item.getByRole('link', { name: 'About' }));
      await expect(theirs).toHaveURL(/\/admin\/content\/pages\/about$/);
      const review = theirs.getByRole('note').filter({
        has: theirs.getByRole('heading', { name: 'Waiting for review' }),
      });
      await expect(review).toContainText(`Submitted by ${contributorName}`);
      await expect(review).toContainText(NOTE);
      await expect(
        theirs.getByRole('region', { name: 'Mission and vision' }).getByRole('textbox', {
          name: 'Mission',
          exact: true,
        }),
      ).toHaveValue(MISSION);
      await axeAtBothWidths(theirs, "the editor's editor with a waiting review");

      // Decline opens its dialog (a note is required); Escape leaves it as it was.
      const decline = review.getByRole('button', { name: 'Decline' });
      await press(theirs, decline);
      dialog = theirs.getByRole('dialog', { name: 'Send "About" back?' });
      await expect(dialog.getByRole('textbox', { name: 'What needs to change' })).toBeFocused();
      await press(theirs, dialog.getByRole('button', { name: 'Decline' }));
      await expect(dialog.getByRole('textbox', { name: 'What needs to change' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await axeAtBothWidths(theirs, 'the Decline dialog');
      await theirs.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(decline).toBeFocused();

      // Publish approves it.
      await press(theirs, theirs.getByRole('button', { name: 'Publish', exact: true }), {
        back: true,
      });
      dialog = theirs.getByRole('dialog', { name: 'Publish About?' });
      await expect(dialog).toContainText(`This approves the review ${contributorName} asked for.`);
      await press(theirs, dialog.getByRole('button', { name: 'Publish', exact: true }));
      await expectToast(theirs, 'Published');
      await expect(review).toHaveCount(0);
      const left = await json<{ items: { path: string }[] }>(
        await theirs.request.get('/api/admin/reviews'),
      );
      expect(left.items.map((r) => r.path)).not.toContain('/admin/content/pages/about');

      // A visitor sees the change.
      const visitor = await browser.newContext();
      try {
        const public_ = await visitor.newPage();
        await public_.goto('/about');
        await expect(public_.getByText(MISSION)).toBeVisible();
        await expect(public_.getByText(DEFAULT_PAGES.about.mission.missionText)).toHaveCount(0);
      } finally {
        await visitor.close();
      }
    } finally {
      await contributor.context.close();
      await editor.context.close();
    }
  });
});
