import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { dialogNamed, expectNoHorizontalScroll, h1 } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { libraryImage, removeLibraryImage, uniquePhoto } from './support/media';

// The media library's screens (issue 24 part 3) checked by axe-core for WCAG 2.2 AA with the real
// server behind them, at 1280 px and at 390 px (the 'phone' project): the library with images, an
// image's details, a search that finds nothing, and the picker opened from a testimonial's photo
// field. Nothing is saved; the images put in the library are removed.

signedInAsAdmin();

failOnApiErrors();

/** axe finds nothing, and the page is no wider than the viewport. */
async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectNoHorizontalScroll(page, label);
}

test("the media library, an image's details, an empty search and the picker", async ({ page }) => {
  const stamp = `axe${Date.now().toString(36)}`;
  const images = [
    await libraryImage(page.request, `${stamp}-hall.jpg`, await uniquePhoto(1200, 675)),
    await libraryImage(page.request, `${stamp}-tiny.jpg`, await uniquePhoto(120, 90)),
  ];
  try {
    await page.goto(`/admin/media?search=${stamp}`);
    await expect(h1(page, 'Media Library')).toBeVisible();
    const grid = page.getByRole('list', { name: 'Images' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await check(page, '/admin/media');

    await grid.getByRole('button', { name: new RegExp(`${stamp}-hall`) }).click();
    const details = dialogNamed(page, `${stamp}-hall.jpg`);
    await expect(details.getByText('Not used anywhere.')).toBeVisible();
    await check(page, '/admin/media image details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search images' }).fill(`${stamp}-nothing`);
    await expect(page.getByRole('heading', { name: 'No images match.' })).toBeVisible();
    await check(page, '/admin/media no match');

    // The picker from a testimonial's photo: the tiny image is too small for it.
    await page.goto('/admin/testimonials');
    await expect(h1(page, 'Testimonials')).toBeVisible();
    await page.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
    const form = dialogNamed(page, 'Create New Testimonial');
    // Named first: leaving the empty Name shows its error, which moves the buttons below it
    // between the press and the release of a click.
    await form.getByRole('textbox', { name: /^Name/ }).fill('Axe Check');
    await form.getByRole('button', { name: 'Choose from library: Profile Photo' }).click();
    const picker = dialogNamed(page, 'Choose from library');
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(stamp);
    await expect(picker.getByRole('radio', { name: new RegExp(`${stamp}-tiny`) })).toBeDisabled();
    const hall = picker.getByRole('radio', { name: new RegExp(`${stamp}-hall`) });
    await hall.focus();
    await page.keyboard.press('Space');
    await expect(hall).toBeChecked();
    await check(page, '/admin/testimonials Choose from library');
  } finally {
    for (const { id } of images) await removeLibraryImage(page.request, id);
  }
});
