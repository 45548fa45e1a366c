import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import { signedInAsAdmin } from './support/admin-account';
import { failOnApiErrors } from './support/api-failures';
import {
  dialogNamed,
  expectNoHorizontalScroll,
  expectToast,
  h1,
  json,
} from './support/admin-content';
import { expectNoAxeViolations } from './support/axe';
import { restorePages, servedHtml } from './support/pages';

// Issue 24, content history, against the built product: an administrator compares the live speaker
// page with yesterday's, restores yesterday's biography as the draft and publishes it, by keyboard
// alone; a signed-out visitor then gets it in the served HTML. It publishes pages, so it runs in the
// 'site content' projects (playwright.config.ts) and publishes the default document at its end.

signedInAsAdmin();

failOnApiErrors();

const TITLE = PAGE_DEFINITIONS['mwo-show'].title;

/** Publishes the speaker page with its first biography block's text replaced. */
async function publishBiography(request: APIRequestContext, text: string) {
  const page = await json<{ version: number }>(await request.get('/api/admin/pages/mwo-show'));
  const content = structuredClone(DEFAULT_PAGES['mwo-show']);
  content.biography.blocks[0].text = text;
  const saved = await json<{ version: number }>(
    await request.put('/api/admin/pages/mwo-show/draft', {
      data: { content, version: page.version },
    }),
  );
  await json(
    await request.post('/api/admin/pages/mwo-show/publish', { data: { version: saved.version } }),
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
      await expect(h1(page, `Edit page: ${TITLE}`)).toBeVisible();
      await press(
        page,
        page.getByRole('link', { name: 'History: compare and restore earlier versions' }),
      );
      await expect(h1(page, `History: ${TITLE}`)).toBeVisible();

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
      await expect(h1(page, `Edit page: ${TITLE}`)).toBeVisible();
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

  test('accessibility: the history page, its comparison and the restore dialog', async ({
    page,
  }) => {
    try {
      await publishBiography(page.request, `A biography to compare, ${Date.now()}.`);
      await page.goto('/admin/content/pages/mwo-show/history');
      await expect(h1(page, `History: ${TITLE}`)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Compare two versions' }).getByRole('listitem').first(),
      ).toBeVisible();
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
