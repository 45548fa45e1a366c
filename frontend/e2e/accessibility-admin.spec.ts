import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInAsAdmin, throwawayStaff } from './support/admin-account';
import { signInCookies } from './support/member-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoAxeViolations } from './support/axe';
import { queryProduct } from './support/database';
import { answerGets, holdGets } from './support/hold';
import { expectNoHorizontalScroll } from './support/admin-content';

// Every admin page and state (lists, loading, empty, no match, load errors, each dialog, tab and
// menu open, the bell's list, the mobile drawer, the guard) checked by axe-core for WCAG 2.2 AA,
// with the real server behind it, at 1280 px and at 390 px (the 'phone' project). At every width
// no page is wider than the viewport (a table may scroll inside itself).

/** Something in each inbox, with a reply in its thread, and something in the audit trail. */
async function ensureData(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const list = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), await response.text()).toBe(200);
    // The first page (the inboxes page on the server; with a reply anywhere on it, enough).
    return (
      (await response.json()) as { items: { id: string; email: string; replyCount: number }[] }
    ).items;
  };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  };
  const inboxes = [
    {
      list: '/api/admin/speaking-requests',
      send: () =>
        post('/api/speaking-request', {
          contactName: 'Axe Contact',
          email: `axe${tag}@example.org`,
          company: 'Contrast Checkers Inc',
          eventType: 'workshop',
          message: 'A workshop on accessible design.',
        }),
    },
    {
      list: '/api/admin/corporate-partnerships',
      send: () =>
        post('/api/corporate-partnership', {
          companyName: 'Focus Order Ltd',
          contactName: 'Axe Partner',
          email: `axe${tag}@example.org`,
          partnershipType: 'sponsor',
          contractDetails: { interests: ['Speaking Engagements'], employeeCount: '51-200' },
        }),
    },
    {
      list: '/api/admin/contact-messages',
      send: () =>
        post('/api/contact', {
          name: 'Axe Visitor',
          email: `axe${tag}@example.org`,
          inquiryType: 'general',
          message: 'Do you offer sessions online?',
        }),
    },
  ];
  // The reply goes to an inquiry of its own: another spec's (whose order or status it checks)
  // never gets one it did not make (a contact message replied to moves down the inbox).
  const own = (items: { email: string }[]) => items.find((item) => /^axe/.test(item.email));
  for (const inbox of inboxes) {
    let items = await list(inbox.list);
    if (items.some((item) => item.replyCount > 0)) continue;
    if (!own(items)) {
      await inbox.send();
      items = await list(inbox.list);
    }
    await post(`${inbox.list}/${own(items)!.id}/reply`, {
      message: 'Thank you: we will write with dates shortly.',
    });
  }
  // The reply above is audited; a run that found replies everywhere may still have no entry.
  const audit = await request.get('/api/admin/audit-log?pageSize=1');
  if (((await audit.json()) as { total: number }).total === 0) {
    await post('/api/admin/users', { username: `axe${tag}`, email: `axe${tag}@example.org` });
  }
}

signedInAsAdmin(ensureData);

/** The answers `answer()` makes up, which are not the server's failures. */
const madeUp = failOnApiErrors();

/**
 * How much wider than the viewport the document is (0 when it fits). Measured against the
 * document's own width: on the phone project (mobile emulation) a too-wide page makes the browser
 * zoom out, and window.innerWidth grows with it, so comparing with it could never fail.
 */
const overflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );

/** Answers a GET of the admin API with `body` (an empty list, an error) instead of the server. */
function answer(page: Page, pathname: string, status: number, body: unknown) {
  return answerGets(page, madeUp, pathname, status, body);
}

/** Opens an admin page and waits until it has loaded (no skeleton or spinner left). */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
}

/** axe finds nothing, and the page is no wider than the viewport. */
async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  expect(await overflow(page), `${label}: wider than the viewport by`).toBe(0);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

test.describe('accessibility of the admin panel (axe-core, WCAG 2.2 AA)', () => {
  test('/admin, the bell list, the mobile drawer and the guard', async ({ page }) => {
    // "Welcome" on the administrator's first sign-in (this session may be it), else "Welcome back".
    await open(page, '/admin', /^Welcome( back)?, /);
    await expect(page.getByText('Database connected')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Response time' })).toBeVisible();
    await check(page, '/admin');

    await page.getByRole('button', { name: /^Notifications, / }).click();
    const bell = dialog(page, 'Waiting for you');
    await expect(bell.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
    await expect(bell.getByRole('progressbar')).toHaveCount(0);
    await check(page, '/admin bell list open');
    await page.keyboard.press('Escape');
    await expect(bell).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = dialog(page, 'Administrator menu');
      await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
      await check(page, '/admin mobile drawer open');
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    } else {
      await expect(
        page.getByRole('complementary', { name: 'Administrator menu' }).getByRole('link', {
          name: 'Users',
        }),
      ).toBeVisible();
    }

    // The dashboard while its figures load.
    const release = [
      await holdGets(page, '/api/admin/stats'),
      await holdGets(page, '/api/admin/system'),
    ];
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
    await check(page, '/admin while its figures load');
    for (const go of release) go();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // A member (the server's answer, without the administrator's flag and roles) meets the guard.
    await page.route(
      (url) => url.pathname === '/api/user',
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const user = (await response.json()) as object;
        await route.fulfill({
          response,
          json: { ...user, isAdmin: false, roles: [], permissions: [] },
        });
      },
    );
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await check(page, '/admin/users Access Denied');
  });

  test('staff of one role (issue 45): their dashboard, navigation, Settings, and Access Denied naming the role', async ({
    page,
    context,
  }) => {
    const openDrawer = async () => {
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (!(await menuButton.isVisible())) return null;
      await menuButton.click();
      const menu = dialog(page, 'Administrator menu');
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      return menu;
    };

    // An editor.
    const editor = await throwawayStaff('axeeditor', ['editor']);
    await context.clearCookies();
    await signInCookies(context, editor);
    await open(page, '/admin', /^Welcome( back)?, /);
    await expect(page.getByRole('region', { name: 'Quick Management' })).toBeVisible();
    await check(page, '/admin as an editor');
    const drawer = await openDrawer();
    const links = (drawer ?? page)
      .getByRole('navigation', { name: 'Administrator Panel' })
      .getByRole('link');
    await expect(links).toHaveText([
      'Dashboard',
      'Testimonials',
      'Content',
      'Media Library',
      'Carousels',
      'Settings',
    ]);
    await expect((drawer ?? page).getByText('Editor', { exact: true })).toBeVisible();
    if (drawer) {
      await check(page, '/admin as an editor, the drawer open');
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    }
    await open(page, '/admin/users', 'Access Denied');
    await expect(
      page.getByText('Managing users and their roles needs the Administrator role.'),
    ).toBeVisible();
    await check(page, '/admin/users Access Denied to an editor');
    await open(page, '/admin/settings', 'Settings');
    await expect(page.getByRole('form', { name: 'Organisation details' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await check(page, '/admin/settings as an editor');

    // An inbox person.
    const inbox = await throwawayStaff('axeinbox', ['inbox']);
    await context.clearCookies();
    await signInCookies(context, inbox);
    await open(page, '/admin', /^Welcome( back)?, /);
    await expect(page.getByRole('region', { name: 'New Inquiries' })).toBeVisible();
    await check(page, '/admin as an inbox person');
  });

  test('/admin/users: the table, its menus and dialogs', async ({ page }) => {
    await open(page, '/admin/users', 'User Management');
    const grid = page.getByRole('grid', { name: 'All Users' });
    await expect(grid.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await check(page, '/admin/users');

    const firstMenuButton = grid.getByRole('button', { name: /^Actions for / }).first();
    const rowMenu = async () => {
      await firstMenuButton.click();
      const menu = page.getByRole('menu', { name: /^Actions for / });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      return menu;
    };

    let menu = await rowMenu();
    await check(page, '/admin/users row menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Create User, empty and refused.
    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    const create = dialog(page, 'Create New User');
    await expect(create.getByRole('textbox', { name: /^Username/ })).toBeVisible();
    await check(page, '/admin/users Create User');
    await create.getByRole('button', { name: 'Create User', exact: true }).click();
    await expect(create.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(page, '/admin/users Create User with errors');
    // The 'Missing Information' toast leaves the dialog's buttons free (a phone's dialog is full
    // screen, its buttons along the bottom).
    const shownToast = await page
      .locator('section[aria-label="Notifications (F8)"] li')
      .filter({ hasText: 'Missing Information' })
      .boundingBox();
    const buttons = await create.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(shownToast && buttons).toBeTruthy();
    expect(
      shownToast!.y + shownToast!.height <= buttons!.y ||
        buttons!.y + buttons!.height <= shownToast!.y ||
        shownToast!.x + shownToast!.width <= buttons!.x ||
        buttons!.x + buttons!.width <= shownToast!.x,
      'the toast does not cover Cancel',
    ).toBe(true);
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();

    // Edit User, on each of its five tabs.
    menu = await rowMenu();
    await menu.getByRole('menuitem', { name: 'Edit User' }).click();
    const edit = dialog(page, 'Edit User');
    for (const tab of ['Account', 'Security', 'Permissions', 'Activity', 'Notes']) {
      await edit.getByRole('tab', { name: tab }).click();
      const panel = edit.getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('progressbar')).toHaveCount(0);
      await check(page, `/admin/users Edit User, ${tab} tab`);
    }
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // The delete confirmation (cancelled).
    menu = await rowMenu();
    await menu.getByRole('menuitem', { name: 'Delete User' }).click();
    const remove = dialog(page, 'Delete User');
    await expect(remove).toContainText('This action cannot be undone.');
    await check(page, '/admin/users Delete User confirmation');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeHidden();

    // A selection, the bulk action menu and a confirmation (cancelled).
    await grid
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await expect(page.getByText('1 user(s) selected', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    const bulk = page.getByRole('menu');
    await expect(bulk.getByRole('menuitem').first()).toBeFocused();
    await check(page, '/admin/users bulk action menu open');
    await bulk.getByRole('menuitem', { name: 'Suspend' }).click();
    const confirm = dialog(page, 'Suspend Users');
    await expect(confirm).toContainText('Suspend the 1 selected user?');
    await check(page, '/admin/users bulk action confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
  });

  test('/admin/users loading, empty and failing to load', async ({ page }) => {
    const release = await holdGets(page, '/api/admin/users');
    await page.goto('/admin/users');
    await expect(page.getByRole('progressbar', { name: 'Loading users' })).toBeVisible();
    await check(page, '/admin/users loading');
    release();
    await expect(page.getByRole('grid', { name: 'All Users' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await answer(page, '/api/admin/users', 200, {
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      counts: { total: 0, admins: 0, verified: 0, unverified: 0, suspended: 0, newThisMonth: 0 },
    });
    await open(page, '/admin/users', 'User Management');
    await expect(
      page.getByText('No users found. Create your first user to get started.'),
    ).toBeVisible();
    await check(page, '/admin/users empty');
    await page.unrouteAll();

    await open(page, '/admin/users?search=no-such-user-anywhere', 'User Management');
    await expect(page.getByText('No users match the search and filters.')).toBeVisible();
    await check(page, '/admin/users none matching');

    await answer(page, '/api/admin/users', 500, { statusCode: 500, message: 'Failure' });
    await open(page, '/admin/users', 'User Management');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await check(page, '/admin/users load error');
  });

  for (const inbox of [
    {
      path: '/admin/bookings',
      api: '/api/admin/speaking-requests',
      heading: 'Speaking Requests',
      details: 'Speaking Request Details',
      empty: 'No speaking requests yet',
      noMatch: 'No requests match your search criteria',
      statusSelect: true,
    },
    {
      path: '/admin/partnerships',
      api: '/api/admin/corporate-partnerships',
      heading: 'Corporate Partnerships',
      details: 'Partnership Details',
      empty: 'No partnerships yet',
      noMatch: 'No partnerships match your search criteria',
      statusSelect: true,
    },
    {
      path: '/admin/messages',
      api: '/api/admin/contact-messages',
      heading: 'Messages',
      details: 'Message Details',
      empty: 'No messages yet',
      noMatch: 'No messages match your search criteria',
      statusSelect: false,
    },
  ]) {
    test(`${inbox.path}: the list, details with the thread, empty and no match`, async ({
      page,
    }) => {
      await open(page, inbox.path, inbox.heading);
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: /^View the / })
          .first(),
      ).toBeVisible();
      await check(page, inbox.path);

      if (inbox.statusSelect) {
        await page
          .getByRole('main')
          .getByRole('combobox', { name: /^Status of the / })
          .first()
          .click();
        const options = page.getByRole('listbox');
        await expect(options.getByRole('option').first()).toBeVisible();
        await check(page, `${inbox.path} status menu open`);
        // A choice asks first, showing what will be sent; Cancel changes nothing.
        await options.getByRole('option', { selected: false }).first().click();
        const confirm = page.getByRole('dialog', { name: /^Change status to / });
        await expect(confirm.getByRole('button', { name: 'Change Status' })).toBeVisible();
        await expect(confirm.getByLabel('Preparing the message')).toHaveCount(0);
        await check(page, `${inbox.path} status change dialog`);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
      }

      // The details of one with a reply in its thread.
      const response = await page.request.get(inbox.api);
      const { items } = (await response.json()) as {
        items: { id: string; replyCount: number }[];
      };
      const withThread = items.find((item) => item.replyCount > 0);
      expect(withThread, 'an item with a reply').toBeDefined();
      await page.goto(`${inbox.path}?id=${withThread!.id}`);
      const details = dialog(page, inbox.details);
      const thread = details.getByRole('region', { name: 'Conversation' });
      await expect(thread.getByRole('listitem').first()).toBeVisible();
      await expect(details.getByRole('button', { name: 'Send Reply' })).toBeVisible();
      await check(page, `${inbox.path} details with the thread`);
      await details.getByRole('button', { name: 'Send Reply' }).click();
      await expect(details.getByText('Please write your reply')).toBeVisible();
      await check(page, `${inbox.path} reply with an error`);
      await details.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(details).toBeHidden();

      await open(page, `${inbox.path}?q=no-such-inquiry-anywhere`, inbox.heading);
      await expect(page.getByText(inbox.noMatch, { exact: true })).toBeVisible();
      await check(page, `${inbox.path} no match`);

      await answer(page, inbox.api, 200, {
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        counts: { total: 0, byStatus: {} },
      });
      await open(page, inbox.path, inbox.heading);
      await expect(page.getByText(inbox.empty, { exact: true })).toBeVisible();
      await check(page, `${inbox.path} empty`);
    });
  }

  test("/admin/audit-log: a page's change in the editor's words, before and after, wrapped in its column", async ({
    page,
  }, testInfo) => {
    // Issue 44, item 18: an entry as PagesService records a save (documentChanges: paths, an image
    // recorded whole, rich text as its plain text), read through the real API.
    const actor = `pages${Date.now().toString(36)}`;
    const story = `${'We began in a community hall with six chairs and a kettle. '.repeat(6)}See https://www.example.org/our-story/the-very-first-workshop-with-the-whole-team-2019 for more.`;
    await queryProduct(
      `INSERT INTO audit_entry (actor_name, ip_address, action, target_type, target_id, target_label, changes)
       VALUES ($1, '203.0.113.9', 'page.save', 'page', 'about', 'About', $2)`,
      [
        actor,
        JSON.stringify({
          'hero.headline': { from: 'Who we are', to: 'Who we are, and why we do it' },
          'story.image': {
            from: {
              url: '/images/about-team-1200.webp',
              alt: 'Two people fitting the last plank into a bridge',
              decorative: false,
            },
            to: {
              url: '/images/about-team-1200.webp',
              alt: 'The whole team standing on the finished bridge',
              decorative: false,
            },
          },
          'story.items.0.body': { from: story, to: story.replace('six chairs', 'twelve chairs') },
        }),
      ],
    );
    await open(page, `/admin/audit-log?actor=${actor}`, 'Audit Log');
    // At 1280 px a table row; at 390 px a card, its changes under their heading, nothing sideways.
    const phone = testInfo.project.name === 'phone';
    const changes = phone
      ? page
          .getByRole('list', { name: 'Audit entries, newest first' })
          .locator(':scope > li')
          .first()
          .locator('dd')
          .last()
      : page.getByRole('table').getByRole('row').nth(1).getByRole('cell').last();
    if (phone) {
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoHorizontalScroll(page, '/admin/audit-log with a page change');
      // The changes are where the eye reads on, not off to the side.
      const box = (await changes.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(changes.getByRole('listitem')).toHaveText([
      'Hero › HeadlineBefore: Who we areAfter: Who we are, and why we do it',
      'Our story › Image › Alt textBefore: Two people fitting the last plank into a bridgeAfter: The whole team standing on the finished bridge',
      /^Our story › Story › Story part 1 › TextBefore: We began in a community hall with six chairs[^]*…After: We began in a community hall with twelve chairs[^]*…$/,
    ]);
    await expect(changes).not.toContainText('/images/about-team-1200.webp');
    await expect(changes).not.toContainText('{');
    // Every line of the changes stays inside its column.
    const outside = await changes.evaluate((cell) => {
      const right = cell.getBoundingClientRect().right;
      return Array.from(cell.querySelectorAll('li, li *'))
        .map((el) => Math.round(el.getBoundingClientRect().right - right))
        .filter((by) => by > 0);
    });
    expect(outside).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`audit-page-change-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await check(page, '/admin/audit-log with a page change');
  });

  test('/admin/audit-log with entries, and empty', async ({ page }, testInfo) => {
    await open(page, '/admin/audit-log', 'Audit Log');
    const phone = testInfo.project.name === 'phone';
    // At 390 px the entries are cards (a table would hide its changes off to the side).
    const entries = phone
      ? page.getByRole('list', { name: 'Audit entries, newest first' })
      : page.getByRole('table');
    await expect(
      phone ? entries.locator(':scope > li').first() : entries.getByRole('row').nth(1),
    ).toBeVisible();
    await check(page, '/admin/audit-log');
    if (phone) await expectNoHorizontalScroll(page, '/admin/audit-log');
    // Each name under Who is on one line (an administrator's name was broken over three).
    const who = phone ? ':scope > li dd:nth-of-type(2)' : 'tbody tr td:nth-child(2)';
    const lines = await entries.evaluate(
      (list, selector) =>
        Array.from(list.querySelectorAll(selector)).map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          return { name: cell.textContent, lines: tops.size };
        }),
      who,
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { name, lines: count } of lines) expect(count, `${name} in lines`).toBe(1);

    await answer(page, '/api/admin/audit-log', 200, { items: [], total: 0 });
    await open(page, '/admin/audit-log', 'Audit Log');
    await expect(page.getByText('No entries yet', { exact: true })).toBeVisible();
    await check(page, '/admin/audit-log empty');
  });
});
