import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminSystemHealth } from '@bb/shared/admin';
import type { AdminSettings } from '@bb/shared/admin-content';
import sharp from 'sharp';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import { expectNoHorizontalScroll, expectToast, h1, json } from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { libraryImage, removeLibraryImage, uniquePhoto } from './support/media';

// The upload budgets (issue 44) against the built product: an administrator types a daily budget of
// 1 MB and a storage budget into Settings (stored as typed), an upload in the media library is then
// refused with a message that names the limit, and the dashboard shows what is used. It lowers a
// budget every upload of the product shares, so it runs alone, after every other spec (the
// 'upload budget' project, playwright.config.ts), and puts the defaults back.

signedInAsAdmin();

failOnApiErrors(['429 POST /api/objects/upload']);

const MB = 1024 * 1024;

const budget = async (request: APIRequestContext) =>
  (await json<AdminSystemHealth>(await request.get('/api/admin/system'))).storage.budget;

/** A photo of noise, which the stored widths cannot make small: about a megabyte or more. */
const noisePhoto = () =>
  sharp({
    create: {
      width: 1440,
      height: 960,
      channels: 3,
      background: { r: 90, g: 120, b: 150 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

/** Types into a field by keyboard (select what is there, then type over it). */
async function typeInto(page: Page, name: RegExp, text: string) {
  const field = page.getByRole('spinbutton', { name });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** axe finds nothing at 1280 and 390 px, and the page is no wider than the viewport. */
async function checkBothWidths(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoHorizontalScroll(page, `${label} at ${width} px`);
    await expectNoAxeViolations(page, `${label} at ${width} px`);
  }
}

test('a daily upload budget typed in Settings refuses the next upload, naming the limit; the dashboard shows it used up', async ({
  page,
}, testInfo) => {
  const added: string[] = [];
  try {
    // Today's uploads reach a megabyte (the run's other specs have usually done so already).
    for (let i = 0; i < 4 && (await budget(page.request)).todayBytes < MB; i += 1)
      added.push(
        (await libraryImage(page.request, `noise-${Date.now()}.jpg`, await noisePhoto())).id,
      );
    expect((await budget(page.request)).todayBytes).toBeGreaterThanOrEqual(MB);

    await page.goto('/admin/settings');
    await expect(h1(page, 'Settings')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /^Daily upload budget/ })).toHaveValue('200');
    await typeInto(page, /^Daily upload budget/, '1');
    await typeInto(page, /^Storage budget/, '6000');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings updated successfully');
    const stored = await json<AdminSettings>(await page.request.get('/api/admin/settings'));
    expect(stored).toMatchObject({ uploadDailyBudgetMb: 1, uploadStorageBudgetMb: 6000 });
    await checkBothWidths(page, 'the settings with the upload budgets');
    await page.getByRole('heading', { name: 'Upload budgets' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('settings-budgets.png') });

    // The library's upload is refused before anything is sent, with the limit named.
    await page.goto('/admin/media');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload images', exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: 'one-too-many.jpg',
      mimeType: 'image/jpeg',
      buffer: await uniquePhoto(800, 600),
    });
    const refusal = page.getByText(
      /^Failed: The daily upload budget of 1 MB is used up: [\d.,]+ MB of images were added today\. Uploads start again at midnight \(UTC\), or an administrator can raise the budget in Settings\.$/,
    );
    await expect(refusal).toBeVisible();
    await expect(page.getByText('0 images uploaded, 1 failed')).toBeVisible();
    await checkBothWidths(page, 'the media library with an upload over the budget');
    await page.screenshot({ path: testInfo.outputPath('library-over-budget.png') });

    // The dashboard's storage card.
    await page.goto('/admin');
    const used = page.getByRole('progressbar', { name: 'Uploaded today' });
    await expect(used).toHaveAttribute('aria-valuetext', /^[\d.,]+ MB of the 1 MB daily budget$/);
    await expect(
      page.getByText("Today's upload budget is used up: uploads start again at midnight (UTC)."),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Storage budget used' })).toHaveAttribute(
      'aria-valuetext',
      /of the 5.9 GB storage budget$/,
    );
    await checkBothWidths(page, 'the dashboard with the daily upload budget used up');
    await page.getByRole('progressbar', { name: 'Uploaded today' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('dashboard-budget.png') });
  } finally {
    await json(
      await page.request.patch('/api/admin/settings', {
        data: { uploadDailyBudgetMb: 200, uploadStorageBudgetMb: 5120 },
      }),
    );
    for (const id of added) await removeLibraryImage(page.request, id);
  }
});
