import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import type { PageSlug } from '@bb/shared/pages/registry';
import { json } from './admin-content';

// The editable public pages against the built product (site-wide-pages.spec.ts).

/** Publishes the default document of each page again (the state every other spec expects). */
export async function restorePages(request: APIRequestContext, slugs: PageSlug[]) {
  for (const slug of slugs) {
    const page = await json<{ version: number }>(await request.get(`/api/admin/pages/${slug}`));
    const saved = await json<{ version: number }>(
      await request.put(`/api/admin/pages/${slug}/draft`, {
        data: { content: DEFAULT_PAGES[slug], version: page.version },
      }),
    );
    await json(
      await request.post(`/api/admin/pages/${slug}/publish`, { data: { version: saved.version } }),
    );
  }
}

/** The HTML the server sends a signed-out visitor for `path` (no JavaScript runs). */
export async function servedHtml(page: Page, path: string): Promise<string> {
  const context = await page.context().browser()!.newContext();
  try {
    const res = await context.request.get(path);
    expect(res.status()).toBe(200);
    return await res.text();
  } finally {
    await context.close();
  }
}
