import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { MISSING_ALT_MESSAGE } from '@bb/shared/pages/checks';
import { parseUploadUrl } from '@bb/shared/site';
import {
  chooseImage,
  dialogNamed,
  expectToast,
  h1,
  json,
  testimonials,
} from './support/admin-content';
import { libraryImage, mediaDetail, removeLibraryImage, uniquePhoto } from './support/media';

// The media library (issue 24 part 3) against the built product, by keyboard alone: images uploaded
// through /admin/media keep their file names and are asked for their descriptions (issue 44: one
// described, one skipped and found under "Needs a description"); one is given a focal point, another
// (unused) deleted; a library image becomes a testimonial's photo through the picker, and the library
// then lists that use and offers no delete; a page's image field changed to a library image takes
// its description, or asks for one (issue 44). Nothing here changes what visitors see (the
// testimonial stays a draft and is removed; the page is not saved). Axe at both widths:
// accessibility-media.spec.ts.

signedInAsAdmin();

const allowed = failOnApiErrors();

/** Focuses a control and presses Enter: the keyboard's click. */
async function press(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** Types into a field by keyboard (select what is there, then type over it). */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Images' }).getByRole('button', { name: new RegExp(name) });

test.describe('the media library', () => {
  test('uploads two images, describes one with a focal point and deletes the other, by keyboard alone', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const stage = `stage-${stamp}.jpg`;
    const spare = `spare-${stamp}.jpg`;
    const ids: string[] = [];
    try {
      await page.goto('/admin/media');
      await expect(h1(page, 'Media Library')).toBeVisible();
      // Media Library sits under Content in the side navigation, and is the current page.
      await expect(
        page.getByRole('navigation').getByRole('link', { name: 'Media Library' }),
      ).toHaveAttribute('aria-current', 'page');

      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        press(page, page.getByRole('button', { name: 'Upload images', exact: true })),
      ]);
      expect(chooser.isMultiple()).toBe(true);
      await chooser.setFiles([
        { name: stage, mimeType: 'image/jpeg', buffer: await uniquePhoto(1200, 675) },
        { name: spare, mimeType: 'image/jpeg', buffer: await uniquePhoto(800, 600) },
      ]);

      // Each new image is asked for its description (issue 44): the first described, the second
      // skipped for later.
      const describe = dialogNamed(page, 'Describe the new images');
      await expect(describe.getByText(`Image 1 of 2: ${stage}`)).toBeVisible();
      await expect(describe.getByRole('textbox', { name: /^Alt text/ })).toBeFocused();
      await page.keyboard.type('A speaker on stage');
      await press(page, describe.getByRole('button', { name: 'Save description', exact: true }));
      await expect(describe.getByText(`Image 2 of 2: ${spare}`)).toBeVisible();
      await expect(describe.getByRole('textbox', { name: /^Alt text/ })).toBeFocused();
      await press(page, describe.getByRole('button', { name: 'Skip', exact: true }));
      await expect(describe).toBeHidden();
      await expect(page.getByText('1 new image has no description yet.')).toBeVisible();
      const showUndescribed = page.getByRole('button', {
        name: 'Show images that need a description',
      });
      await expect(showUndescribed).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]filter=undescribed/);
      await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('undescribed');
      await typeInto(page, page.getByRole('searchbox', { name: 'Search images' }), stamp);
      await expect(tile(page, spare)).toContainText('Needs a description');
      await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');

      await typeInto(page, page.getByRole('searchbox', { name: 'Search images' }), stamp);
      await expect(tile(page, stage)).toBeVisible();
      await expect(tile(page, spare)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(2);
      const found = await json<{
        items: { id: string; fileName: string; kept: boolean; altText: string | null }[];
      }>(await page.request.get(`/api/admin/media?search=${stamp}`));
      expect(found.items.map((i) => i.fileName).sort()).toEqual([spare, stage]);
      expect(found.items.find((i) => i.fileName === stage)).toMatchObject({
        altText: 'A speaker on stage',
      });
      expect(found.items.find((i) => i.fileName === spare)).toMatchObject({ altText: null });
      expect(found.items.every((i) => i.kept)).toBe(true);
      ids.push(...found.items.map((i) => i.id));
      const stageId = found.items.find((i) => i.fileName === stage)!.id;
      const spareId = found.items.find((i) => i.fileName === spare)!.id;

      // Describe the stage photo and move its focal point with the arrow keys.
      await press(page, tile(page, stage));
      const details = dialogNamed(page, stage);
      await expect(details.getByText('Not used anywhere.')).toBeVisible();
      await typeInto(
        page,
        details.getByRole('textbox', { name: 'Alt text' }),
        'A speaker on stage',
      );
      const across = details.getByRole('slider', { name: 'Focal point across (%)' });
      await across.focus();
      for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowLeft');
      await expect(across).toHaveAttribute('aria-valuenow', '30');
      const down = details.getByRole('slider', { name: 'Focal point down (%)' });
      await down.focus();
      for (let i = 0; i < 15; i += 1) await page.keyboard.press('ArrowDown');
      await expect(down).toHaveAttribute('aria-valuenow', '35');
      await press(page, details.getByRole('button', { name: 'Save', exact: true }));
      await expectToast(page, 'Image details saved');
      expect(await mediaDetail(page.request, stageId)).toMatchObject({
        fileName: stage,
        altText: 'A speaker on stage',
        focalX: 0.3,
        focalY: 0.35,
        uses: [],
      });
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      await expect(tile(page, stage)).toBeFocused();

      // The unused spare goes, after a confirmation.
      await press(page, tile(page, spare));
      const spareDetails = dialogNamed(page, spare);
      await press(page, spareDetails.getByRole('button', { name: 'Delete', exact: true }));
      const confirm = dialogNamed(page, 'Delete this image?');
      await press(page, confirm.getByRole('button', { name: 'Delete image', exact: true }));
      await expectToast(page, 'Image deleted');
      await expect(tile(page, spare)).toHaveCount(0);
      await expect(tile(page, stage)).toBeVisible();
      allowed.add(`404 GET /api/admin/media/${spareId}`);
      expect((await page.request.get(`/api/admin/media/${spareId}`)).status()).toBe(404);
    } finally {
      for (const id of ids) await removeLibraryImage(page.request, id);
    }
  });

  test('picks a library image for a testimonial by keyboard; the library then lists the use and offers no delete', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const fileName = `portrait-${stamp}.jpg`;
    const name = `Amara Okafor ${stamp}`;
    const image = await libraryImage(page.request, fileName, await uniquePhoto(600, 600));
    await json(
      await page.request.patch(`/api/admin/media/${image.id}`, {
        data: { altText: 'Amara smiling in a lecture hall' },
      }),
    );
    try {
      await page.goto('/admin/testimonials');
      await expect(h1(page, 'Testimonials')).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Add Testimonial', exact: true }));
      const form = dialogNamed(page, 'Create New Testimonial');
      await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), name);
      await typeInto(page, form.getByRole('textbox', { name: /^Title/ }), 'Accessibility Lead');
      await typeInto(page, form.getByRole('textbox', { name: /^Company/ }), 'Northgate Library');
      await typeInto(
        page,
        form.getByRole('textbox', { name: /^Content/ }),
        'Every session left us with changes we could make the next morning.',
      );

      await press(page, form.getByRole('button', { name: 'Choose from library: Profile Photo' }));
      const picker = dialogNamed(page, 'Choose from library');
      await typeInto(page, picker.getByRole('searchbox', { name: 'Search images' }), stamp);
      const choice = picker.getByRole('radio', { name: new RegExp(fileName) });
      await expect(choice).toBeVisible();
      await choice.focus();
      await page.keyboard.press('Space');
      await expect(choice).toBeChecked();
      await press(page, picker.getByRole('button', { name: 'Use this image', exact: true }));
      await expect(picker).toBeHidden();
      await expect(form.getByRole('img', { name: 'The chosen profile photo' })).toBeVisible();

      await press(page, form.getByRole('button', { name: 'Create Testimonial', exact: true }));
      await expectToast(page, 'Testimonial created successfully');
      await expect(form).toBeHidden();
      const created = (await testimonials(page.request)).find((t) => t.name === name)!;
      expect(created.imageUrl).toBe(image.url);

      const detail = await mediaDetail(page.request, image.id);
      expect(detail.uses).toEqual([
        expect.objectContaining({ kind: 'testimonial', label: name, alt: null }),
      ]);
      expect(detail.useCount).toBe(1);

      // The library shows the use with its link, and explains why it offers no delete.
      await page.goto('/admin/media');
      await typeInto(page, page.getByRole('searchbox', { name: 'Search images' }), stamp);
      await expect(tile(page, fileName)).toContainText('Used in 1 place');
      await press(page, tile(page, fileName));
      const details = dialogNamed(page, fileName);
      await expect(details.getByRole('link', { name })).toBeVisible();
      await expect(
        details.getByText(
          "This image can't be deleted while it is used. Remove it from the places above first.",
        ),
      ).toBeVisible();
      await expect(details.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      // The API refuses it too, naming the use.
      allowed.add(`409 DELETE /api/admin/media/${image.id}`);
      const refused = await page.request.delete(`/api/admin/media/${image.id}`);
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toContain(name);
    } finally {
      for (const t of await testimonials(page.request)) {
        if (t.name === name) await page.request.delete(`/api/admin/testimonials/${t.id}`);
      }
      await removeLibraryImage(page.request, image.id);
    }
  });

  test("a new picture in a page's image field takes the library's description, or empties the alt text and asks for one", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const described = await libraryImage(
      page.request,
      `team-${stamp}.jpg`,
      await uniquePhoto(900, 600),
    );
    await json(
      await page.request.patch(`/api/admin/media/${described.id}`, {
        data: { altText: 'The team on stage after the keynote' },
      }),
    );
    const bare = await libraryImage(page.request, `bare-${stamp}.jpg`, await uniquePhoto(900, 600));
    const uploaded: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PUT' && response.url().includes('/api/objects/upload/'))
        void response
          .json()
          .then((body: { url?: string }) => body.url && uploaded.push(body.url))
          .catch(() => undefined);
    });
    try {
      await page.goto('/admin/content/pages/about');
      const story = page.getByRole('region', { name: 'Our story' });
      const alt = story.getByRole('textbox', { name: 'Alt text of image' });
      await expect(alt).toHaveValue(DEFAULT_PAGES.about.story.image.alt);
      const choose = async (fileName: string) => {
        await press(page, story.getByRole('button', { name: 'Choose from library: Image' }));
        const picker = dialogNamed(page, 'Choose from library');
        await typeInto(page, picker.getByRole('searchbox', { name: 'Search images' }), fileName);
        const choice = picker.getByRole('radio', { name: new RegExp(fileName) });
        await choice.focus();
        await page.keyboard.press('Space');
        await press(page, picker.getByRole('button', { name: 'Use this image', exact: true }));
        await expect(picker).toBeHidden();
      };
      const blocked = story.getByText(`Blocks publishing: ${MISSING_ALT_MESSAGE}`);

      // The walk-through's bridge description goes with the old picture.
      await typeInto(page, alt, 'Two people fitting the last plank into a bridge');
      await choose(`team-${stamp}.jpg`);
      await expect(alt).toHaveValue('The team on stage after the keynote');
      await expect(blocked).toHaveCount(0);

      await choose(`bare-${stamp}.jpg`);
      await expect(alt).toHaveValue('');
      await expect(blocked).toBeVisible();
      await expect(alt).toHaveAccessibleDescription(new RegExp(`^Blocks publishing: `));

      // Replace image: a new upload has no description yet either.
      await typeInto(page, alt, 'Two people fitting the last plank into a bridge');
      await press(page, story.getByRole('button', { name: 'Replace image', exact: true }));
      const crop = dialogNamed(page, 'Upload and Crop Image');
      await chooseImage(page, crop, {
        name: `replacement-${stamp}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await uniquePhoto(900, 600),
      });
      await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
      await expect(crop).toBeHidden();
      await expect(alt).toHaveValue('');
      await expect(blocked).toBeVisible();
    } finally {
      for (const id of [described.id, bare.id]) await removeLibraryImage(page.request, id);
      for (const url of uploaded) await removeLibraryImage(page.request, parseUploadUrl(url)!.hash);
    }
  });
});
