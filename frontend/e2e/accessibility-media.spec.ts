import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { dialogNamed, expectNoHorizontalScroll, h1, json } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { libraryImage, removeLibraryImage, uniquePhoto } from './support/media';

// The media library's screens (issue 24 part 3) checked by axe-core for WCAG 2.2 AA with the real
// server behind them, at 1280 px and at 390 px (the 'phone' project): the library with images, an
// image's details, a search that finds nothing, the description asked after an upload and the
// notice of an image left without one, a page's image field and a carousel item's asking for a new
// picture's description (issue 44), and the picker opened from a testimonial's photo field.
// Nothing is saved but the images put in the library, which are removed.

signedInAsAdmin();

failOnApiErrors();

/** axe finds nothing, and the page is no wider than the viewport. */
async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectNoHorizontalScroll(page, label);
}

test("the media library, an image's details, an empty search and the picker", async ({
  page,
}, testInfo) => {
  /** A screenshot of a state that issue 44 added, to look at. */
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
  const stamp = `axe${Date.now().toString(36)}`;
  const images: { id: string }[] = [
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

    // An upload in the library asks for the new image's description (issue 44).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload images', exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: `${stamp}-new.jpg`,
      mimeType: 'image/jpeg',
      buffer: await uniquePhoto(900, 600),
    });
    const describe = dialogNamed(page, 'Describe the new image');
    await expect(describe.getByText(`Image 1 of 1: ${stamp}-new.jpg`)).toBeVisible();
    await describe.getByRole('button', { name: 'Save description', exact: true }).click();
    await expect(describe.getByText(/^Describe the image, or press Skip/)).toBeVisible();
    await check(page, '/admin/media describing a new image');
    await shot('describe-dialog');
    await describe.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByText('1 new image has no description yet.')).toBeVisible();
    await check(page, '/admin/media with a new image left without a description');
    await shot('left-undescribed');
    const fresh = await json<{ items: { id: string }[] }>(
      await page.request.get(`/api/admin/media?search=${stamp}-new`),
    );
    images.push(...fresh.items.map(({ id }) => ({ id })));

    // A page's image field given a picture the library has no description of (issue 44).
    await page.goto('/admin/content/pages/about');
    const story = page.getByRole('region', { name: 'Our story' });
    await story.getByRole('button', { name: 'Choose from library: Image' }).click();
    const pagePicker = dialogNamed(page, 'Choose from library');
    await pagePicker.getByRole('searchbox', { name: 'Search images' }).fill(`${stamp}-hall`);
    await pagePicker.getByRole('radio', { name: new RegExp(`${stamp}-hall`) }).check();
    await pagePicker.getByRole('button', { name: 'Use this image', exact: true }).click();
    await expect(story.getByText(/^Blocks publishing: Describe this image/)).toBeVisible();
    await check(page, 'the page editor with a new picture to describe');
    await story.scrollIntoViewIfNeeded();
    await shot('page-image-changed');

    // A carousel item's image replaced by one the library has no description of.
    await page.goto('/admin/carousels');
    await page.getByRole('button', { name: 'Add Item Manually' }).click();
    const item = dialogNamed(page, 'Add Carousel Item');
    for (const name of [`${stamp}-hall`, `${stamp}-tiny`]) {
      await item.getByRole('button', { name: 'Choose from library: Image URL' }).click();
      const picker = dialogNamed(page, 'Choose from library');
      await picker.getByRole('searchbox', { name: 'Search images' }).fill(name);
      await picker.getByRole('radio', { name: new RegExp(name) }).check();
      await picker.getByRole('button', { name: 'Use this image', exact: true }).click();
      await expect(picker).toBeHidden();
    }
    await expect(item.getByText(/^Describe the new image: the alt text/)).toBeVisible();
    await item.getByRole('button', { name: 'Add Item', exact: true }).click();
    await expect(item.getByText('Describe the new image (alt text).')).toBeVisible();
    await check(page, 'the carousel item dialog asking for a description');
    await shot('carousel-describe-new-image');
    await page.keyboard.press('Escape');

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
