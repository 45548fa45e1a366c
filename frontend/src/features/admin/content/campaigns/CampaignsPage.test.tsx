import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadRoute } from '../../../../app/routes';
import { currentUrl, renderAdminApp, renderAdminPage } from '../../../../test/admin';
import { settings } from '../../../../test/adminContent';
import { campaign, CAMPAIGNS_PATH, stats, summary } from '../../../../test/campaigns';
import { callsTo, type Handlers } from '../../../../test/utils';
import CampaignsPage from './CampaignsPage';

const LIST = `GET ${CAMPAIGNS_PATH}`;

const SENT = campaign({
  id: 'c2',
  subject: 'October insights',
  state: 'sent',
  startedAt: '2026-10-01T08:00:00.000Z',
  finishedAt: '2026-10-01T09:00:00.000Z',
  stats: stats({ recipients: 1200, sent: 1180, failed: 5, bounced: 15, unsubscribed: 7 }),
});
const SCHEDULED = campaign({
  id: 'c3',
  subject: 'December insights',
  state: 'scheduled',
  sendAt: '2026-12-01T09:30:00.000Z',
});

function render(path = '/admin/content/campaigns', handlers: Handlers = {}) {
  return renderAdminPage(path, <CampaignsPage />, {
    [LIST]: {
      body: { items: [campaign(), SENT, SCHEDULED].map(summary), total: 3, page: 1, pageSize: 25 },
    },
    ...handlers,
  });
}

/** The query strings of the list's requests, in order. */
const listQueries = (fetchMock: ReturnType<typeof render>['fetchMock']) =>
  callsTo(fetchMock, LIST).map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

const grid = () => screen.findByRole('grid', { name: 'All campaigns' });

describe('the newsletter campaigns list', () => {
  it('shows each campaign with its state in words, when it goes or went, and its figures', async () => {
    const { fetchMock } = render();
    const table = await grid();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter campaigns' })).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Subject',
      'State',
      'Scheduled or sent',
      'Recipients',
      'Sent',
      'Failed',
      'Bounced',
      'Unsubscribed',
      'Last changed',
    ]);
    const link = within(table).getByRole('link', { name: 'October insights' });
    expect(link).toHaveAttribute('href', '/admin/content/campaigns/c2');
    const row = link.closest<HTMLElement>('[role="row"]')!;
    const cells = within(row)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'October insights',
      'Sent',
      expect.stringMatching(/^Sent Oct 1, 2026, /),
      '1,200',
      '1,180',
      '5',
      '15',
      '7',
    ]);
    const scheduled = within(table)
      .getByRole('link', { name: 'December insights' })
      .closest<HTMLElement>('[role="row"]')!;
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    // In the organisation's time zone (UTC here, the fixtures' settings).
    expect(
      within(scheduled).getByText('Scheduled for Tue, 1 Dec 2026, 09:30 (UTC)'),
    ).toHaveAttribute('datetime', SCHEDULED.sendAt);
    const draft = within(table)
      .getByRole('link', { name: 'November insights' })
      .closest<HTMLElement>('[role="row"]')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Not scheduled')).toBeInTheDocument();
    // The server pages, filters and sorts: the admin lists' query, 1-based pages.
    expect(listQueries(fetchMock)).toEqual([
      { state: 'all', sort: 'updatedAt', order: 'desc', page: '1', pageSize: '25' },
    ]);
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      '/admin/content/campaigns/new',
    );
  });

  it("shows when a scheduled campaign goes on the organisation's clocks", async () => {
    render('/admin/content/campaigns', {
      'GET /api/admin/settings': { body: settings({ timeZone: 'America/New_York' }) },
    });
    const table = await grid();
    const row = within(table)
      .getByRole('link', { name: 'December insights' })
      .closest<HTMLElement>('[role="row"]')!;
    expect(
      await within(row).findByText('Scheduled for Tue, 1 Dec 2026, 04:30 (America/New_York)'),
    ).toHaveAttribute('datetime', SCHEDULED.sendAt);
  });

  it('asks the server for a state, a sort and a page, and keeps them in the URL', async () => {
    const { user, fetchMock } = render('/admin/content/campaigns', {
      [LIST]: ({ url }) => ({
        body: {
          items: [SENT].map(summary),
          total: url.searchParams.get('state') === 'sent' ? 30 : 3,
          page: Number(url.searchParams.get('page')),
          pageSize: 25,
        },
      }),
    });
    await grid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'sent');
    await waitFor(() => expect(currentUrl()).toBe('/admin/content/campaigns?state=sent'));
    await user.click(screen.getByRole('columnheader', { name: 'Subject' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/admin/content/campaigns?state=sent&sort=subject&order=asc'),
    );
    await screen.findByText('Showing 1 to 25 of 30 campaigns');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        state: 'sent',
        sort: 'subject',
        order: 'asc',
        page: '2',
        pageSize: '25',
      }),
    );
    expect(currentUrl()).toBe('/admin/content/campaigns?state=sent&sort=subject&order=asc&page=2');
  });

  it('searches the subjects on the server once typing pauses', async () => {
    const { user, fetchMock } = render();
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Octo');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.search).toBe('Octo'));
    expect(currentUrl()).toBe('/admin/content/campaigns?search=Octo');
  });

  it('says when there are no campaigns yet, with New campaign', async () => {
    render('/admin/content/campaigns', {
      [LIST]: { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Write your first newsletter: it is saved as a draft, and nothing is sent until you choose Send now or Schedule.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New campaign' })).toHaveLength(2);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { user } = render('/admin/content/campaigns?state=paused', {
      [LIST]: { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('heading', { name: 'No matching campaigns' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/content/campaigns'));
  });

  it(
    'opens in the admin panel under Content, whose link stays current',
    { timeout: 60_000 },
    async () => {
      await preloadRoute('/admin/content/campaigns');
      renderAdminApp('/admin/content/campaigns', {
        [LIST]: { body: { items: [summary(SENT)], total: 1, page: 1, pageSize: 25 } },
      });
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Newsletter campaigns' },
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Administrator Panel' });
      expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('link', { name: 'Content', current: false })).toHaveAttribute(
        'href',
        '/admin/content',
      );
    },
  );

  it(
    'reads the list again every 2 s while a campaign on it sends, so its state and figures move, and stops once none does',
    { timeout: 20_000 },
    async () => {
      let reads = 0;
      const SENDING = campaign({
        id: 'c4',
        subject: 'Going out now',
        state: 'sending',
        startedAt: '2026-11-21T08:00:00.000Z',
        stats: stats({ recipients: 300, queued: 300 }),
      });
      const { fetchMock } = render('/admin/content/campaigns', {
        [LIST]: () => {
          reads += 1;
          // The second read: 120 sent; the third: every recipient dealt with.
          const now =
            reads === 1
              ? SENDING
              : reads === 2
                ? { ...SENDING, stats: stats({ recipients: 300, queued: 180, sent: 120 }) }
                : {
                    ...SENDING,
                    state: 'sent' as const,
                    stats: stats({ recipients: 300, sent: 300 }),
                  };
          return { body: { items: [now, SENT].map(summary), total: 2, page: 1, pageSize: 25 } };
        },
      });
      const table = await grid();
      const row = () =>
        within(table)
          .getByRole('link', { name: 'Going out now' })
          .closest<HTMLElement>('[role="row"]')!;
      const cells = () =>
        within(row())
          .getAllByRole('gridcell')
          .map((cell) => cell.textContent);
      expect(cells().slice(1, 5)).toEqual(['Sending', expect.any(String), '300', '0']);
      await waitFor(() => expect(cells()[4]).toBe('120'), { timeout: 3500 });
      await waitFor(
        () => expect(cells().slice(1, 5)).toEqual(['Sent', expect.any(String), '300', '300']),
        {
          timeout: 3500,
        },
      );
      // Nothing on the page changes by itself any more: no further reads.
      const after = callsTo(fetchMock, LIST).length;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(callsTo(fetchMock, LIST)).toHaveLength(after);
    },
  );

  it('says when the list cannot be loaded', async () => {
    render('/admin/content/campaigns', { [LIST]: { status: 500 } });
    expect(
      await screen.findByText(
        'We could not load the campaigns. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});
