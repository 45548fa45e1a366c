import { expect, test, type Page } from '@playwright/test';
import type {
  AdminSettings,
  AdminTestimonial,
  AdminTestimonialPage,
} from '@bb/shared/admin-content';
import type { AdminPage } from '@bb/shared/pages/admin';
import { VAGUE_BUTTON_MESSAGE, VAGUE_LINK_MESSAGE } from '@bb/shared/pages/checks';
import { DETAIL_LINK_MESSAGE } from '@bb/shared/pages/placeholders';
import { PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import type { RevisionPage } from '@bb/shared/pages/revisions';
import { UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import { utcToZoned } from '@bb/shared/schedule';
import type { SiteDetails } from '@bb/shared/site';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import {
  chooseImage,
  dialogNamed,
  expectNoHorizontalScroll,
  expectToast,
  json,
  photoJpeg,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { answerGets, holdGets } from './support/hold';
import { zoneOf } from './support/schedule';

// The admin pages of issue 12 (testimonials, carousels, content, settings), their dialogs (the
// 'Upload and Crop Image' dialog with an image loaded too) and states checked by axe-core for
// WCAG 2.2 AA with the real server behind them, at 1280 px and at 390 px (the 'phone' project); at
// every width no page is wider than the viewport. Nothing here changes what visitors see (every
// dialog is cancelled; an empty list is the server's answer replaced; a page's draft and schedule
// are removed again, and nothing is published): the states that do (public carousels, a
// testimonial photo, an item without alt text, coming-soon on) are checked in
// admin-content-site-wide.spec.ts and coming-soon.spec.ts.

// Someone on the newsletter list, for the subscribers table.
signedInAsAdmin(async (request) => {
  const list = await json<{ total: number }>(
    await request.get('/api/admin/newsletter-subscribers?status=all'),
  );
  if (list.total === 0) {
    const response = await request.post('/api/newsletter/subscribe', {
      data: { email: `axe-reader-${Date.now().toString(36)}@example.org` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

/** The answers `answer()` makes up, which are not the server's failures. */
const madeUp = failOnApiErrors();

/** Answers a GET of the admin API with `body` instead of the server (an empty list). */
function answer(page: Page, pathname: string, body: unknown, status = 200) {
  return answerGets(page, madeUp, pathname, status, body);
}

/** A page of the admin testimonials list as the server answers it, every testimonial on it. */
function testimonialPage(items: AdminTestimonial[]): AdminTestimonialPage {
  const published = items.filter((t) => t.isPublished).length;
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    counts: { total: items.length, published, draft: items.length - published },
  };
}

/** Opens an admin page and waits until it has loaded (no skeleton or spinner left). */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** axe finds nothing, and the page is no wider than the viewport. */
async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectNoHorizontalScroll(page, label);
}

test.describe('accessibility of the admin content pages (axe-core, WCAG 2.2 AA)', () => {
  test("/admin/testimonials: with 7 testimonials, each card's Edit and Delete sit with its header", async ({
    page,
  }) => {
    // Issue 20: on a phone the controls wrapped onto a line of their own under the card's text.
    const seven = Array.from({ length: 7 }, (_, k): AdminTestimonial => {
      const at = new Date(Date.UTC(2026, 0, 10 - k)).toISOString();
      return {
        id: `00000000-0000-4000-8000-00000000000${k}`,
        name: [
          'Danielle Mercer',
          'Sam Rivera',
          'Priya Natarajan-Whitfield',
          'Jo Li',
          'Ana Ruiz',
          'Kwame Mensah',
          'Lena Schmidt',
        ][k],
        title: k % 2 ? 'Head of People and Culture' : 'CTO',
        company: k % 3 ? 'Kestrel Ridge Engineering' : 'Globex',
        content: 'The training changed how our managers run interviews. '.repeat(1 + (k % 3)),
        rating: 5 - (k % 5),
        isPublished: k % 2 === 0,
        imageUrl: null,
        createdAt: at,
        updatedAt: at,
      };
    });
    await answer(page, '/api/admin/testimonials', testimonialPage(seven));
    await open(page, '/admin/testimonials', 'Testimonials');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(7);
    for (let k = 0; k < 7; k++) {
      const card = cards.nth(k);
      const heading = (await card.locator('h3').boundingBox())!;
      const text = (await card.getByText(seven[k].content.trim()).boundingBox())!;
      for (const verb of ['Edit', 'Delete']) {
        const control = card.getByRole('button', {
          name: `${verb} the testimonial from ${seven[k].name}`,
        });
        await expect(control).toBeVisible();
        const box = (await control.boundingBox())!;
        const where = `${verb} of card ${k + 1} at ${page.viewportSize()!.width} px`;
        // Level with the heading (the two boxes overlap vertically), and above the card's text.
        expect(box.y, where).toBeLessThan(heading.y + heading.height);
        expect(box.y + box.height, where).toBeGreaterThan(heading.y);
        expect(box.y + box.height, where).toBeLessThanOrEqual(text.y);
      }
    }
    await check(page, '/admin/testimonials with 7 testimonials');
  });

  test('/admin/testimonials: the cards, the testimonial dialog with errors, the photo crop dialog, the delete confirmation, the import preview, empty, loading', async ({
    page,
  }) => {
    await open(page, '/admin/testimonials', 'Testimonials');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('button', { name: /^Edit the testimonial from / }).first(),
    ).toBeVisible();
    await check(page, '/admin/testimonials');

    // 'Create New Testimonial' and 'Edit Testimonial'.
    await page.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
    const create = dialogNamed(page, 'Create New Testimonial');
    await expect(create.getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await check(page, '/admin/testimonials Create New Testimonial');
    // Sent empty: the errors at their fields.
    await create.getByRole('button', { name: 'Create Testimonial', exact: true }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await check(page, '/admin/testimonials Create New Testimonial with errors');
    await create.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(create).toBeHidden();

    await main
      .getByRole('button', { name: /^Edit the testimonial from / })
      .first()
      .click();
    const edit = dialogNamed(page, 'Edit Testimonial');
    await expect(edit.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
    await check(page, '/admin/testimonials Edit Testimonial');

    // The photo's 'Upload and Crop Image' dialog: empty, refusing a file that is not an image, and
    // uploading (the upload held, then cancelled: nothing is stored).
    await edit.getByRole('button', { name: /^(Add|Change) Photo$/ }).click();
    const crop = dialogNamed(page, 'Upload and Crop Image');
    await expect(crop.getByRole('button', { name: 'Choose Image', exact: true })).toBeVisible();
    await check(page, '/admin/testimonials Upload and Crop Image');
    const [textChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      crop.getByRole('button', { name: 'Choose Image', exact: true }).click(),
    ]);
    await textChooser.setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(crop.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Invalid file type: Please select an image file',
    );
    await check(page, '/admin/testimonials Upload and Crop Image with an error');
    let releasePut!: () => void;
    const putHeld = new Promise<void>((resolve) => (releasePut = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/api/objects/upload/'),
      async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        await putHeld;
        await route.abort('failed').catch(() => undefined);
      },
    );
    await chooseImage(page, crop, {
      name: 'face.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(600, 600),
    });
    await crop.getByRole('button', { name: 'Upload Image', exact: true }).click();
    await expect(crop.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await check(page, '/admin/testimonials Upload and Crop Image uploading');
    await crop.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(crop).toBeHidden();
    releasePut();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(edit).toBeHidden();

    await main
      .getByRole('button', { name: /^Delete the testimonial from / })
      .first()
      .click();
    const remove = dialogNamed(page, 'Delete Testimonial');
    await expect(remove).toContainText('This cannot be undone.');
    await check(page, '/admin/testimonials delete confirmation');
    await remove.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(remove).toBeHidden();

    // The import preview of a file with an entry to import and one to skip (cancelled).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import', exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: 'testimonials.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify([
          {
            name: 'Ada Brightwater',
            title: 'Director',
            company: 'Open Doors Co',
            content: 'Thoughtful and practical.',
            rating: 5,
            isPublished: false,
          },
          { name: 'No Company', title: 'Lead', content: 'Missing a field.', rating: 9 },
        ]),
      ),
    });
    const preview = dialogNamed(page, 'Import Testimonials');
    await expect(preview.getByText('Ready to import')).toHaveCount(1);
    await expect(preview.getByText('Will be skipped: Company is required.')).toBeVisible();
    await check(page, '/admin/testimonials import preview');
    await preview.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(preview).toBeHidden();

    await answer(page, '/api/admin/testimonials', testimonialPage([]));
    await open(page, '/admin/testimonials', 'Testimonials');
    await expect(page.getByText('No testimonials yet. Create your first one!')).toBeVisible();
    await check(page, '/admin/testimonials empty');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // While the list loads.
    const release = await holdGets(page, '/api/admin/testimonials');
    await page.goto('/admin/testimonials');
    await expect(page.getByText('Loading...')).toBeAttached();
    await check(page, '/admin/testimonials loading');
    release();
  });

  test('/admin/carousels: the items, the item dialog, the delete confirmation, the crop dialog with an image, the configuration tab, an empty carousel', async ({
    page,
  }) => {
    await open(page, '/admin/carousels', 'Carousel Management');
    const list = page.getByRole('list', { name: 'Items of the MWO Show Page carousel' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await check(page, '/admin/carousels items');

    await page.getByRole('button', { name: 'Add Item Manually', exact: true }).click();
    const add = dialogNamed(page, 'Add Carousel Item');
    await expect(add.getByRole('textbox', { name: /^Image URL/ })).toBeVisible();
    await check(page, '/admin/carousels Add Carousel Item');
    await add.getByRole('button', { name: 'Add Item', exact: true }).click();
    await expect(add.getByText('Image URL is required')).toBeVisible();
    await check(page, '/admin/carousels Add Carousel Item with an error');
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(add).toBeHidden();

    await list
      .getByRole('button', { name: /^Edit item #/ })
      .first()
      .click();
    const edit = dialogNamed(page, 'Edit Carousel Item');
    await expect(edit.getByRole('textbox', { name: /^Image URL/ })).not.toHaveValue('');
    await check(page, '/admin/carousels Edit Carousel Item');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(edit).toBeHidden();

    // Two images chosen for upload: the first one's upload fails (the connection drops), the second
    // is still under way. Nothing is stored.
    let puts = 0;
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/api/objects/upload/'),
      async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        puts += 1;
        if (puts > 1) await uploadHeld;
        await route.abort('failed').catch(() => undefined);
      },
    );
    const image = await photoJpeg(800, 600);
    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: image },
      { name: 'slow.jpg', mimeType: 'image/jpeg', buffer: image },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByText(/Failed:/)).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: /^Uploading / })).toBeVisible();
    await check(page, '/admin/carousels with an upload failed and one under way');
    releaseUpload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await list
      .getByRole('button', { name: /^Delete item #/ })
      .first()
      .click();
    const remove = dialogNamed(page, 'Delete Carousel Item');
    await expect(remove).toContainText('This cannot be undone.');
    await check(page, '/admin/carousels delete confirmation');
    await remove.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(remove).toBeHidden();

    // 'Upload and Crop Image' with an image chosen (cancelled: nothing uploaded).
    await page.getByRole('button', { name: 'Upload & Crop', exact: true }).click();
    const crop = dialogNamed(page, 'Upload and Crop Image');
    await chooseImage(page, crop, {
      name: 'stage.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(1200, 800),
    });
    await expect(crop.getByRole('img', { name: 'Preview of the cropped image' })).toBeVisible();
    await check(page, '/admin/carousels Upload and Crop Image with an image');
    await crop.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(crop).toBeHidden();

    await page.getByRole('tab', { name: 'Configuration' }).click();
    await expect(page.getByRole('spinbutton', { name: /^Slide interval/ })).toBeVisible();
    await check(page, '/admin/carousels configuration');
    // Refused before sending: an interval below the shortest (seconds).
    const interval = page.getByRole('spinbutton', { name: /^Slide interval/ });
    await interval.fill('0.5');
    await page.getByRole('button', { name: 'Save Configuration', exact: true }).click();
    await expect(page.getByText(/must be at least/)).toBeVisible();
    await check(page, '/admin/carousels configuration with an error');

    // The programs carousel has no items until an administrator adds some.
    await open(page, '/admin/carousels?slug=programs', 'Carousel Management');
    await expect(page.getByText('No carousel items found.')).toBeVisible();
    await check(page, '/admin/carousels empty');

    // While the items load, and when they fail to load.
    const release = await holdGets(page, '/api/admin/carousel/mwo-show');
    await page.goto('/admin/carousels');
    await expect(page.getByRole('progressbar', { name: 'Loading carousel items' })).toBeVisible();
    await check(page, '/admin/carousels loading');
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await answer(
      page,
      '/api/admin/carousel/mwo-show',
      { statusCode: 500, message: 'Failure' },
      500,
    );
    await page.goto('/admin/carousels');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await check(page, '/admin/carousels failing to load');
  });

  test('/admin/content: the details with their preview, the subscribers, a removal confirmation, no match and empty', async ({
    page,
  }) => {
    await open(page, '/admin/content', 'Content');
    await expect(page.getByRole('group', { name: 'Preview' })).toBeVisible();
    const table = page.getByRole('region', { name: /subscribers/i }).getByRole('table');
    await expect(table.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
    await check(page, '/admin/content');

    // A subscriber's proof of consent, in the row below theirs.
    await table
      .getByRole('button', { name: /^Show consent of / })
      .first()
      .click();
    await expect(table.getByRole('term').filter({ hasText: 'Wording shown' })).toBeVisible();
    await check(page, '/admin/content with a consent shown');

    await table
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    const remove = dialogNamed(page, 'Remove Subscriber');
    await expect(remove).toContainText('This action cannot be undone.');
    await check(page, '/admin/content remove confirmation');
    await remove.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(remove).toBeHidden();

    // The details refused before sending: a required field emptied, a phone link that is not one, a
    // speaker name that a page's link ({speaker}) would turn into another site's address, a new
    // social link left empty. Nothing is saved.
    const speakerBefore = (await json<AdminSettings>(await page.request.get('/api/admin/settings')))
      .siteDetails.speakerName;
    await page.getByRole('textbox', { name: /^Organisation name/ }).fill('');
    await page.getByRole('textbox', { name: /^Phone link/ }).fill('phone');
    const speaker = page.getByRole('textbox', { name: /^Speaker name/ });
    await speaker.fill('//evil.example');
    await page.getByRole('button', { name: 'Add Social Link', exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(page.getByText('Organisation name is required', { exact: true })).toBeVisible();
    await expect(speaker).toHaveAttribute('aria-invalid', 'true');
    await expect(speaker).toHaveAccessibleDescription(`Speaker name ${DETAIL_LINK_MESSAGE}`);
    await check(page, '/admin/content with refused fields and a new social link');
    // The server refuses it too, whatever its disguise; nothing is stored.
    const refused = await page.request.patch('/api/admin/settings', {
      data: { siteDetails: { speakerName: ' JavaScript&#58;alert(1)' } },
    });
    expect(refused.status()).toBe(400);
    expect(
      ((await refused.json()) as { errors: Record<string, string> }).errors[
        'siteDetails.speakerName'
      ],
    ).toBe(`Speaker name ${DETAIL_LINK_MESSAGE}`);
    expect(
      (await json<AdminSettings>(await page.request.get('/api/admin/settings'))).siteDetails
        .speakerName,
    ).toBe(speakerBefore);

    await open(page, '/admin/content?search=no-such-subscriber', 'Content');
    await expect(page.getByText('No matching subscribers', { exact: true })).toBeVisible();
    await check(page, '/admin/content no matching subscribers');

    await answer(page, '/api/admin/newsletter-subscribers', {
      items: [],
      total: 0,
      counts: { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 },
    });
    await open(page, '/admin/content', 'Content');
    await expect(page.getByText('No subscribers yet', { exact: true })).toBeVisible();
    await check(page, '/admin/content no subscribers');

    // While the details and the subscribers load.
    const release = [
      await holdGets(page, '/api/admin/settings'),
      await holdGets(page, '/api/admin/newsletter-subscribers'),
    ];
    await page.goto('/admin/content');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content', exact: true }),
    ).toBeVisible();
    await check(page, '/admin/content while loading');
    for (const go of release) go();
  });

  test("the page editor's checks: a button's vague text, a heading saving changes, a link a detail spoils", async ({
    page,
  }, testInfo) => {
    // Typed, never saved: nothing here changes what visitors see.
    await open(page, '/admin/content/pages/contact', 'Edit page: Contact');
    const hero = page.getByRole('region', { name: 'Hero', exact: true });
    const button = hero.getByRole('textbox', { name: 'General inquiry button', exact: true });
    await button.fill('Click here');
    await expect(button).toHaveAccessibleDescription(
      new RegExp(`^Warning: ${escapeRegExp(VAGUE_BUTTON_MESSAGE)}`),
    );

    // A text without subheadings: '# ' makes a paragraph, and the editor says so as it is typed.
    const forms = page.getByRole('region', { name: 'Inquiry forms', exact: true });
    const intro = forms.getByRole('textbox', { name: 'Text above the form' }).first();
    await intro.fill(
      '# Write to us\n\nWe answer within a day. [Call us]({phone}) or [click here](/contact).',
    );
    const notice =
      'Line 1, “# Write to us”, will be saved as the paragraph “Write to us”: this text cannot have subheadings.';
    await expect(forms.getByRole('status').filter({ hasText: notice })).toBeVisible();
    const { phoneDisplay } = await json<SiteDetails>(await page.request.get('/api/site'));
    const unsafe = `Blocks publishing: The link “Call us” goes to “${phoneDisplay}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`;
    await expect(intro).toHaveAccessibleDescription(new RegExp(escapeRegExp(notice)));
    await expect(intro).toHaveAccessibleDescription(new RegExp(escapeRegExp(unsafe)));
    await expect(intro).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(`Warning: ${VAGUE_LINK_MESSAGE}`)),
    );
    await expect(page.getByText(unsafe)).toBeVisible();
    await check(page, 'the page editor with a warning, a heading notice and a blocking link');
    await intro.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('editor-checks.png') });
  });

  test('/admin/settings and the coming-soon confirmation', async ({ page }) => {
    await open(page, '/admin/settings', 'Settings');
    const toggle = page.getByRole('switch', { name: 'Coming soon mode' });
    await expect(toggle).not.toBeChecked();
    await check(page, '/admin/settings');

    await toggle.click();
    const confirm = dialogNamed(page, 'Turn On Coming Soon Mode');
    await expect(confirm).toContainText('Turn on coming soon mode?');
    await check(page, '/admin/settings coming-soon confirmation');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toggle).not.toBeChecked();

    // Refused before sending: an address cut short, the retention emptied. Nothing is saved.
    await page.getByRole('textbox', { name: 'Notification address' }).fill('nobody@');
    await page.getByRole('spinbutton', { name: /^Audit retention/ }).fill('');
    await page.getByRole('button', { name: 'Save Settings', exact: true }).click();
    await expect(page.getByText('Audit retention is required', { exact: true })).toBeVisible();
    await check(page, '/admin/settings with refused fields');

    // The administrators' two-factor switch, refused as the server refuses it for an administrator
    // without two-factor sign-in (answered here: if it were allowed, it would sign everyone out).
    const refusal = 'Turn on two-factor sign-in for your account first.';
    madeUp.add('400 PATCH /api/admin/settings');
    await page.route(
      (url) => url.pathname === '/api/admin/settings',
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 400, json: { statusCode: 400, message: refusal } })
          : route.continue(),
    );
    await page.getByRole('switch', { name: 'Require two-factor sign-in for staff' }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    await check(page, '/admin/settings with the two-factor requirement refused');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // As it is when coming-soon mode is on (the server's settings with the switch on, read only).
    await page.route(
      (url) => url.pathname === '/api/admin/settings',
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const stored = (await response.json()) as object;
        await route.fulfill({
          response,
          json: { ...stored, comingSoon: true },
        });
      },
    );
    await open(page, '/admin/settings', 'Settings');
    await expect(toggle).toBeChecked();
    await check(page, '/admin/settings with coming-soon mode on');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // While the settings load.
    const release = await holdGets(page, '/api/admin/settings');
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Settings', exact: true }),
    ).toBeVisible();
    await check(page, '/admin/settings while loading');
    release();
  });

  test("a public page's editor in every state: errors and warnings at the fields, the Publish and Schedule dialogs listing them, two saves in one session, a schedule the saved draft cannot keep, a publish refused as stale, a restored revision", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Each width edits a page of its own: the two projects run side by side.
    const slug = testInfo.project.name === 'phone' ? 'book-mwo-show' : 'corporate-engagement';
    const title = PAGE_DEFINITIONS[slug].title;
    const api = `/api/admin/pages/${slug}`;
    const stored = async () => json<AdminPage>(await page.request.get(api));
    const storedHeadline = async () =>
      ((await stored()).draft as { hero: { headline: string } } | null)?.hero.headline;
    const loaded = await stored();
    expect(loaded).toMatchObject({ draft: null, scheduled: null });
    try {
      await open(page, `/admin/content/pages/${slug}`, `Edit page: ${title}`);
      const hero = page.getByRole('region', { name: 'Hero', exact: true });
      const headline = hero.getByRole('textbox', { name: 'Headline', exact: true });
      const buttonText = hero.getByRole('textbox', { name: 'Main button: text' });
      const alt = page.getByRole('textbox', { name: 'Alt text of portrait' });
      const own = { headline: await headline.inputValue(), alt: await alt.inputValue() };

      // Two problems that block publishing and a warning, at their fields; the blocked fields are
      // marked invalid, and the warning's text is legible (issue 44, items 29 and 11).
      await headline.fill('');
      await alt.fill('');
      await buttonText.fill('click here');
      await expect(hero.getByText('Blocks publishing: Enter the headline.')).toBeVisible();
      await expect(page.getByText(/^Blocks publishing: Describe this image/)).toBeVisible();
      await expect(hero.getByText(/^Warning: Link text such as "click here"/)).toBeVisible();
      await expect(headline).toHaveAttribute('aria-invalid', 'true');
      await expect(alt).toHaveAttribute('aria-invalid', 'true');
      await expect(buttonText).toHaveAttribute('aria-invalid', 'false');
      await check(page, `the editor with errors and a warning (${testInfo.project.name})`);
      await page.screenshot({ path: testInfo.outputPath('editor-findings.png') });

      // The Publish dialog lists them before anything is confirmed (item 10): the errors keep
      // Publish disabled, and each links to its field.
      const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
      await publishButton.click();
      const publishDialog = dialogNamed(page, `Publish ${title}?`);
      const blocking = (dialog: typeof publishDialog) =>
        dialog.getByRole('heading', { name: /block(s)? publishing$/ });
      await expect(blocking(publishDialog)).toHaveText('2 problems block publishing');
      await expect(
        publishDialog.getByRole('link', { name: /Portrait › Alt text: Describe this image/ }),
      ).toBeVisible();
      await expect(
        publishDialog.getByRole('link', { name: /^Hero › Main button › Text: Link text such as/ }),
      ).toBeVisible();
      await expect(
        publishDialog.getByRole('button', { name: 'Publish', exact: true }),
      ).toBeDisabled();
      await check(page, `the Publish dialog with errors and a warning (${testInfo.project.name})`);
      await publishDialog.screenshot({ path: testInfo.outputPath('publish-dialog.png') });
      await publishDialog
        .getByRole('link', { name: 'Hero › Headline: Enter the headline.', exact: true })
        .click();
      await expect(publishDialog).toBeHidden();
      await expect(headline).toBeFocused();
      await page.screenshot({ path: testInfo.outputPath('field-from-dialog.png') });

      // The Schedule dialog lists them too, and Cancel saves nothing.
      const scheduleButton = page.getByRole('button', { name: 'Schedule publish' });
      await scheduleButton.click();
      const scheduleDialog = dialogNamed(page, 'Schedule publishing');
      await expect(blocking(scheduleDialog)).toHaveText('2 problems block publishing');
      await expect(
        scheduleDialog.getByRole('button', { name: 'Schedule', exact: true }),
      ).toBeDisabled();
      await check(page, `the Schedule dialog with errors (${testInfo.project.name})`);
      await scheduleDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(scheduleDialog).toBeHidden();
      await expect(scheduleButton).toBeFocused();
      expect(await stored()).toMatchObject({ version: loaded.version, draft: null });

      // Two saves in one session (item 24): the second names the version the first answered.
      const save = page.getByRole('button', { name: 'Save draft', exact: true });
      await headline.fill(`${own.headline} (first save)`);
      await alt.fill(own.alt);
      await save.click();
      await expectToast(page, 'Draft saved');
      await expect(page.getByText('Draft saved, not published')).toBeVisible();
      await headline.fill(`${own.headline} (second save)`);
      await save.click();
      await expect(page.getByText('Draft saved, not published')).toBeVisible();
      await expect.poll(storedHeadline).toBe(`${own.headline} (second save)`);
      await expect(page.getByText('Someone else saved this page')).toHaveCount(0);

      // A schedule a day ahead, its dialog with the warning alone.
      await scheduleButton.click();
      await expect(scheduleDialog.getByRole('heading', { name: 'One warning' })).toBeVisible();
      await expect(blocking(scheduleDialog)).toHaveCount(0);
      const field = scheduleDialog.getByLabel('Publish on (date and time)');
      const { date, time } = utcToZoned(
        new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000),
        await zoneOf(field),
      );
      await field.fill(`${date}T${time}`);
      await scheduleDialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expectToast(page, 'Publishing scheduled');
      const status = page.getByRole('note').filter({ hasText: 'Scheduled to publish on' });
      await expect(status).toBeVisible();
      await check(page, `the editor with a schedule (${testInfo.project.name})`);

      // A third save leaves the scheduled draft without its alt text: the status warns.
      await alt.fill('');
      await save.click();
      await expectToast(
        page,
        'Draft saved',
        'The scheduled publish will not happen until the problems that block publishing are fixed and saved.',
      );
      await expect(status).toContainText(
        'The saved draft cannot be published as it is: one problem blocks it (marked at the fields).',
      );
      await check(
        page,
        `the editor with a schedule its draft cannot keep (${testInfo.project.name})`,
      );
      await status.screenshot({ path: testInfo.outputPath('schedule-blocked.png') });
      await status.getByRole('button', { name: 'Cancel schedule' }).click();
      await expectToast(page, 'Schedule cancelled');
      await expect(status).toBeHidden();

      // Someone else saves the page meanwhile: the publish is refused (409), and focus goes to the
      // conflict with its reload, not to the page's body (item 28).
      await alt.fill(own.alt);
      await save.click();
      await expect.poll(async () => JSON.stringify((await stored()).draft)).toContain(own.alt);
      const current = await stored();
      await json(
        await page.request.put(`${api}/draft`, {
          data: { content: current.draft, version: current.version },
        }),
      );
      madeUp.add(`409 POST ${api}/publish`);
      await publishButton.click();
      await expect(publishDialog.getByRole('heading', { name: 'One warning' })).toBeVisible();
      await expect(blocking(publishDialog)).toHaveCount(0);
      await publishDialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(publishDialog).toBeHidden();
      const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this page' });
      await expect(conflict).toBeFocused();
      await check(page, `the editor after a publish refused as stale (${testInfo.project.name})`);
      expect(await stored()).toMatchObject({ publishedAt: loaded.publishedAt });

      // A revision restored as the draft.
      const { items } = await json<RevisionPage>(await page.request.get(`${api}/revisions`));
      await json(
        await page.request.post(`${api}/revisions/${items[0].id}/restore`, {
          data: { version: (await stored()).version },
        }),
      );
      await conflict.getByRole('button', { name: 'Reload the page' }).click();
      await expect(
        page.getByText(`(the draft restores revision ${items[0].number})`),
      ).toBeVisible();
      await expect(headline).toHaveValue(own.headline);
      await check(page, `the editor with a restored revision (${testInfo.project.name})`);
    } finally {
      await page.request.delete(`${api}/schedule`);
      await page.request.delete(`${api}/draft`);
    }
  });
});
