import { expect, test, type APIRequestContext } from '@playwright/test';
import { signedInAsAdmin } from './support/admin-account';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { confirmedSubscriber } from './support/mailbox';

// Issue 23, part 4: the public archive at /newsletter. A campaign is composed, sent (to one
// subscriber, through the product's SMTP server) and published through the admin API; the archive
// and the issue's page then carry it in their HTML (readable with JavaScript off) and hydrate with
// JavaScript on; axe-core finds nothing at 1280 and 390 px; the footer's newsletter promise links
// there, by keyboard.

const SUBJECT = `Inclusive meetings ${Date.now().toString(36)}`;
const BODY_LINE = 'Captions on, agenda early, and a quiet room for whoever needs one.';
let slug = '';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

signedInAsAdmin(async (request) => {
  await confirmedSubscriber(request, `archive-reader-${Date.now().toString(36)}@example.org`);
  const draft = await json<{ id: string }>(
    await request.post('/api/admin/newsletter/campaigns', {
      data: {
        subject: SUBJECT,
        previewText: 'Three habits that make meetings work for everyone.',
        body: `Dear readers,\n\n### What we learned\n\n${BODY_LINE}\n\n- Share slides before\n- Describe what you show`,
        published: true,
      },
    }),
  );
  await json(await request.post(`/api/admin/newsletter/campaigns/${draft.id}/send`, { data: {} }));
  await expect
    .poll(
      async () =>
        (
          await json<{ state: string }>(
            await request.get(`/api/admin/newsletter/campaigns/${draft.id}`),
          )
        ).state,
      { timeout: 30_000 },
    )
    .toBe('sent');
  const archive = await json<{ slug: string; subject: string }[]>(
    await request.get('/api/newsletter/archive'),
  );
  slug = archive.find((issue) => issue.subject === SUBJECT)!.slug;
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive and the issue are in the HTML itself', async ({ page }) => {
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    const link = page.getByRole('link', { name: SUBJECT });
    await expect(link).toBeVisible();
    await expect(
      page.getByText('Three habits that make meetings work for everyone.'),
    ).toBeVisible();

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/newsletter/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible();
    await expect(page.getByText(BODY_LINE)).toBeVisible();
    await page.getByRole('link', { name: 'All newsletters' }).first().click();
    await expect(page).toHaveURL(/\/newsletter$/);

    const missing = await page.goto('/newsletter/2020-01-no-such-issue');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Newsletter Not Found' }),
    ).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  test('the served pages hydrate, navigate inside the app and pass axe at 1280 and 390 px', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await gotoHydrated(page, '/newsletter');
      await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
      await expectNoAxeViolations(page, `/newsletter at ${width} px`);

      await page.getByRole('link', { name: SUBJECT }).click();
      await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
      await expect(page.getByText(BODY_LINE)).toBeVisible();
      await gotoHydrated(page, `/newsletter/${slug}`);
      await expect(page.getByText(BODY_LINE)).toBeVisible();
      await expectNoAxeViolations(page, `/newsletter/${slug} at ${width} px`);
      const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width_).toBeLessThanOrEqual(width);
    }
    // The unsubscribe page is still the unsubscribe page.
    await gotoHydrated(page, '/newsletter/unsubscribe?token=abc');
    await expect(
      page.getByRole('heading', { name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
  });

  test("the footer's newsletter promise links to the archive, by keyboard", async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByRole('region', { name: 'Newsletter' });
    await expect(newsletter.getByText(/once monthly/)).toBeVisible();
    // The link comes right after the "Get in Touch" e-mail link in the tab order.
    await footer.locator('a[href^="mailto:"]').focus();
    await page.keyboard.press('Tab');
    const link = newsletter.getByRole('link', { name: 'Read past newsletters' });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
  });
});
