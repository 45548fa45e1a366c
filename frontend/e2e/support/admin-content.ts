import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AdminCarouselItem, AdminTestimonial, UploadStart } from '@bb/shared/admin-content';
import sharp from 'sharp';

// Helpers of the issue-12 specs (testimonials, carousels, uploads, site details): a real photo made
// on the fly, the toaster, and the 'Upload and Crop Image' dialog as a user drives it.

/**
 * A JPEG photo of `width` by `height` pixels (a gradient with shapes, so it compresses like a
 * photo and its crop is visibly a part of it), made with sharp from the repository's node_modules.
 */
export async function photoJpeg(width: number, height: number, hue = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,35%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,70%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#ffd166"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#1e1147"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The toaster, as a sighted user sees it. While a modal dialog is open the rest of the page, the
 * toaster too, is hidden from screen readers, so it is found by its label rather than by role.
 */
export const toasts = (page: Page) => page.locator('section[aria-label="Notifications (F8)"]');

/** A toast with this title (and this text, when given) is on screen. */
export async function expectToast(page: Page, title: string, text?: string) {
  const toast = toasts(page)
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  if (text !== undefined) {
    await expect(
      toasts(page)
        .locator('li')
        .filter({ has: page.getByText(text, { exact: true }) })
        .first(),
    ).toBeVisible();
  }
}

/**
 * No toast on screen covers any button of `dialog` (its actions at the bottom, its close button):
 * each toast's box and each button's box share no pixel. Checked once the dialog has settled.
 */
export async function expectToastsClearOf(dialog: Locator) {
  const page = dialog.page();
  const items = toasts(page).locator('li');
  await expect(items.first()).toBeVisible();
  // Let the dialog settle in its new place (the toast's arrival moves it).
  await expect
    .poll(async () => {
      const a = await dialog.boundingBox();
      await page.waitForTimeout(100);
      const b = await dialog.boundingBox();
      return JSON.stringify(a) === JSON.stringify(b);
    })
    .toBe(true);
  const toastBoxes = await items.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  const buttons = await dialog.getByRole('button').evaluateAll((els) =>
    els.map((el) => ({
      name: el.textContent?.trim() || el.getAttribute('aria-label') || '',
      box: el.getBoundingClientRect().toJSON() as DOMRect,
    })),
  );
  expect(buttons.length).toBeGreaterThan(0);
  const overlaps = buttons.filter(({ box }) =>
    toastBoxes.some(
      (t) => box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom,
    ),
  );
  expect(overlaps.map((b) => b.name)).toEqual([]);
}

/**
 * Starts noting every text the toaster shows (it holds one toast at a time, so a toast followed at
 * once by another, such as 'Image uploaded successfully' then the carousel item's 'Success', may
 * be on screen for a moment only). Answers a function giving the texts seen so far.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const region = document.querySelector('section[aria-label="Notifications (F8)"]');
    if (!region) throw new Error('No toaster on the page');
    const note = () => {
      for (const item of region.querySelectorAll('li')) {
        for (const line of (item as HTMLElement).innerText.split('\n')) {
          const text = line.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }
    };
    new MutationObserver(note).observe(region, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

export const dialogNamed = (page: Page, name: string) =>
  page.getByRole('dialog', { name, exact: true });

/** In the open 'Upload and Crop Image' dialog: chooses `file` through the Choose Image button. */
export async function chooseImage(
  page: Page,
  crop: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    crop.getByRole('button', { name: 'Choose Image', exact: true }).click(),
  ]);
  await chooser.setFiles(file);
  // The image is shown with its crop area, which takes focus.
  await expect(crop.getByRole('img', { name: `The chosen image, ${file.name}` })).toBeVisible();
  await expect(crop.locator('.ReactCrop__crop-selection')).toBeFocused();
}

/** Raises the scale slider by `steps` presses of the right arrow key and turns the image once. */
export async function scaleAndRotate(crop: Locator, steps: number) {
  const slider = crop.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < steps; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(1 + steps / 10));
  await expect(crop.getByText(`Scale: ${(1 + steps / 10).toFixed(1)}×`)).toBeVisible();
  await crop.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect(crop.getByText('Rotation: 90°')).toBeVisible();
}

/** The JSON of an API answer, after checking its status. */
export async function json<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * The page is no wider than its viewport (nothing scrolls sideways). Measured against the document's
 * own width: with mobile emulation a too-wide page zooms out and window.innerWidth grows with it.
 */
export async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
  expect(overflow, `${label}: wider than the viewport by`).toBe(0);
}

export const h1 = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

export const carouselItems = async (request: APIRequestContext, slug: string) =>
  json<AdminCarouselItem[]>(await request.get(`/api/admin/carousel/${slug}`));

/** Every testimonial, newest first (the export route: the list answers one page). */
export const testimonials = async (request: APIRequestContext) =>
  json<AdminTestimonial[]>(await request.get('/api/admin/testimonials/export'));

/**
 * Puts a carousel back as it was: removes the items that were not in `before`, and renumbers the
 * others in their old order (a deletion leaves a gap in the numbers).
 */
export async function restoreCarousel(
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
export async function restoreTestimonials(request: APIRequestContext, before: AdminTestimonial[]) {
  const known = new Set(before.map((t) => t.id));
  for (const t of await testimonials(request)) {
    if (!known.has(t.id)) {
      const removed = await request.delete(`/api/admin/testimonials/${t.id}`);
      expect(removed.status(), await removed.text()).toBe(200);
    }
  }
}

/** A JPEG uploaded through the API as the administrator: its stored URL. */
export async function uploadPhoto(
  request: APIRequestContext,
  width: number,
  height: number,
  hue: number,
) {
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

/** The dnd-kit live region, which says where a dragged item is. */
export const dragAnnouncer = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Resolves once the page has not scrolled for four frames in a row. */
export function scrollSettled(page: Page): Promise<void> {
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
