import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { DELETED_IMAGE_MESSAGE } from '@bb/shared/media';
import { PAGE_DEFINITIONS, PAGE_SLUGS } from '@bb/shared/pages/registry';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import {
  chooseImage,
  dialogNamed,
  dragAnnouncer,
  expectNoHorizontalScroll,
  expectToast,
  h1,
  json,
  photoJpeg,
  scrollSettled,
  uploadPhoto,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, scrollThrough } from './support/hydration';
import { libraryImage, removeLibraryImage, uniquePhoto } from './support/media';
import { restorePages, servedHtml } from './support/pages';

// Issue 22 against the built product: an administrator edits the public pages in /admin/content
// (the speaker's biography, a new programme with its photo, an impact figure), previews the draft at
// 390 and 1280 px and publishes; a signed-out visitor then gets the new text in the served HTML
// itself and on the hydrated page. Lists by keyboard alone; axe on the editor, the preview and the
// edited pages; the history of a page: compare, restore and publish yesterday's biography (issue
// 24). Each test publishes the default documents again at its end (these specs change
// what every visitor sees: they run in the 'site content' projects, and the one that rewords every
// page in the 'edited pages' projects after them, playwright.config.ts).

signedInAsAdmin();

failOnApiErrors();

/** Each text of 20 characters or more with its words in reverse order (every text changes, no length). */
function reworded(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length >= 20 ? value.split(' ').reverse().join(' ') : value;
  if (Array.isArray(value)) return value.map(reworded);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reworded(v)]));
  return value;
}

async function openEditor(page: Page, title: string) {
  await page.goto('/admin/content');
  await expect(h1(page, 'Content')).toBeVisible();
  await page
    .getByRole('table', { name: 'Public pages' })
    .getByRole('link', { name: `Edit ${title}`, exact: true })
    .click();
  await expect(h1(page, `Edit page: ${title}`)).toBeVisible();
  await expect(page.getByRole('form', { name: `Edit the ${title} page` })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /^Publish / });
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Published');
}

test.describe('the public pages, edited in /admin/content', () => {
  test('edits the biography, adds a programme with a photo, changes an impact figure; preview, publish, and visitors see it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(360_000);
    const stamp = Date.now().toString(36);
    const biography = `A new first block of the biography, written on ${stamp}.`;
    const programme = `Inclusive Hiring Lab ${stamp}`;
    try {
      // The speaker's biography: a draft first, which visitors never see.
      await openEditor(page, 'The MWO Show (speaker)');
      const bio = section(page, 'Biography');
      await bio.getByRole('textbox', { name: 'Text', exact: true }).first().fill(biography);
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expectToast(page, 'Draft saved');
      expect(await servedHtml(page, '/mwo-show')).not.toContain(biography);

      // The preview: the real page's render with the draft, at a phone's and a desktop's width.
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = dialogNamed(page, 'Preview: The MWO Show (speaker)');
      const phoneFrame = preview.locator('iframe[title*="390 pixels wide"]');
      await expect(phoneFrame).toHaveAttribute('title', /light mode/);
      await expect(phoneFrame.contentFrame().getByText(biography)).toBeVisible();
      await preview.screenshot({ path: testInfo.outputPath('preview-390.png') });
      await expectNoAxeViolations(page, 'the preview dialog at 390 px');
      await preview.getByRole('button', { name: 'Desktop (1280 px)' }).click();
      const desktopFrame = preview.locator('iframe[title*="1280 pixels wide"]');
      await expect(desktopFrame.contentFrame().getByText(biography)).toBeVisible();
      await preview.screenshot({ path: testInfo.outputPath('preview-1280.png') });
      await preview.getByRole('button', { name: 'Close' }).click();

      await publish(page);
      expect(await servedHtml(page, '/mwo-show')).toContain(biography);

      // A new programme with a cropped photo and its alt text.
      await openEditor(page, 'Programs');
      const programmes = section(page, 'Programmes');
      await programmes.getByRole('button', { name: 'Add programme' }).click();
      const added = programmes.locator('li[data-list-item]').last();
      await expect(added.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
      await added.getByRole('textbox', { name: 'Title', exact: true }).fill(programme);
      await added
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('A hands-on lab for hiring managers on accessible interviews.');
      await added.getByRole('textbox', { name: 'Duration', exact: true }).fill('Half a day');
      await added.getByRole('textbox', { name: 'Ideal for', exact: true }).fill('Hiring managers');
      await added
        .getByRole('textbox', { name: 'Sample quote', exact: true })
        .fill('We changed three interview questions the same week.');
      await added.getByRole('textbox', { name: 'Who said it', exact: true }).fill('Talent lead');
      await added.getByRole('button', { name: 'Upload image', exact: true }).click();
      const crop = dialogNamed(page, 'Upload and Crop Image');
      await chooseImage(page, crop, {
        name: 'lab.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(900, 600, 140),
      });
      await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
      await expect(crop).toBeHidden();
      // Publishing is blocked until the photo is described.
      await expect(added.getByText(/^Blocks publishing: Describe this image/)).toBeVisible();
      await added
        .getByRole('textbox', { name: 'Alt text of image' })
        .fill('Hiring managers around a table, reading an interview guide together');
      await publish(page);

      // An impact figure.
      await openEditor(page, 'Impact');
      const results = section(page, 'Results');
      await results.getByRole('textbox', { name: 'Figure', exact: true }).first().fill('97%');
      await publish(page);

      // A signed-out visitor: the served HTML itself, then the hydrated pages.
      const programsHtml = await servedHtml(page, '/programs');
      expect(programsHtml).toContain(programme);
      expect(programsHtml).toContain(
        'alt="Hiring managers around a table, reading an interview guide together"',
      );
      expect(await servedHtml(page, '/impact')).toContain('97%');
      const visitor = await (await browser.newContext()).newPage();
      await gotoHydrated(visitor, '/mwo-show');
      await expect(visitor.getByText(biography)).toBeVisible();
      await expectNoAxeViolations(visitor, '/mwo-show with an edited biography');
      await gotoHydrated(visitor, '/programs');
      await expect(visitor.getByRole('heading', { name: programme, level: 3 })).toBeVisible();
      await expectNoAxeViolations(visitor, '/programs with an added programme');
      await visitor.getByRole('heading', { name: programme, level: 3 }).scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: testInfo.outputPath('programs-edited.png') });
      // A navigation inside the app loads the published document too.
      await visitor
        .getByRole('navigation', { name: /main/i })
        .getByRole('link', { name: 'The MWO Show', exact: true })
        .click();
      await expect(visitor.getByText(biography)).toBeVisible();
      await visitor.context().close();
    } finally {
      await restorePages(page.request, ['mwo-show', 'programs', 'impact']);
    }
  });

  test('adds, reorders and removes a list item by keyboard alone, and discards the draft', async ({
    page,
  }) => {
    try {
      await openEditor(page, 'About');
      const values = section(page, 'Core values');
      const add = values.getByRole('button', { name: 'Add value' });
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(
        values.getByRole('textbox', { name: 'Title', exact: true }).last(),
      ).toBeFocused();
      await page.keyboard.type('Curiosity');
      await page.keyboard.press('Tab');
      await page.keyboard.type('We ask before we assume.');
      // Move it up with its button, by keyboard.
      await values.getByRole('button', { name: 'Move up: Value 6: Curiosity' }).focus();
      await page.keyboard.press('Enter');
      await expect(
        values.getByRole('button', { name: 'Move up: Value 5: Curiosity' }),
      ).toBeFocused();
      // And once more by dragging with the keyboard: Space picks up, the arrow moves, Space drops.
      await values.getByRole('button', { name: 'Drag Value 5: Curiosity' }).focus();
      await page.keyboard.press('Space');
      const announcer = dragAnnouncer(page).filter({ hasText: 'Curiosity' });
      await expect(announcer).toContainText('Picked up Value 5: Curiosity');
      // 25 px per press, until it is over the place above (pressing again once a scroll settled).
      const over = 'Value 5: Curiosity is over position 4 of 6.';
      for (let presses = 0; presses < 60; presses += 1) {
        if ((await announcer.textContent())?.includes(over)) break;
        await page.keyboard.press('ArrowUp');
        await scrollSettled(page);
      }
      await expect(announcer).toContainText(over);
      await page.keyboard.press('Space');
      await expect(values.getByRole('button', { name: 'Drag Value 4: Curiosity' })).toBeVisible();
      // Remove the first value.
      await values
        .getByRole('button', { name: 'Remove Value 1: Encouragement, Faith and Hope' })
        .focus();
      await page.keyboard.press('Enter');
      await expect(values.locator('li[data-list-item]')).toHaveCount(5);
      await page.getByRole('button', { name: 'Save draft', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Draft saved');
      const draft = await json<{ draft: { values: { items: { title: string }[] } } }>(
        await page.request.get('/api/admin/pages/about'),
      );
      expect(draft.draft.values.items.map((v) => v.title)).toEqual([
        'Empowerment Through Storytelling',
        'Inclusion and Acceptance',
        'Curiosity',
        'Authenticity and Integrity',
        'Collaboration and Community',
      ]);
      // Discard, by keyboard too.
      await page.getByRole('button', { name: 'Discard draft', exact: true }).focus();
      await page.keyboard.press('Enter');
      const confirm = dialogNamed(page, 'Discard the draft?');
      await confirm.getByRole('button', { name: 'Discard draft', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Draft discarded');
      // Discard draft is off now (no draft): focus goes to Save draft, not to the page's body.
      await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toBeFocused();
      await expect(values.locator('li[data-list-item]')).toHaveCount(5);
      await expect(values.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue(
        'Encouragement, Faith and Hope',
      );
    } finally {
      await page.request.delete('/api/admin/pages/about/draft');
    }
  });

  test('accessibility: every public page with edited content, and the preview of a draft, have no axe violations', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    try {
      // Every page published with each of its texts reworded, a draft of the About page on top.
      for (const slug of PAGE_SLUGS) {
        const current = await json<{ version: number }>(
          await page.request.get(`/api/admin/pages/${slug}`),
        );
        const saved = await json<{ version: number }>(
          await page.request.put(`/api/admin/pages/${slug}/draft`, {
            data: { content: reworded(DEFAULT_PAGES[slug]), version: current.version },
          }),
        );
        await json(
          await page.request.post(`/api/admin/pages/${slug}/publish`, {
            data: { version: saved.version },
          }),
        );
      }
      const heading = (reworded(DEFAULT_PAGES.about) as typeof DEFAULT_PAGES.about).hero.headline;
      for (const slug of PAGE_SLUGS) {
        const { path } = PAGE_DEFINITIONS[slug];
        await gotoHydrated(page, path);
        if (slug === 'about') await expect(h1(page, heading)).toBeVisible();
        await scrollThrough(page);
        await expectNoAxeViolations(page, `${path} edited (${testInfo.project.name})`);
      }
      await page.screenshot({ path: testInfo.outputPath('terms-edited.png') });

      const about = await json<{ version: number }>(
        await page.request.get('/api/admin/pages/about'),
      );
      const draft = `${heading} (draft)`;
      const content = reworded(DEFAULT_PAGES.about) as typeof DEFAULT_PAGES.about;
      await json(
        await page.request.put('/api/admin/pages/about/draft', {
          data: {
            content: { ...content, hero: { ...content.hero, headline: draft } },
            version: about.version,
          },
        }),
      );
      await openEditor(page, 'About');
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = dialogNamed(page, 'Preview: About');
      for (const [button, width] of [
        ['Phone (390 px)', 390],
        ['Desktop (1280 px)', 1280],
      ] as const) {
        await preview.getByRole('button', { name: button }).click();
        const frame = preview.locator(`iframe[title*="${width} pixels wide"]`);
        await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toHaveText(draft);
        await expectNoAxeViolations(page, `the preview at ${width} px (${testInfo.project.name})`);
        await preview.screenshot({ path: testInfo.outputPath(`preview-${width}.png`) });
      }
    } finally {
      await page.request.delete('/api/admin/pages/about/draft');
      await restorePages(page.request, PAGE_SLUGS);
    }
  });

  test('accessibility: the content hub and the editor have no axe violations', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/content');
    await expect(page.getByRole('table', { name: 'Public pages' })).toBeVisible();
    await expectNoAxeViolations(page, `/admin/content (${testInfo.project.name})`);
    await openEditor(page, 'About');
    await expectNoAxeViolations(page, `the About page's editor (${testInfo.project.name})`);
    await page.screenshot({ path: testInfo.outputPath('editor.png'), fullPage: false });
  });
});

/** Content history (issue 24), in this file so that no other spec edits the speaker page meanwhile. */
const SPEAKER_TITLE = PAGE_DEFINITIONS['mwo-show'].title;

/** Publishes the speaker page with its first biography block's text (and its portrait) replaced. */
async function publishBiography(request: APIRequestContext, text: string, portrait?: string) {
  const page = await json<{ version: number }>(await request.get('/api/admin/pages/mwo-show'));
  const content = structuredClone(DEFAULT_PAGES['mwo-show']);
  content.biography.blocks[0].text = text;
  if (portrait) content.hero.portrait = { ...content.hero.portrait, url: portrait };
  const saved = await json<{ version: number }>(
    await request.put('/api/admin/pages/mwo-show/draft', {
      data: { content, version: page.version },
    }),
  );
  await json(
    await request.post('/api/admin/pages/mwo-show/publish', { data: { version: saved.version } }),
  );
}

/** Publishes the About page with its story image replaced. */
async function publishAboutImage(request: APIRequestContext, image: { url: string; alt: string }) {
  const page = await json<{ version: number }>(await request.get('/api/admin/pages/about'));
  const content = structuredClone(DEFAULT_PAGES.about);
  content.story.image = { ...image, decorative: false };
  const saved = await json<{ version: number }>(
    await request.put('/api/admin/pages/about/draft', {
      data: { content, version: page.version },
    }),
  );
  await json(
    await request.post('/api/admin/pages/about/publish', { data: { version: saved.version } }),
  );
}

/** Focuses a control and presses Enter: the keyboard's click. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

test.describe('content history of a public page', () => {
  test('restores yesterday’s biography after comparing it, by keyboard alone, and publishes it', async ({
    page,
  }) => {
    const stamp = Date.now();
    const yesterday = `The biography as it was yesterday, written at ${stamp}, the one everybody liked.`;
    const today = `The biography as it is today, written at ${stamp}, with a mistake in it.`;
    try {
      await publishBiography(page.request, yesterday);
      await publishBiography(page.request, today);
      const { items } = await json<{ items: { number: number }[] }>(
        await page.request.get('/api/admin/pages/mwo-show/revisions'),
      );
      const before = items[1].number;

      await page.goto('/admin/content/pages/mwo-show');
      await expect(h1(page, `Edit page: ${SPEAKER_TITLE}`)).toBeVisible();
      await press(
        page,
        page.getByRole('link', { name: 'History: compare and restore earlier versions' }),
      );
      await expect(h1(page, `History: ${SPEAKER_TITLE}`)).toBeVisible();

      // The live page against the revision before it: the biography's changed words marked.
      const compare = page.getByRole('region', { name: 'Compare two versions' });
      await expect(compare.getByRole('heading', { name: '1 difference' })).toBeVisible();
      const difference = compare.getByRole('listitem');
      await expect(difference).toContainText('Changed: Biography › Biography › Block 1');
      await expect(difference.locator('del').first()).toContainText('[removed: was yesterday,]');
      await expect(difference.locator('ins').first()).toContainText('[added: is today,]');

      // Restore it, by keyboard.
      await press(page, page.getByRole('button', { name: `Restore revision ${before}` }));
      const dialog = dialogNamed(page, `Restore revision ${before}?`);
      await expect(dialog).toContainText('Visitors keep seeing the live page until you publish.');
      await press(page, dialog.getByRole('button', { name: 'Restore as draft' }));
      await expectToast(page, `Revision ${before} restored as the draft`);
      await expect(h1(page, `Edit page: ${SPEAKER_TITLE}`)).toBeVisible();
      await expect(page.getByText(`(the draft restores revision ${before})`)).toBeVisible();
      const biography = page.getByRole('region', { name: 'Biography', exact: true });
      await expect(
        biography.getByRole('textbox', { name: 'Text', exact: true }).first(),
      ).toHaveValue(yesterday);
      // Nothing public changed yet.
      expect(await servedHtml(page, '/mwo-show')).toContain(today);

      await press(page, page.getByRole('button', { name: 'Publish', exact: true }));
      const confirm = page.getByRole('dialog', { name: /^Publish / });
      await press(page, confirm.getByRole('button', { name: 'Publish', exact: true }));
      await expectToast(page, 'Published');
      // Publish is off now (no draft): focus goes to Save draft, not to the page's body.
      await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toBeFocused();
      const served = await servedHtml(page, '/mwo-show');
      expect(served).toContain(yesterday);
      expect(served).not.toContain(today);
      const after = await json<{ items: { number: number; restoredFrom: number | null }[] }>(
        await page.request.get('/api/admin/pages/mwo-show/revisions'),
      );
      expect(after.items[0]).toMatchObject({ restoredFrom: before });
    } finally {
      await restorePages(page.request, ['mwo-show']);
    }
  });

  test('an image only an old version shows is deleted after a confirmation naming it; restored, that version asks for an image (issue 44)', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    const BRIDGE = 'Two people fitting the last plank into a bridge';
    const bridge = await libraryImage(
      page.request,
      `bridge-${stamp}.jpg`,
      await uniquePhoto(1200, 800),
    );
    const team = await libraryImage(
      page.request,
      `team-${stamp}.jpg`,
      await uniquePhoto(1200, 800),
    );
    const widths = [1280, 390];
    try {
      await publishAboutImage(page.request, { url: bridge.url, alt: BRIDGE });
      await publishAboutImage(page.request, { url: team.url, alt: 'The team on stage' });
      const { items } = await json<{ items: { number: number }[] }>(
        await page.request.get('/api/admin/pages/about/revisions'),
      );
      const old = items[1].number;

      // The library offers the delete, and its confirmation names the old version.
      await page.goto(`/admin/media?search=bridge-${stamp}`);
      await press(
        page,
        page.getByRole('list', { name: 'Images' }).getByRole('button', { name: /bridge-/ }),
      );
      const details = dialogNamed(page, `bridge-${stamp}.jpg`);
      await expect(details.getByRole('link', { name: `About, revision ${old}` })).toBeVisible();
      await expect(
        details.getByText('Only old versions of pages show this image: it can be deleted.', {
          exact: false,
        }),
      ).toBeVisible();
      await press(page, details.getByRole('button', { name: 'Delete', exact: true }));
      const confirm = dialogNamed(page, 'Delete this image?');
      await expect(confirm).toContainText('One old version of a page shows this image:');
      await expect(confirm.getByRole('listitem')).toHaveText([`About, revision ${old}`]);
      await expect(confirm).toContainText(
        'It will show a placeholder where it was, and restoring it will ask for another image.',
      );
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await expectNoAxeViolations(page, `the delete confirmation at ${width} px`);
        await page.screenshot({ path: testInfo.outputPath(`delete-confirmation-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await press(page, confirm.getByRole('button', { name: 'Delete image', exact: true }));
      await expectToast(page, 'Image deleted');

      // Restored, the old version shows the placeholder and asks for an image.
      await page.goto('/admin/content/pages/about/history');
      await expect(h1(page, 'History: About')).toBeVisible();
      await press(page, page.getByRole('button', { name: `Restore revision ${old}` }));
      await press(
        page,
        dialogNamed(page, `Restore revision ${old}?`).getByRole('button', {
          name: 'Restore as draft',
        }),
      );
      await expectToast(
        page,
        `Revision ${old} restored as the draft`,
        'One image of it had been deleted from the media library: choose another where the editor shows the placeholder, then publish.',
      );
      await expect(h1(page, 'Edit page: About')).toBeVisible();
      const story = page.getByRole('region', { name: 'Our story' });
      await expect(story.getByText(`Blocks publishing: ${DELETED_IMAGE_MESSAGE}`)).toBeVisible();
      await expect(story.locator('img[src^="/images/image-deleted-"]')).toBeVisible();
      await expect(story.getByRole('textbox', { name: 'Alt text of image' })).toHaveValue(BRIDGE);
      await expect(
        story.getByRole('button', { name: 'Replace image' }),
      ).toHaveAccessibleDescription(`Blocks publishing: ${DELETED_IMAGE_MESSAGE}`);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await story.locator('img[src^="/images/image-deleted-"]').scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `the editor with a deleted image at ${width} px`);
        await page.screenshot({ path: testInfo.outputPath(`deleted-image-${width}.png`) });
      }
      // The preview shows the placeholder too; visitors still see the live page.
      const preview = await page.request.get('/api/admin/pages/about/preview');
      expect(await preview.text()).toContain('/images/image-deleted-');
      expect(await servedHtml(page, '/about')).not.toContain('image-deleted');
    } finally {
      await page.request.delete('/api/admin/pages/about/draft');
      await restorePages(page.request, ['about']);
      await removeLibraryImage(page.request, team.id);
      await removeLibraryImage(page.request, bridge.id);
    }
  });

  test('accessibility: the history page, its comparison with a new portrait as thumbnails, and the restore dialog', async ({
    page,
  }, testInfo) => {
    try {
      // The live page against the revision before it: the biography and a new portrait.
      const portrait = await uploadPhoto(page.request, 900, 1200, 30);
      await publishBiography(page.request, `A biography to compare, ${Date.now()}.`, portrait);
      await page.goto('/admin/content/pages/mwo-show/history');
      await expect(h1(page, `History: ${SPEAKER_TITLE}`)).toBeVisible();
      const compare = page.getByRole('region', { name: 'Compare two versions' });
      await expect(compare.getByRole('listitem').first()).toBeVisible();
      // The image's change as its two pictures, never as their file addresses.
      const image = compare.getByRole('listitem').filter({ hasText: 'Changed: Hero › Portrait' });
      await expect(image.getByRole('figure')).toHaveCount(2);
      await expect(image.getByRole('figure').first()).toContainText('Before');
      await expect(image.getByRole('figure').last()).toContainText('After');
      await expect(image.locator('img').first()).toHaveAttribute(
        'src',
        DEFAULT_PAGES['mwo-show'].hero.portrait.url,
      );
      await expect(image.locator('img').last()).toHaveAttribute('src', portrait);
      for (const thumbnail of await image.locator('img').all())
        await expect(thumbnail).toHaveJSProperty('complete', true);
      expect(
        await image
          .locator('img')
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
      ).not.toContain(0);
      await expect(image).toContainText('Picture replaced.');
      await expect(compare).not.toContainText('/uploads/');
      await expect(compare).not.toContainText('/images/');
      await image.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('history-portrait.png') });
      await expectNoHorizontalScroll(page, 'the history page');
      await expectNoAxeViolations(page, 'the history page');
      await page
        .getByRole('button', { name: /^Restore revision / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Restore revision / })).toBeVisible();
      await expectNoAxeViolations(page, 'the restore dialog');
    } finally {
      await restorePages(page.request, ['mwo-show']);
    }
  });
});
