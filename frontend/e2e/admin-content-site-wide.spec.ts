import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import type {
  AdminCarouselItem,
  AdminSettings,
  AdminTestimonial,
  SiteDetails,
  TestimonialExportEntry,
  UploadStart,
} from '@bb/shared/admin-content';
import { adminCookies } from './support/admin-account';
import {
  chooseImage,
  dialogNamed,
  expectNoHorizontalScroll,
  expectToast,
  json,
  photoJpeg,
  recordToasts,
  scaleAndRotate,
  scrollThrough,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

// Issue 12 against the built product: an administrator uploads and crops a carousel photo, moves
// it first by keyboard and sees it first on the speaker page; adds a testimonial with a cropped
// photo and sees it on /about; exports the testimonials and imports the file back; changes the
// phone number and finds it in the HTML the server sends for /contact. These change what every
// visitor sees (the speaker carousel, the public testimonials, the organisation's details), so
// this file runs in its own projects after all the others (playwright.config.ts), and each test
// puts back what it changed. The tests titled 'accessibility' run at 390 px as well.

let cookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  cookies = await adminCookies(context);
  await context.close();
});

/** Every refused or failed API call of the administrator's page: the screens and the server agree. */
let failures: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await context.addCookies(cookies);
  failures = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/api/'))
      failures.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
});

test.afterEach(() => {
  expect(failures, 'API calls refused or failed').toEqual([]);
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const carouselItems = async (request: APIRequestContext, slug: string) =>
  json<AdminCarouselItem[]>(await request.get(`/api/admin/carousel/${slug}`));

const testimonials = async (request: APIRequestContext) =>
  json<AdminTestimonial[]>(await request.get('/api/admin/testimonials'));

/**
 * Puts a carousel back as it was: removes the items that were not in `before`, and renumbers the
 * others in their old order (a deletion leaves a gap in the numbers).
 */
async function restoreCarousel(
  request: APIRequestContext,
  slug: string,
  before: AdminCarouselItem[],
) {
  const known = new Set(before.map((item) => item.id));
  for (const item of await carouselItems(request, slug)) {
    if (!known.has(item.id)) {
      const removed = await request.delete(`/api/admin/carousel/${slug}/${item.id}`);
      expect(removed.status(), await removed.text()).toBe(200);
    }
  }
  if (before.length === 0) return;
  const order = [...before].sort((a, b) => a.sortOrder - b.sortOrder);
  await json(
    await request.patch(`/api/admin/carousel/${slug}/reorder`, {
      data: { items: order.map((item, i) => ({ id: item.id, sortOrder: i })) },
    }),
  );
}

/** Removes the testimonials that were not in `before`. */
async function restoreTestimonials(request: APIRequestContext, before: AdminTestimonial[]) {
  const known = new Set(before.map((t) => t.id));
  for (const t of await testimonials(request)) {
    if (!known.has(t.id)) {
      const removed = await request.delete(`/api/admin/testimonials/${t.id}`);
      expect(removed.status(), await removed.text()).toBe(200);
    }
  }
}

/** The dnd-kit live region, which says where a dragged item is. */
const dragAnnouncer = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Resolves once the page has not scrolled for four frames in a row. */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 4) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The speaker page's photo carousel, brought near the viewport so it loads. */
async function speakerCarousel(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/mwo-show');
  const heading = page.getByRole('heading', { level: 2, name: 'Moments from the Stage' });
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  const region = page.getByRole('region', { name: 'Photos from events' });
  await expect(region).toBeVisible();
  return region;
}

/** A JPEG uploaded through the API as the administrator: its stored URL. */
async function uploadPhoto(request: APIRequestContext, width: number, height: number, hue: number) {
  const start = await json<UploadStart>(await request.post('/api/objects/upload'), 201);
  const stored = await json<{ url: string }>(
    await request.put(start.uploadURL, {
      headers: { 'content-type': 'image/jpeg' },
      data: await photoJpeg(width, height, hue),
    }),
    201,
  );
  return stored.url;
}

test.describe('admin content on the public site', () => {
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

      // Deleted again through the page (confirmed first).
      await rows.first().getByRole('button', { name: 'Delete item #0', exact: true }).click();
      const confirm = dialogNamed(page, 'Delete Carousel Item');
      await expect(confirm).toContainText(
        'Item #0 will be removed from the MWO Show Page carousel. This cannot be undone.',
      );
      await confirm.getByRole('button', { name: 'Delete Item', exact: true }).click();
      await expectToast(page, 'Success', 'Carousel item deleted successfully');
      await expect(rows).toHaveCount(before.length);
    } finally {
      await restoreCarousel(page.request, 'mwo-show', before);
    }
  });

  test('adds a testimonial with a square cropped photo, publishes it, and /about shows it', async ({
    page,
    browser,
  }) => {
    const before = await testimonials(page.request);
    const name = `Priya Lakshmanan ${Date.now().toString(36)}`;
    const content =
      'The workshop changed how our whole team plans meetings: everyone is heard now.';
    try {
      await page.goto('/admin/testimonials');
      await expect(h1(page, 'Testimonials')).toBeVisible();
      await page.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
      const form = dialogNamed(page, 'Create New Testimonial');
      await form.getByRole('textbox', { name: /^Name/ }).fill(name);
      await form.getByRole('textbox', { name: /^Title/ }).fill('Head of People');
      await form.getByRole('textbox', { name: /^Company/ }).fill('Lattice Harbour Ltd');
      await form.getByRole('textbox', { name: /^Content/ }).fill(content);

      // The photo: a square crop of a portrait photo, zoomed a little and turned once.
      await form.getByRole('button', { name: 'Add Photo', exact: true }).click();
      const crop = dialogNamed(page, 'Upload and Crop Image');
      await chooseImage(page, crop, {
        name: 'portrait.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(600, 800, 20),
      });
      await scaleAndRotate(crop, 2);
      await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
      await expectToast(page, 'Image uploaded successfully');
      await expect(crop).toBeHidden();
      await expect(form.getByRole('img', { name: 'The chosen profile photo' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Change Photo', exact: true })).toBeVisible();

      await form.getByRole('switch', { name: 'Published' }).check();
      await form.getByRole('button', { name: 'Create Testimonial', exact: true }).click();
      await expectToast(page, 'Testimonial created successfully');
      await expect(form).toBeHidden();

      const created = (await testimonials(page.request)).find((t) => t.name === name)!;
      expect(created).toMatchObject({
        title: 'Head of People',
        company: 'Lattice Harbour Ltd',
        content,
        rating: 5,
        isPublished: true,
      });
      const photo = /^\/uploads\/[0-9a-f]{32}-(\d+)x(\d+)-\d+\.webp$/.exec(created.imageUrl ?? '');
      expect(photo, String(created.imageUrl)).not.toBeNull();
      expect(photo![1]).toBe(photo![2]); // square
      expect(Number(photo![1])).toBeGreaterThanOrEqual(150);

      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card.getByText('Published', { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

      // A visitor's /about shows it, with its photo.
      const visitor = await browser.newContext();
      try {
        const about = await visitor.newPage();
        await gotoHydrated(about, '/about');
        await scrollThrough(about);
        const carousel = about.getByRole('region', { name: 'Client testimonials' });
        const slides = carousel.getByRole('group');
        await expect(slides).toHaveCount(before.filter((t) => t.isPublished).length + 1);
        const slide = slides.filter({ hasText: name });
        const label = await slide.getAttribute('aria-label');
        const n = Number(label?.split(' ')[0]);
        await carousel
          .getByRole('button', { name: new RegExp(`^Show testimonial ${n} of `) })
          .click();
        await expect(slide).not.toHaveAttribute('inert');
        await expect(slide.getByText(name)).toBeInViewport();
        await expect(slide).toContainText(content);
        await expect(slide).toContainText('Lattice Harbour Ltd');
        const img = slide.locator('img');
        await expect(img).toHaveAttribute('src', created.imageUrl!);
        await expect(img).toHaveAttribute('width', '56');
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
      } finally {
        await visitor.close();
      }
    } finally {
      await restoreTestimonials(page.request, before);
    }
  });

  test('exports the testimonials as JSON and imports the file back as the same testimonials', async ({
    page,
  }) => {
    const before = await testimonials(page.request);
    expect(before.length).toBeGreaterThan(0);
    try {
      await page.goto('/admin/testimonials');
      await expect(h1(page, 'Testimonials')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: `Testimonials (${before.length})` }),
      ).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^testimonials-export-\d{4}-\d{2}-\d{2}\.json$/);
      await expectToast(page, 'Export successful', `Exported ${before.length} testimonials.`);
      const path = await download.path();
      const entries = JSON.parse(readFileSync(path, 'utf8')) as TestimonialExportEntry[];
      const fields = (t: TestimonialExportEntry) => ({
        name: t.name,
        title: t.title,
        company: t.company,
        content: t.content,
        rating: t.rating,
        isPublished: t.isPublished,
        imageUrl: t.imageUrl,
      });
      // Every testimonial, drafts too, without id or dates.
      expect(entries).toHaveLength(before.length);
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual([
          'company',
          'content',
          'imageUrl',
          'isPublished',
          'name',
          'rating',
          'title',
        ]);
      }
      const byName = (a: { name: string; content: string }, b: { name: string; content: string }) =>
        (a.name + a.content).localeCompare(b.name + b.content);
      expect([...entries].sort(byName)).toEqual(before.map(fields).sort(byName));

      // The file back in: a preview lists every entry, then all are imported.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import', exact: true }).click(),
      ]);
      await chooser.setFiles(path);
      const preview = dialogNamed(page, 'Import Testimonials');
      await expect(preview.getByRole('listitem')).toHaveCount(entries.length);
      await expect(preview.getByText('Ready to import')).toHaveCount(entries.length);
      await expect(preview.getByRole('listitem').first()).toContainText(`1. ${entries[0].name}`);
      await preview.getByRole('button', { name: 'Import', exact: true }).click();
      await expectToast(
        page,
        'Import completed',
        `Successfully imported ${entries.length} of ${entries.length} testimonials.`,
      );
      await expect(preview).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 2, name: `Testimonials (${before.length * 2})` }),
      ).toBeVisible();

      // The new ones hold the same fields as the old.
      const after = await testimonials(page.request);
      const added = after.filter((t) => !before.some((old) => old.id === t.id));
      expect(added.map(fields).sort(byName)).toEqual(before.map(fields).sort(byName));
    } finally {
      await restoreTestimonials(page.request, before);
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
  test('accessibility (axe-core, WCAG 2.2 AA): the home and programs carousels, a testimonial card with a photo, an item without alt text', async ({
    page,
  }) => {
    const request = page.request;
    const homeBefore = await carouselItems(request, 'home');
    const programsBefore = await carouselItems(request, 'programs');
    const testimonialsBefore = await testimonials(request);
    const name = `Tomasz Wieczorek ${Date.now().toString(36)}`;
    try {
      const wide = await uploadPhoto(request, 1280, 720, 160);
      const square = await uploadPhoto(request, 300, 300, 280);
      const post = async (slug: string, data: object) =>
        json(await request.post(`/api/admin/carousel/${slug}`, { data }), 201);
      await post('home', { imageUrl: wide, altText: 'A training session in a bright room' });
      // Published without alt text: the administrator is warned.
      await post('home', { imageUrl: '/images/gallery-2-960.webp' });
      await post('programs', { imageUrl: wide, altText: 'A workshop group around a table' });
      await json(
        await request.post('/api/admin/testimonials', {
          data: {
            name,
            title: 'Accessibility Lead',
            company: 'Contrast Checkers Inc',
            content: 'Clear, practical and kind: the team still quotes the session months later.',
            isPublished: true,
            imageUrl: square,
          },
        }),
        201,
      );

      await page.goto('/admin/carousels?slug=home');
      await expect(h1(page, 'Carousel Management')).toBeVisible();
      const list = page.getByRole('list', { name: 'Items of the Home Page carousel' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByText(/^No alt text: /)).toBeVisible();
      await expectNoAxeViolations(page, '/admin/carousels with an item without alt text');
      await expectNoHorizontalScroll(page, '/admin/carousels with an item without alt text');

      for (const [path, label] of [
        ['/', 'Photos from our work'],
        ['/programs', 'Photos of our programs'],
      ]) {
        await gotoHydrated(page, path);
        await scrollThrough(page);
        const region = page.getByRole('region', { name: label });
        await expect(region.locator('[aria-roledescription="slide"]').first()).toBeVisible();
        await expectNoAxeViolations(page, `${path} with its carousel`);
      }

      await gotoHydrated(page, '/about');
      await scrollThrough(page);
      const carousel = page.getByRole('region', { name: 'Client testimonials' });
      const slide = carousel.getByRole('group').filter({ hasText: name });
      const n = Number((await slide.getAttribute('aria-label'))?.split(' ')[0]);
      await carousel
        .getByRole('button', { name: new RegExp(`^Show testimonial ${n} of `) })
        .click();
      await expect(slide).not.toHaveAttribute('inert');
      await expect(slide.locator('img')).toHaveAttribute('src', square);
      await expectNoAxeViolations(page, '/about with a testimonial photo');
    } finally {
      await restoreCarousel(request, 'home', homeBefore);
      await restoreCarousel(request, 'programs', programsBefore);
      await restoreTestimonials(request, testimonialsBefore);
    }
  });
});
