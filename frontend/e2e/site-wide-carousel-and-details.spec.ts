import { expect, test } from '@playwright/test';
import type { AdminCarouselConfig, AdminSettings, SiteDetails } from '@bb/shared/admin-content';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import {
  carouselItems,
  chooseImage,
  dialogNamed,
  expectToast,
  h1,
  json,
  photoJpeg,
  recordToasts,
  restoreCarousel,
  scaleAndRotate,
  dragAnnouncer,
  scrollSettled,
} from './support/admin-content';
import { queryProduct } from './support/database';
import { speakerCarousel } from './support/speaker-page';

// Issue 12 against the built product: an administrator uploads and crops a photo for the speaker
// page's carousel, moves it first by keyboard and sees it first on the speaker page; changes the
// phone number and finds it in the HTML the server sends for /contact (and without JavaScript).
// Every number field of the admin (a carousel's slide interval in seconds, the audit retention) is
// typed into, by keyboard, and what is stored is read back from the database; an item's place has
// one way to change, the list's (issue 44: no sort order to type in the item's dialog).
// The speaker carousel and the organisation's details are what every visitor sees: see
// site-wide-content.spec.ts for the testimonials and the pages' carousels.

// Each test puts back what it changed. These specs change what every visitor sees, so they run in
// their own projects after all the others (playwright.config.ts 'site content'); the two files of
// this kind run side by side, as they change different things.

signedInAsAdmin();

failOnApiErrors();

test.describe('the speaker carousel and the organisation details, edited', () => {
  test('uploads and crops a carousel photo, moves it first by keyboard, and the speaker page shows it first', async ({
    page,
  }) => {
    const before = await carouselItems(page.request, 'mwo-show');
    expect(before.length).toBeGreaterThan(1);
    try {
      await page.goto('/admin/carousels');
      await expect(h1(page, 'Carousel Management')).toBeVisible();
      const list = page.getByRole('list', { name: 'Items of the MWO Show Page carousel' });
      await expect(list.getByRole('listitem')).toHaveCount(before.length);
      await expect(page.getByRole('tab', { name: `Items (${before.length})` })).toBeVisible();

      // Upload & Crop: a real JPEG, zoomed a little and turned once.
      await page.getByRole('button', { name: 'Upload & Crop', exact: true }).click();
      const crop = dialogNamed(page, 'Upload and Crop Image');
      await chooseImage(page, crop, {
        name: 'stage-photo.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(1600, 1000),
      });
      await scaleAndRotate(crop, 3);
      const toastsSeen = await recordToasts(page);
      await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
      await expect(crop).toBeHidden();
      await expectToast(page, 'Success', 'Carousel item created successfully');
      expect(await toastsSeen()).toContain('Image uploaded successfully');

      // The new item is last, numbered one above the highest, published, without alt text.
      const after = await carouselItems(page.request, 'mwo-show');
      expect(after).toHaveLength(before.length + 1);
      const added = after.find((item) => !before.some((old) => old.id === item.id))!;
      const highest = Math.max(...before.map((item) => item.sortOrder));
      expect(added).toMatchObject({
        sortOrder: highest + 1,
        isPublished: true,
        altText: null,
        youtubeUrl: null,
      });
      // A 16:9 crop, stored as an upload.
      const stored = /^\/uploads\/[0-9a-f]{32}-(\d+)x(\d+)-\d+\.webp$/.exec(added.imageUrl);
      expect(stored, added.imageUrl).not.toBeNull();
      expect(Number(stored![1]) / Number(stored![2])).toBeCloseTo(16 / 9, 1);

      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(before.length + 1);
      const last = rows.last();
      await expect(last).toHaveAttribute('data-item-id', added.id);
      await expect(last.getByText(`#${highest + 1}`, { exact: true })).toBeVisible();
      await expect(last.getByText('No description', { exact: true })).toBeVisible();
      await expect(last.getByText(/^No alt text: /)).toBeVisible();
      await expect(last.locator('img')).toHaveAttribute('src', added.imageUrl);

      // Moved first with the keyboard: focus its handle, Space, Up until it is over the first
      // place (25 px per press), Space.
      const name = `item #${highest + 1}`;
      const handle = last.getByRole('button', { name: `Drag ${name}`, exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(dragAnnouncer(page)).toContainText(`Picked up ${name}`);
      const count = before.length + 1;
      const overFirst = `Item #${highest + 1} is over position 1 of ${count}.`;
      for (let presses = 0; presses < 80; presses += 1) {
        if ((await dragAnnouncer(page).textContent())?.includes(overFirst)) break;
        await page.keyboard.press('ArrowUp');
        // Near the viewport's edge a press scrolls the page (smoothly) instead of moving the item:
        // as a person does, press again once the page has moved (a press within the same frame
        // restarts the scroll from where it is).
        await scrollSettled(page);
      }
      await expect(dragAnnouncer(page)).toContainText(overFirst);
      await page.keyboard.press('Space');
      await expect(dragAnnouncer(page)).toContainText(
        `Item #${highest + 1} dropped at position 1 of ${count}.`,
      );
      await expectToast(page, 'Success', 'Items reordered successfully');
      await expect(rows.first()).toHaveAttribute('data-item-id', added.id);
      await expect(rows.first().getByText('#0', { exact: true })).toBeVisible();

      // Stored renumbered from 0 in the new order.
      const reordered = await carouselItems(page.request, 'mwo-show');
      const byOrder = [...reordered].sort((a, b) => a.sortOrder - b.sortOrder);
      expect(byOrder.map((item) => item.sortOrder)).toEqual([...Array(count).keys()]);
      expect(byOrder.map((item) => item.id)).toEqual([
        added.id,
        ...[...before].sort((a, b) => a.sortOrder - b.sortOrder).map((item) => item.id),
      ]);

      // The speaker page's first slide is the uploaded photo.
      const visitor = await page.context().browser()!.newContext();
      try {
        const speaker = await visitor.newPage();
        const region = await speakerCarousel(speaker);
        await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(count);
        const first = region.locator(
          '[aria-roledescription="slide"][aria-label="1 of ' + count + '"]',
        );
        await expect(first.locator('img')).toHaveAttribute('src', added.imageUrl);
        await expect(first.getByRole('button', { name: 'View photo 1 larger' })).toBeVisible();
      } finally {
        await visitor.close();
      }

      // The stored file is served as WebP with immutable caching.
      const file = await page.request.get(added.imageUrl);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
      expect(file.headers()['cache-control']).toContain('immutable');
    } finally {
      await restoreCarousel(page.request, 'mwo-show', before);
    }
  });

  test("every number field of the admin saves what is typed: a carousel's slide interval in seconds, the audit retention; an item's dialog asks no sort order", async ({
    page,
  }) => {
    const request = page.request;
    const configBefore = await json<AdminCarouselConfig>(
      await request.get('/api/admin/carousel/mwo-show/config'),
    );
    const itemsBefore = await carouselItems(request, 'mwo-show');
    const settingsBefore = await json<AdminSettings>(await request.get('/api/admin/settings'));
    try {
      // Carousels -> Configuration: 6 seconds typed, then one step (half a second) up with the
      // arrow key, as the help says.
      await page.goto('/admin/carousels');
      await expect(h1(page, 'Carousel Management')).toBeVisible();
      await page.getByRole('tab', { name: 'Configuration' }).click();
      const interval = page.getByRole('spinbutton', { name: 'Slide interval (seconds)' });
      await expect(interval).toHaveAccessibleDescription(
        'How long each slide is shown, in seconds: from 1 to 600, in steps of half a second (such as 4.5). Left empty, 5.',
      );
      await interval.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6');
      await page.keyboard.press('ArrowUp');
      await expect(interval).toHaveValue('6.5');
      await page.getByRole('button', { name: 'Save Configuration', exact: true }).click();
      await expectToast(page, 'Carousel configuration updated successfully');
      expect(
        await queryProduct<{ interval_ms: number }>(
          'SELECT interval_ms FROM carousel_config WHERE slug = $1',
          ['mwo-show'],
        ),
      ).toEqual([{ interval_ms: 6500 }]);

      // A whole-millisecond interval the help does not offer (6.7 s) is refused on its field.
      await interval.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6.7');
      await page.getByRole('button', { name: 'Save Configuration', exact: true }).click();
      await expect(interval).toHaveAttribute('aria-invalid', 'true');
      await expect(interval).toHaveAccessibleDescription(
        'The slide interval must be in steps of half a second, such as 4 or 4.5.',
      );
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6.5');

      // Edit Carousel Item: its place is the list's to change (drag, Move up / Move down).
      await page.getByRole('tab', { name: 'Items' }).click();
      const list = page.getByRole('list', { name: 'Items of the MWO Show Page carousel' });
      await list
        .getByRole('button', { name: /^Edit item #/ })
        .first()
        .click();
      const dialog = dialogNamed(page, 'Edit Carousel Item');
      await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toBeVisible();
      await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Add Item Manually, as a draft (visitors do not see it): it goes at the end of the list.
      await page.getByRole('button', { name: 'Add Item Manually', exact: true }).click();
      const add = dialogNamed(page, 'Add Carousel Item');
      await expect(add).toContainText('It goes at the end of the list');
      await expect(add.getByRole('spinbutton')).toHaveCount(0);
      await add.getByRole('textbox', { name: 'Image URL' }).fill(itemsBefore[0].imageUrl);
      await add.getByRole('textbox', { name: 'Alt text' }).fill('A draft added at the end');
      await add.getByRole('switch', { name: 'Published' }).click();
      await add.getByRole('button', { name: 'Add Item', exact: true }).click();
      await expectToast(page, 'Carousel item created successfully');
      const highest = Math.max(...itemsBefore.map((item) => item.sortOrder));
      expect(
        await queryProduct<{ sort_order: number; is_published: boolean }>(
          `SELECT sort_order, is_published FROM carousel_item WHERE slug = $1 AND alt_text = $2`,
          ['mwo-show', 'A draft added at the end'],
        ),
      ).toEqual([{ sort_order: highest + 1, is_published: false }]);
      await expect(list.getByRole('listitem').last()).toContainText('A draft added at the end');

      // Settings -> Audit retention.
      await page.goto('/admin/settings');
      await expect(h1(page, 'Settings')).toBeVisible();
      const retention = page.getByRole('spinbutton', { name: /^Audit retention \(days\)/ });
      await retention.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('400');
      await page.getByRole('button', { name: 'Save Settings', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'unsaved' })).toHaveCount(0);
      await expect
        .poll(async () =>
          (
            await queryProduct<{ days: number }>(
              "SELECT (value->>'days')::int AS days FROM setting WHERE key = 'auditRetentionDays'",
              [],
            )
          ).map((row) => row.days),
        )
        .toEqual([400]);
    } finally {
      await json(
        await request.patch('/api/admin/carousel/mwo-show/config', {
          data: {
            intervalMs: configBefore.intervalMs,
            autoPlay: configBefore.autoPlay,
            loop: configBefore.loop,
          },
        }),
      );
      await restoreCarousel(request, 'mwo-show', itemsBefore);
      await json(
        await request.patch('/api/admin/settings', {
          data: { auditRetentionDays: settingsBefore.auditRetentionDays },
        }),
      );
    }
  });

  test('a new phone number is in the HTML the server sends for /contact, before any script runs', async ({
    page,
    browser,
    request,
  }) => {
    const settings = await json<AdminSettings>(await page.request.get('/api/admin/settings'));
    const original: SiteDetails = settings.siteDetails;
    const newDisplay = '+1 (555) 010-0142';
    const newHref = 'tel:+15550100142';
    try {
      await page.goto('/admin/content');
      await expect(h1(page, 'Content')).toBeVisible();
      const form = page.getByRole('form', { name: 'Organisation details' });
      const shown = form.getByRole('textbox', { name: /^Phone number \(as shown\)/ });
      await expect(shown).toHaveValue(original.phoneDisplay);
      await shown.fill(newDisplay);
      await form.getByRole('button', { name: 'Fill from the shown number' }).click();
      await expect(form.getByRole('textbox', { name: /^Phone link/ })).toHaveValue(newHref);
      // The preview follows as it is typed.
      await expect(page.getByRole('group', { name: 'Preview' })).toContainText(newDisplay);
      await form.getByRole('button', { name: 'Save Changes', exact: true }).click();
      await expectToast(page, 'Content updated successfully');

      // The served HTML of /contact: the new number and its link, nothing of the old one.
      const response = await request.get('/contact');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(newDisplay);
      expect(html).toContain(`href="${newHref}"`);
      expect(html).not.toContain(original.phoneDisplay);
      expect(html).not.toContain(original.phoneHref);

      // A visitor without JavaScript sees it: the first paint has the new number.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const contact = await noScript.newPage();
        await contact.goto('/contact');
        await expect(contact.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
          'href',
          newHref,
        );
        // The 'Reach Us Directly' card (another copy is in the hidden Partnership tab).
        const phone = contact
          .getByRole('main')
          .getByRole('link', { name: newDisplay, exact: true })
          .filter({ visible: true });
        await expect(phone).toHaveAttribute('href', newHref);
        await expect(contact.getByText(original.phoneDisplay)).toHaveCount(0);
      } finally {
        await noScript.close();
      }
    } finally {
      await json(
        await page.request.patch('/api/admin/settings', { data: { siteDetails: original } }),
      );
    }
    const restored = await request.get('/contact');
    expect(await restored.text()).toContain(original.phoneDisplay);
  });
});
