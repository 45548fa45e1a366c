import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, message, renderMember, summary, preloadMemberPages } from '../../test/member';
import { expectLinks } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);

describe('DashboardPage', () => {
  it('welcomes the member and shows the four figures from the summary', async () => {
    renderMember('/my/dashboard', {
      'GET /api/my/summary': {
        body: summary({
          bookings: { total: 3, pending: 1, confirmed: 2, upcoming: 2 },
          messages: { total: 9, unread: 8, inquiries: 3 },
          profileCompletion: 75,
          impactScore: 92,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, jordan' }),
    ).toBeInTheDocument();
    const card = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(await within(card('Total Bookings')).findByText('3')).toBeInTheDocument();
    expect(within(card('Unread Messages')).getByText('8')).toBeInTheDocument();
    expect(within(card('Profile Completion')).getByText('75%')).toBeInTheDocument();
    expect(within(card('Impact Score')).getByText('92')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    // What completion counts, and what is left.
    expect(screen.getByText('Reply to a message')).toBeInTheDocument();
    expect(screen.getByText('(to do)', { exact: false })).toBeInTheDocument();
  });

  it('lists the latest three bookings and messages with links', async () => {
    renderMember('/my/dashboard', {
      'GET /api/my/bookings': {
        body: [1, 2, 3, 4].map((n) => booking({ id: `b${n}`, title: `Booking ${n}` })),
      },
      'GET /api/my/messages': {
        body: [1, 2, 3, 4].map((n) => message({ id: `m${n}`, subject: `Message ${n}` })),
      },
    });
    expect(await screen.findByRole('link', { name: 'Booking 1' })).toHaveAttribute(
      'href',
      '/my/bookings',
    );
    expect(screen.getByRole('link', { name: 'Booking 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking 4' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Message 3' })).toHaveAttribute(
      'href',
      '/my/messages',
    );
    expect(screen.queryByRole('link', { name: 'Message 4' })).not.toBeInTheDocument();
  });

  it('says when there are no bookings or messages yet', async () => {
    renderMember('/my/dashboard', {
      'GET /api/my/bookings': { body: [] },
      'GET /api/my/messages': { body: [] },
    });
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('offers the quick actions', async () => {
    renderMember('/my/dashboard');
    expect(await screen.findByRole('link', { name: 'Book a New Session' })).toHaveAttribute(
      'href',
      '/my/bookings?new=1',
    );
    expectLinks([
      ['Update Profile', '/my/profile'],
      ['View Resources', '/programs'],
    ]);
  });

  it('offers a retry when the summary cannot be read', async () => {
    renderMember('/my/dashboard', { 'GET /api/my/summary': { status: 500, body: '' } });
    expect(await screen.findByText(/We could not load your overview/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
