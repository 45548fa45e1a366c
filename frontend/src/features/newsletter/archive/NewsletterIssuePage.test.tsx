import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArchivedCampaignDetail } from '@bb/shared/newsletter';
import { fillNewsletterArchive } from '../../../app/embeddedNewsletterArchive';
import { makeStore } from '../../../app/store';
import { apiError, callsTo, mockFetch, renderApp } from '../../../test/utils';

const SLUG = '2026-11-accessible-meetings';
const ISSUE: ArchivedCampaignDetail = {
  slug: SLUG,
  subject: 'Accessible meetings, one habit at a time',
  previewText: 'Five small changes that make meetings work for everyone.',
  sentAt: '2026-11-03T09:00:00.000Z',
  body: [
    { type: 'paragraph', content: [{ text: 'Dear readers, ' }, { text: 'welcome', bold: true }] },
    { type: 'subheading', content: [{ text: 'Share the agenda early' }] },
    {
      type: 'list',
      ordered: false,
      items: [[{ text: 'Captions on' }], [{ text: 'Read more', href: '/programs' }]],
    },
    {
      type: 'image',
      image: {
        url: '/images/hero-portrait-720.webp',
        alt: 'Two colleagues talking',
        decorative: false,
      },
    },
    { type: 'image', image: { url: '/images/hero-portrait-480.webp', alt: '', decorative: true } },
    { type: 'paragraph', content: [{ text: 'See you next month.' }] },
  ],
};

describe('NewsletterIssuePage (/newsletter/:slug)', () => {
  it('shows the subject as the h1, the date, the body with its images, and links back to the archive', async () => {
    mockFetch({ [`GET /api/newsletter/archive/${SLUG}`]: { body: ISSUE } });
    renderApp(`/newsletter/${SLUG}`);
    const article = await screen.findByRole(
      'article',
      { name: 'Accessible meetings, one habit at a time' },
      { timeout: 5000 },
    );
    expect(
      within(article).getByRole('heading', { level: 1, name: ISSUE.subject }),
    ).toBeInTheDocument();
    expect(within(article).getByText('November 3, 2026')).toHaveAttribute('datetime', ISSUE.sentAt);
    expect(within(article).getByText('welcome').tagName).toBe('STRONG');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Share the agenda early' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Captions on').tagName).toBe('LI');
    expect(within(article).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      '/programs',
    );
    expect(
      within(article).getByRole('img', { name: 'Two colleagues talking' }),
    ).toBeInTheDocument();
    // The decorative image is hidden from assistive technology (empty alt).
    expect(within(article).getAllByRole('presentation')).toHaveLength(1);
    expect(within(article).getByText('See you next month.')).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'All newsletters' });
    expect(back.length).toBeGreaterThan(0);
    back.forEach((link) => expect(link).toHaveAttribute('href', '/newsletter'));
    expect(document.title).toMatch(/^Accessible meetings, one habit at a time \| /);
  });

  it('shows "not found" for an address that is no issue of the archive', async () => {
    mockFetch({
      'GET /api/newsletter/archive/2026-01-nothing': apiError(
        404,
        'This newsletter is not in the archive.',
      ),
    });
    renderApp('/newsletter/2026-01-nothing');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Newsletter Not Found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all newsletters' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });

  it('shows the issue a served page carries, with no request for it', async () => {
    const fetchMock = mockFetch();
    const store = makeStore();
    fillNewsletterArchive(store, { slug: SLUG, issue: ISSUE });
    renderApp(`/newsletter/${SLUG}`, { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: ISSUE.subject }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /api/newsletter/archive/${SLUG}`)).toHaveLength(0);
  });

  it('keeps the unsubscribe page at /newsletter/unsubscribe', async () => {
    const fetchMock = mockFetch();
    renderApp('/newsletter/unsubscribe?token=abc');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Unsubscribe from our newsletter' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/newsletter/archive/unsubscribe')).toHaveLength(0);
  });
});
