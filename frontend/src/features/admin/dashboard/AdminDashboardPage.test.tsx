import { screen, waitFor, within } from '@testing-library/react';
import type { ScheduledChange, ScheduledList } from '@bb/shared/schedule';
import { describe, expect, it } from 'vitest';
import { callsTo, deferred, type Handlers, type MockResponse } from '../../../test/utils';
import {
  ADMIN_SECTION_PATHS,
  admin,
  auditEntry,
  contributor,
  editor,
  inboxPerson,
  newsletterPerson,
  statsFor,
  healthUp,
  notifications,
  renderAdminPage,
  stats,
  systemHealth,
  uploadBudget,
} from '../../../test/admin';
import { contributor as casey, editor as eden, person, review } from '../../../test/reviews';
import AdminDashboardPage from './AdminDashboardPage';
import { NOTE_START } from './WaitingForReview';
import { expectToast } from '../../../test/expectations';

function render(handlers: Handlers = {}) {
  return renderAdminPage('/admin', <AdminDashboardPage />, handlers);
}

const section = (name: string) => screen.getByRole('region', { name });
const figure = (label: string) =>
  within(section('Overview')).getByRole('heading', { level: 3, name: label }).closest('li')!;

describe('AdminDashboardPage', () => {
  it('says "1 draft to review" for one draft testimonial', async () => {
    render({
      'GET /api/admin/stats': {
        body: stats({ testimonials: { total: 3, published: 2, draft: 1 } }),
      },
    });
    await screen.findByRole('region', { name: 'Overview' });
    expect(
      await within(figure('Testimonials')).findByText('1 draft to review'),
    ).toBeInTheDocument();
  });

  it('welcomes the administrator and shows the real figures, each linking to its page filtered', async () => {
    const { fetchMock } = render({
      'GET /api/admin/stats': {
        body: stats({
          users: {
            total: 1234,
            admins: 2,
            verified: 1200,
            unverified: 34,
            suspended: 1,
            active: 321,
            newThisMonth: 4,
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome back, ${admin.username}` }),
    ).toBeInTheDocument();
    expect(await within(figure('Users')).findByText('1,234')).toBeInTheDocument();
    expect(within(figure('Users')).getByText('321 active')).toBeInTheDocument();
    expect(within(figure('Users')).getByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(figure('Testimonials')).getByText('156')).toBeInTheDocument();
    expect(within(figure('Testimonials')).getByText('8 drafts to review')).toBeInTheDocument();
    expect(
      within(figure('Testimonials')).getByRole('link', { name: 'Review drafts' }),
    ).toHaveAttribute('href', '/admin/testimonials?status=draft');
    expect(within(figure('Speaking Requests')).getByText('34')).toBeInTheDocument();
    expect(
      within(figure('Speaking Requests')).getByText('12 this month, 5 pending'),
    ).toBeInTheDocument();
    expect(
      within(figure('Speaking Requests')).getByRole('link', { name: 'Review pending requests' }),
    ).toHaveAttribute('href', '/admin/bookings?status=pending');
    expect(within(figure('Partnerships')).getByText('18')).toBeInTheDocument();
    expect(within(figure('Partnerships')).getByText('15 active, 2 new')).toBeInTheDocument();
    expect(
      within(figure('Partnerships')).getByRole('link', { name: 'Review new inquiries' }),
    ).toHaveAttribute('href', '/admin/partnerships?status=new');
    expect(callsTo(fetchMock, 'GET /api/admin/stats')).toHaveLength(1);
  });

  it('shows the database badge from the health check: connected', async () => {
    render({ 'GET /api/health': { body: healthUp } });
    expect(await screen.findByText('Database connected')).toBeInTheDocument();
    expect(screen.queryByText('Database not connected')).not.toBeInTheDocument();
  });

  it('shows the database badge from the health check: not connected (a 503 answer)', async () => {
    render({
      'GET /api/health': {
        status: 503,
        body: { ...healthUp, status: 'error', database: { status: 'down' } },
      },
    });
    expect(await screen.findByText('Database not connected')).toBeInTheDocument();
    expect(screen.queryByText('Database connected')).not.toBeInTheDocument();
  });

  it('says the database state is unknown when the health check cannot be read', async () => {
    render({ 'GET /api/health': { status: 502, body: '' } });
    expect(await screen.findByText('Database status unknown')).toBeInTheDocument();
  });

  it('lists the recent activity from the audit trail and the new inquiries', async () => {
    const { fetchMock } = render({
      'GET /api/admin/audit-log': {
        body: {
          items: [
            auditEntry(),
            auditEntry({
              id: 'e2',
              action: 'speaking-request.status',
              targetType: 'speaking-request',
              targetLabel: 'Acme Corp',
            }),
            auditEntry({
              id: 'e3',
              action: 'upload.delete',
              actorId: null,
              actorName: null,
              targetType: 'upload',
              targetLabel: 'hero.jpg',
              changes: null,
            }),
          ],
          total: 9,
        },
      },
      'GET /api/admin/notifications': { body: notifications() },
    });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    await expectToast(
      activity,
      'Administrator role given: alice',
      'Speaking request status changed: Acme Corp',
    );
    expect(within(activity).getAllByText(/by ada\.lovelace/)).toHaveLength(2);
    // The site's own clean-up has no actor.
    expect(within(activity).getByText('Unused image removed: hero.jpg')).toBeInTheDocument();
    expect(within(activity).getByText(/^automatically ·/)).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'View audit log' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
    // What administrators did: the changes only, never refused requests or failed sign-ins.
    const [input] = callsTo(fetchMock, 'GET /api/admin/audit-log')[0];
    expect(Object.fromEntries(new URL(String(input), 'http://localhost').searchParams)).toEqual({
      pageSize: '5',
      kind: 'change',
    });

    const inquiries = section('New Inquiries');
    expect(
      within(inquiries).getByRole('link', { name: 'Speaking request from Acme Corp' }),
    ).toHaveAttribute('href', '/admin/bookings?id=sr1');
    expect(within(inquiries).getByText('Jordan Lee · Keynote')).toBeInTheDocument();
  });

  it('says so when there is no activity and nothing new', async () => {
    render({
      'GET /api/admin/audit-log': { body: { items: [], total: 0 } },
      'GET /api/admin/notifications': { body: { total: 0, items: [] } },
    });
    expect(await screen.findByText('No administrative activity recorded yet.')).toBeInTheDocument();
    expect(await screen.findByText('No new inquiries are waiting.')).toBeInTheDocument();
  });

  it('draws the system health bars from the real figures, with their text', async () => {
    render({
      'GET /api/admin/system': {
        body: systemHealth({
          database: { status: 'up', latencyMs: 50, sizeBytes: 45 * 1024 * 1024 },
          mailQueue: { status: 'up', waiting: 3, active: 1, failed: 2 },
        }),
      },
    });
    const health = await screen.findByRole('region', { name: 'System Health' });
    const bar = (name: string) => within(health).getByRole('progressbar', { name });
    expect(
      await within(health).findByRole('progressbar', { name: 'Response time' }),
    ).toHaveAttribute('aria-valuetext', '50 ms');
    expect(bar('Response time')).toHaveAttribute('aria-valuenow', '10');
    expect(within(health).getByText('Database size: 45 MB')).toBeInTheDocument();
    expect(bar('Waiting to be sent')).toHaveAttribute('aria-valuetext', '3 messages');
    expect(bar('Failed deliveries')).toHaveAttribute('aria-valuetext', '2 messages');
    expect(bar('Disk used')).toHaveAttribute('aria-valuetext', '60%, 40 GB free of 100 GB');
    expect(bar('Disk used')).toHaveAttribute('aria-valuenow', '60');
    expect(within(health).getByText('Uploads take 12 MB')).toBeInTheDocument();
    expect(within(health).getAllByText('60%, 40 GB free of 100 GB')).toHaveLength(1);
    // The upload budgets (settings) and what counts against them.
    expect(bar('Uploaded today')).toHaveAttribute(
      'aria-valuetext',
      '3 MB of the 200 MB daily budget',
    );
    expect(bar('Storage budget used')).toHaveAttribute(
      'aria-valuetext',
      '12 MB of the 5 GB storage budget',
    );
    expect(within(health).getByRole('link', { name: 'Change the upload budgets' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('warns when an upload budget is used up', async () => {
    render({
      'GET /api/admin/system': {
        body: systemHealth({
          storage: {
            ...systemHealth().storage,
            budget: uploadBudget({ todayBytes: 200 * 1024 * 1024 }),
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        "Today's upload budget is used up: uploads start again at midnight (Europe/London).",
      ),
    ).toBeInTheDocument();
  });

  it('explains storage it cannot measure (S3)', async () => {
    render({
      'GET /api/admin/system': {
        body: systemHealth({
          storage: {
            driver: 's3',
            usedBytes: null,
            availableBytes: null,
            totalBytes: null,
            budget: uploadBudget(),
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        'Uploads are kept in S3-compatible storage, whose free space is not measured here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Disk used' })).not.toBeInTheDocument();
  });

  it('shows placeholders while the figures load and a retry when they fail', async () => {
    const held = deferred<MockResponse>();
    const { user, fetchMock } = render({ 'GET /api/admin/stats': () => held.promise });
    await screen.findByRole('heading', { level: 1 });
    expect(within(figure('Users')).queryByText('247')).not.toBeInTheDocument();
    held.resolve({ status: 500, body: {} });
    expect(await screen.findByText(/We could not load the figures/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(callsTo(fetchMock, 'GET /api/admin/stats')).toHaveLength(2);
  });

  it('links the quick management cards to the pages that exist', async () => {
    render();
    const quick = await screen.findByRole('region', { name: 'Quick Management' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ADMIN_SECTION_PATHS);
  });
});

describe('AdminDashboardPage: what each role sees (issue 45)', () => {
  /** The dashboard for `person`, the server answering only the stats sections they may open. */
  async function renderFor(person: typeof admin) {
    const result = render({
      'GET /api/user': { body: person },
      'GET /api/admin/stats': { body: statsFor(person) },
    });
    await screen.findByRole('heading', { level: 1, name: `Welcome back, ${person.username}` });
    const quick = await screen.findByRole('region', { name: 'Quick Management' });
    return {
      ...result,
      quickLinks: () =>
        within(quick)
          .getAllByRole('link')
          .map((link) => link.textContent),
      cards: () =>
        screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    };
  }

  it('an editor: the Testimonials figure, Scheduled, and quick links to their pages only', async () => {
    const { quickLinks, cards, fetchMock } = await renderFor(editor);
    expect(await within(section('Overview')).findByText('156')).toBeInTheDocument();
    expect(
      within(section('Overview'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Testimonials']);
    // The editor decides page reviews: the Waiting for review card comes first.
    expect(cards()).toEqual(['Waiting for review', 'Overview', 'Scheduled', 'Quick Management']);
    expect(quickLinks()).toEqual([
      'Testimonials',
      'Content',
      'Media Library',
      'Carousels',
      'Settings',
    ]);
    expect(
      screen.getByText(
        "The organisation's name, speaker, phone number, e-mail address and social links.",
      ),
    ).toBeInTheDocument();
    // What the cards say is what the editor can do: the public pages (no campaigns, no
    // subscribers), and no word of accounts or the system.
    expect(screen.getByText('Edit the public pages.')).toBeInTheDocument();
    expect(
      screen.getByText('Here is what is happening in the parts of the site you look after.'),
    ).toBeInTheDocument();
    // Nothing is asked that the server would refuse them.
    for (const refused of ['GET /api/admin/audit-log', 'GET /api/admin/system']) {
      expect(callsTo(fetchMock, refused)).toHaveLength(0);
    }
  });

  it('an inbox person: the two inquiry figures, New Inquiries, and the three inboxes', async () => {
    const { quickLinks, cards } = await renderFor(inboxPerson);
    await within(section('Overview')).findByText('34');
    expect(
      within(section('Overview'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Speaking Requests', 'Partnerships']);
    expect(cards()).toEqual(['Overview', 'New Inquiries', 'Quick Management']);
    expect(quickLinks()).toEqual(['Speaking Requests', 'Partnerships', 'Messages']);
  });

  it('a newsletter writer and a contributor: no figures, Scheduled, Content and the Media Library', async () => {
    for (const person of [newsletterPerson, contributor]) {
      const { quickLinks, cards, unmount } = await renderFor(person);
      // A newsletter writer decides campaign reviews; a contributor decides none.
      expect(cards()).toEqual(
        person === newsletterPerson
          ? ['Waiting for review', 'Scheduled', 'Quick Management']
          : ['Scheduled', 'Quick Management'],
      );
      expect(quickLinks()).toEqual(['Content', 'Media Library']);
      unmount();
    }
  });

  it('shows a figure only when the server answered its section', async () => {
    render({
      'GET /api/admin/stats': { body: { ...stats(), users: undefined } },
    });
    await within(await screen.findByRole('region', { name: 'Overview' })).findByText('156');
    expect(
      within(section('Overview'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Testimonials', 'Speaking Requests', 'Partnerships']);
  });
});

/** A line of a card whose whole text is `text` (its time is an element of its own). */
const line = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function change(overrides: Partial<ScheduledChange> = {}): ScheduledChange {
  return {
    kind: 'page',
    id: 'about',
    label: 'About',
    action: 'publish',
    at: '2026-12-07T09:00:00.000Z',
    by: 'alice',
    link: '/admin/content/pages/about',
    ...overrides,
  };
}

const SCHEDULED: ScheduledList = {
  items: [
    change(),
    change({
      kind: 'carousel-item',
      id: 'i2',
      label: 'MWO Show Page #2: The speaker on stage',
      at: '2026-12-10T15:30:00.000Z',
      by: 'bob',
      link: '/admin/carousels?slug=mwo-show',
    }),
    change({
      kind: 'newsletter-campaign',
      id: 'c3',
      label: 'December insights',
      action: 'send',
      at: '2026-12-24T09:30:00.000Z',
      link: '/admin/content/campaigns/c3',
    }),
    change({
      kind: 'testimonial',
      id: 't1',
      label: 'Jane Doe',
      action: 'unpublish',
      // 09:00 in London in summer (UTC+1).
      at: '2027-06-01T08:00:00.000Z',
      by: null,
      link: '/admin/testimonials?search=Jane%20Doe',
    }),
  ],
  total: 7,
  timeZone: 'Europe/London',
};

describe('AdminDashboardPage: what is scheduled', () => {
  it('lists the soonest changes on the organisation clocks: what (a link to it), the change and who', async () => {
    const { fetchMock } = render({ 'GET /api/admin/scheduled': { body: SCHEDULED } });
    const card = await screen.findByRole('region', { name: 'Scheduled' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(card).getByText("Times are in Europe/London (the organisation's time zone)."),
    ).toBeInTheDocument();
    const expected = [
      ['About page', '/admin/content/pages/about', 'Publishes Mon, 7 Dec 2026, 09:00', 'by alice'],
      [
        'Carousel item, MWO Show Page #2: The speaker on stage',
        '/admin/carousels?slug=mwo-show',
        'Publishes Thu, 10 Dec 2026, 15:30',
        'by bob',
      ],
      [
        'Newsletter: December insights',
        '/admin/content/campaigns/c3',
        'Sends Thu, 24 Dec 2026, 09:30',
        'by alice',
      ],
      [
        'Testimonial from Jane Doe',
        '/admin/testimonials?search=Jane%20Doe',
        'Unpublishes Tue, 1 Jun 2027, 09:00',
        null,
      ],
    ] as const;
    expected.forEach(([what, link, when, by], index) => {
      const item = items[index];
      expect(within(item).getByRole('link', { name: what })).toHaveAttribute('href', link);
      expect(within(item).getByText(line(when))).toBeInTheDocument();
      if (by) expect(within(item).getByText(by)).toBeInTheDocument();
      else expect(within(item).queryByText(/^by /)).not.toBeInTheDocument();
    });
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-12-07T09:00:00.000Z');
    // Four of seven are shown.
    expect(within(card).getByText('and 3 more')).toBeInTheDocument();
    const [input] = callsTo(fetchMock, 'GET /api/admin/scheduled')[0];
    expect(Object.fromEntries(new URL(String(input), 'http://localhost').searchParams)).toEqual({
      page: '1',
      pageSize: '5',
    });
  });

  it('shows the times in the zone the list names', async () => {
    render({
      'GET /api/admin/scheduled': {
        body: { items: [change()], total: 1, timeZone: 'America/New_York' },
      },
    });
    const card = await screen.findByRole('region', { name: 'Scheduled' });
    expect(
      await within(card).findByText(line('Publishes Mon, 7 Dec 2026, 04:00')),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('says when nothing is scheduled', async () => {
    render();
    const card = await screen.findByRole('region', { name: 'Scheduled' });
    expect(await within(card).findByText('Nothing is scheduled.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a placeholder while it loads and a retry when it fails', async () => {
    const held = deferred<MockResponse>();
    const { user, fetchMock } = render({ 'GET /api/admin/scheduled': () => held.promise });
    const card = await screen.findByRole('region', { name: 'Scheduled' });
    expect(card.querySelector('.MuiSkeleton-root')).not.toBeNull();
    held.resolve({ status: 500, body: {} });
    expect(
      await within(card).findByText(/^We could not load what is scheduled\./),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/scheduled')).toHaveLength(2));
  });
});

describe('AdminDashboardPage: waiting for review', () => {
  it('lists the waiting reviews oldest first: what (a link to the draft), kind, who, when, the note', async () => {
    render({
      'GET /api/user': { body: eden },
      'GET /api/admin/reviews': {
        body: {
          total: 2,
          items: [
            review(),
            review({
              id: 'r2',
              kind: 'campaign',
              subjectId: 'c1',
              title: 'November insights',
              path: '/admin/content/campaigns/c1',
              note: `${'A long note. '.repeat(20)}End.`,
              submittedBy: person('sam'),
            }),
          ],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Waiting for review' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/admin/content/pages/about',
    );
    expect(within(items[0]).getByText(/^Page draft, submitted by casey/)).toBeVisible();
    expect(within(items[0]).getByText(/ ago$/)).toHaveAttribute(
      'datetime',
      '2026-11-20T10:30:00.000Z',
    );
    expect(within(items[0]).getByText('Note: New team photo and the 2027 dates.')).toBeVisible();
    expect(within(items[1]).getByRole('link', { name: 'November insights' })).toHaveAttribute(
      'href',
      '/admin/content/campaigns/c1',
    );
    expect(within(items[1]).getByText(/^Newsletter campaign, submitted by sam/)).toBeVisible();
    const note = within(items[1]).getByText(/^Note: A long note\./);
    expect(note.textContent!.length).toBeLessThanOrEqual('Note: '.length + NOTE_START);
    expect(note.textContent).toMatch(/…$/);
  });

  it("keeps the bell's review items out of New Inquiries", async () => {
    render({
      'GET /api/admin/notifications': {
        body: {
          total: 1,
          items: [
            {
              kind: 'review',
              id: 'r1',
              title: 'Page to review: About',
              detail: 'casey · New team photo',
              createdAt: '2026-11-20T10:30:00.000Z',
              path: '/admin/content/pages/about',
            },
          ],
        },
      },
    });
    const inquiries = await screen.findByRole('region', { name: 'New Inquiries' });
    expect(await within(inquiries).findByText('No new inquiries are waiting.')).toBeVisible();
    expect(within(inquiries).queryByRole('link', { name: 'Page to review: About' })).toBeNull();
  });

  it('says so when nothing waits', async () => {
    render({ 'GET /api/user': { body: eden } });
    const card = await screen.findByRole('region', { name: 'Waiting for review' });
    expect(await within(card).findByText('Nothing is waiting for review.')).toBeVisible();
  });

  it('is not shown to those who may decide no review', async () => {
    const { fetchMock } = render({ 'GET /api/user': { body: casey } });
    // The welcome names the signed-in person: their permissions are known by then.
    expect(await screen.findByText(/casey/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for review' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/admin/reviews')).toHaveLength(0);
  });
});
