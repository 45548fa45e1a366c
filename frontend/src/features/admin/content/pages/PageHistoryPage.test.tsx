import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import type { RevisionSummary } from '@bb/shared/pages/revisions';
import { adminPage } from '../../../../test/adminPages';
import { currentUrl, renderAdminPage, toastRegion } from '../../../../test/admin';
import { apiError, callsTo, type Handlers } from '../../../../test/utils';
import PageHistoryPage from './PageHistoryPage';

const summary = (number: number, by: string | null, current = false): RevisionSummary => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  createdAt: `2026-11-2${number}T09:00:00.000Z`,
  createdBy: by,
  restoredFrom: null,
  current,
});
const REVISIONS = [summary(3, 'alex', true), summary(2, 'sam'), summary(1, null)];
const withHeadline = (headline: string) => {
  const doc = structuredClone(DEFAULT_PAGES.about);
  doc.hero.headline = headline;
  return doc;
};
const CONTENT: Record<number, ReturnType<typeof withHeadline>> = {
  1: withHeadline(DEFAULT_PAGES.about.hero.headline),
  2: withHeadline('Yesterday we built bridges'),
  3: withHeadline('Today we broke the page'),
};

function render(handlers: Handlers = {}) {
  const revisionHandlers = Object.fromEntries(
    REVISIONS.map((r) => [
      `GET /api/admin/pages/about/revisions/${r.id}`,
      { body: { ...r, content: CONTENT[r.number] } },
    ]),
  );
  return renderAdminPage(
    '/admin/content/pages/about/history',
    <PageHistoryPage />,
    {
      'GET /api/admin/pages/about': { body: adminPage('about', { version: 7 }) },
      'GET /api/admin/pages/about/revisions': {
        body: { items: REVISIONS, total: 3, page: 1, pageSize: 20 },
      },
      ...revisionHandlers,
      ...handlers,
    },
    '/admin/content/pages/:slug/history',
  );
}

describe('a page’s history', () => {
  it('lists the revisions, newest first, with who published them and which is live', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Revisions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Revision 3Live now',
      'Revision 2',
      'Revision 1',
    ]);
    expect(within(rows[1]).getByText('sam')).toBeInTheDocument();
    expect(within(rows[2]).getByText('The site as first published')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 revisions')).toBeInTheDocument();
  });

  it('compares the live page with the one before by default, the changed words marked, and any two on request', async () => {
    const { user } = render();
    const compare = await screen.findByRole('region', { name: 'Compare two versions' });
    await within(compare).findByText('1 difference');
    const difference = within(compare).getByRole('listitem');
    expect(difference).toHaveTextContent(/^Changed: Hero › Headline/);
    expect(difference).toHaveTextContent(
      '[removed: Yesterday] [added: Today] we [removed: built bridges] [added: broke the page]',
    );
    expect(difference.querySelectorAll('del')).toHaveLength(2);

    // Revision 1 against revision 3, by the row's Compare button (the live page, no draft).
    await user.click(screen.getByRole('button', { name: 'Compare revision 1 with the live page' }));
    expect(screen.getByRole('combobox', { name: 'Older version' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Older version' })).toHaveValue(REVISIONS[2].id);
    await waitFor(() =>
      expect(within(compare).getByRole('listitem')).toHaveTextContent(
        '[removed: We Believe Every Mind Belongs] [added: Today we broke the page]',
      ),
    );
    // The same version on both sides.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Newer version' }),
      REVISIONS[2].id,
    );
    expect(
      await within(compare).findByText(
        'No differences: these two versions of the page are the same.',
      ),
    ).toBeInTheDocument();
  });

  it('restores a revision as the draft with the version it loaded, then opens the editor', async () => {
    const { user, fetchMock } = render({
      'POST /api/admin/pages/about/revisions/00000000-0000-4000-8000-000000000002/restore': {
        body: adminPage('about', { version: 8, draft: CONTENT[2], draftRestoredFrom: 2 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore revision 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 2?' });
    expect(dialog).toHaveTextContent('Visitors keep seeing the live page until you publish.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/content/pages/about'));
    const [[, init]] = callsTo(
      fetchMock,
      'POST /api/admin/pages/about/revisions/00000000-0000-4000-8000-000000000002/restore',
    );
    expect(JSON.parse(String(init?.body))).toEqual({ version: 7 });
    expect(toastRegion()).toHaveTextContent('Revision 2 restored as the draft');
  });

  it('says so when someone saved the page meanwhile (409), and restores nothing', async () => {
    const { user } = render({
      'POST /api/admin/pages/about/revisions/00000000-0000-4000-8000-000000000001/restore':
        apiError(409, 'stale'),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    expect(
      await within(dialog).findByText(/Someone saved this page after you opened its history/),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/content/pages/about/history');
  });
});
