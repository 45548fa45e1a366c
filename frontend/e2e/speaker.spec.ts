import { expect, test, type Locator, type Page } from '@playwright/test';
import { speakerCarousel } from './support/speaker-page';

// The speaker page's photo carousel and lightbox against the real server, whose first start seeds
// the mwo-show carousel: six photos, auto-advancing every 4 s, looping.

async function openGallery(page: Page): Promise<Locator> {
  const region = await speakerCarousel(page);
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  // Keep the pointer off the carousel: hovering it pauses the rotation.
  await page.mouse.move(1, 1);
  return region;
}

/** The name ("n of 6") of the slide on screen, or null if none is. */
function currentSlide(region: Locator): Promise<string | null> {
  return region
    .locator('[aria-roledescription="slide"]:not([inert])')
    .first()
    .getAttribute('aria-label', { timeout: 2000 })
    .catch(() => null);
}

/** Waits until no slide transition is running, then gives the slide on screen. */
async function settledSlide(region: Locator): Promise<string> {
  await expect(region.locator('[data-transitioning]')).toHaveCount(0);
  const name = await currentSlide(region);
  expect(name).toMatch(/^[1-6] of 6$/);
  return name as string;
}

test.describe('speaker carousel and lightbox', () => {
  test('work by keyboard alone: Tab to a photo, Enter opens, arrows move, Escape closes', async ({
    page,
  }) => {
    const region = await openGallery(page);
    const rotation = region.getByRole('button', { name: /slide rotation$/ });
    await rotation.focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Next photo' })).toBeFocused();
    // Keyboard focus inside the carousel holds it still.
    const slide = await settledSlide(region);
    const n = Number(slide.split(' ')[0]);
    await page.keyboard.press('Tab');
    const photo = region.locator('[aria-roledescription="slide"]:not([inert]) button');
    await expect(photo).toBeFocused();
    expect(await currentSlide(region)).toBe(slide);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(`Photo ${n} of 6`);
    await expect(dialog.getByText(`${n} of 6`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    // Focus moved into the dialog.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`${(n % 6) + 1} of 6`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${((n + 4) % 6) + 1} of 6`, { exact: true })).toBeVisible();

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('locks page scrolling while the lightbox is open', async ({ page }) => {
    const region = await openGallery(page);
    const photo = region.locator('[aria-roledescription="slide"]:not([inert]) button');
    await photo.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await dialog.getByRole('button', { name: 'Close photo viewer' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(photo).toBeFocused();
  });

  test('the rotation control stops and starts the carousel', async ({ page }) => {
    // The page's clock runs as usual, and is moved on at once where the test waits for time to pass.
    await page.clock.install();
    const region = await openGallery(page);
    const first = await currentSlide(region);
    // With motion allowed it advances by itself (every 4 s).
    await page.clock.runFor(4500);
    await expect.poll(() => currentSlide(region), { timeout: 6000 }).not.toBe(first);

    await region.getByRole('button', { name: 'Stop slide rotation' }).click();
    await page.mouse.move(1, 1);
    await expect(region.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    const stopped = await settledSlide(region);
    await page.clock.runFor(5000);
    expect(await currentSlide(region)).toBe(stopped);

    await region.getByRole('button', { name: 'Start slide rotation' }).click();
    await page.mouse.move(1, 1);
    await expect(region.getByRole('button', { name: 'Stop slide rotation' })).toBeVisible();
    await page.clock.runFor(4500);
    await expect.poll(() => currentSlide(region), { timeout: 6000 }).not.toBe(stopped);
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not move by itself', async ({ page }) => {
      await page.clock.install();
      const region = await openGallery(page);
      await expect(region.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
      const before = await currentSlide(region);
      expect(before).toBe('1 of 6');
      // Well past the 4 s interval, on the page's clock.
      await page.clock.runFor(5500);
      expect(await currentSlide(region)).toBe(before);
    });
  });
});
