import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArchivedCampaign } from '@bb/shared/newsletter';
import { fillNewsletterArchive } from '../../../app/embeddedNewsletterArchive';
import { makeStore } from '../../../app/store';
import { apiError, callsTo, mockFetch, renderApp } from '../../../test/utils';

const ISSUES: ArchivedCampaign[] = [
  {
    slug: '2026-11-accessible-meetings',
    subject: 'Accessible meetings, one habit at a time',
    previewText: 'Five small changes that make meetings work for everyone.',
    sentAt: '2026-11-03T09:00:00.000Z',
  },
  {
    slug: '2026-10-quiet-rooms',
    subject: 'Why quiet rooms matter',
    previewText: '',
    sentAt: '2026-10-01T23:30:00.000Z',
  },
];

describe('NewsletterArchivePage (/newsletter)', () => {
  it('lists the published issues, newest first, each a link with its date and preview text', async () => {
    mockFetch({ 'GET /api/newsletter/archive': { body: ISSUES } });
    renderApp('/newsletter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsletter' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const items = within(
      await screen.findByRole('list', { name: 'Past issues' }, { timeout: 5000 }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(
      first.getByRole('link', { name: 'Accessible meetings, one habit at a time' }),
    ).toHaveAttribute('href', '/newsletter/2026-11-accessible-meetings');
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Accessible meetings, one habit at a time',
    );
    expect(first.getByText('November 3, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-03T09:00:00.000Z',
    );
    expect(first.getByText(/Five small changes/)).toBeInTheDocument();
    // The date is the UTC one, whatever the reader's time zone.
    expect(within(items[1]).getByText('October 1, 2026')).toBeInTheDocument();
    expect(document.title).toMatch(/^Newsletter \| /);
  });

  it('says that nothing is published yet, with a link to the sign-up form', async () => {
    mockFetch({ 'GET /api/newsletter/archive': { body: [] } });
    renderApp('/newsletter');
    expect(
      await screen.findByText('No newsletters have been published yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with your e-mail address' })).toHaveAttribute(
      'href',
      '#newsletter-signup',
    );
    // The footer's form is the link's target.
    expect(document.getElementById('newsletter-signup')).toContainElement(
      screen.getByRole('button', { name: 'Subscribe' }),
    );
    expect(screen.queryByRole('list', { name: 'Past issues' })).not.toBeInTheDocument();
  });

  it('shows the list a served page carries, with no request for it', async () => {
    const fetchMock = mockFetch({ 'GET /api/newsletter/archive': { body: [] } });
    const store = makeStore();
    fillNewsletterArchive(store, { list: ISSUES.slice(0, 1) });
    renderApp('/newsletter', { store });
    expect(
      await screen.findByRole(
        'link',
        { name: 'Accessible meetings, one habit at a time' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/newsletter/archive')).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/newsletter/archive': () => (fail ? apiError(503, 'Unavailable') : { body: ISSUES }),
    });
    renderApp('/newsletter');
    const message = await screen.findByText(
      'We could not load the newsletters. Please try again.',
      {},
      { timeout: 5000 },
    );
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(
      await screen.findByRole('link', { name: 'Why quiet rooms matter' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("links to the archive from the footer's newsletter promise", async () => {
    mockFetch({ 'GET /api/newsletter/archive': { body: [] } });
    renderApp('/newsletter');
    const footer = await screen.findByRole('region', { name: 'Newsletter' }, { timeout: 5000 });
    expect(within(footer).getByRole('link', { name: 'Read past newsletters' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });
});
