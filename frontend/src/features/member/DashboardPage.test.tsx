import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, looseItem, renderMember, summary, preloadMemberPages } from '../../test/member';
import { expectLinks } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);

describe('DashboardPage', () => {
  it('welcomes the member and shows four figures of their own data, each named and with its way on', async () => {
    renderMember('/my/dashboard', {
      'GET /api/my/summary': {
        body: summary({
          bookings: { total: 3, pending: 1, confirmed: 2, upcoming: 1 },
          nextEvent: { id: 'b2', title: 'Keynote for Acme', date: '2027-03-09', time: '14:00' },
          messages: { total: 9, unread: 8, inquiries: 3 },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, jordan' }),
    ).toBeInTheDocument();
    const card = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    const bookings = card('Booking Requests');
    expect(await within(bookings).findByText('3')).toBeInTheDocument();
    expect(within(bookings).getByText('1 pending, 2 confirmed')).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/my/bookings',
    );
    const unread = card('Unread Messages');
    expect(within(unread).getByText('8')).toBeInTheDocument();
    expect(within(unread).getByText('9 messages in all')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'Go to My Messages' })).toHaveAttribute(
      'href',
      '/my/messages',
    );
    const events = card('Upcoming Events');
    expect(within(events).getByText('1')).toBeInTheDocument();
    expect(
      within(events).getByText('Next: Keynote for Acme, March 9, 2027 at 14:00'),
    ).toBeInTheDocument();
    const twoFactor = card('Two-Factor Authentication');
    expect(await within(twoFactor).findByText('Off')).toBeInTheDocument();
    expect(
      within(twoFactor).getByText('Only your password protects your account.'),
    ).toBeInTheDocument();
    expect(within(twoFactor).getByRole('link', { name: 'Turn it on in Settings' })).toHaveAttribute(
      'href',
      '/my/settings',
    );
    // The figures nobody could explain or change are gone.
    for (const gone of ['Profile Completion', 'Impact Score', 'Complete Your Profile'])
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
  });

  it('says when no event is confirmed yet, and when two-factor sign-in is on', async () => {
    renderMember('/my/dashboard', {
      'GET /api/user/two-factor': {
        body: {
          enabled: true,
          enabledAt: '2026-01-10T09:31:00.000Z',
          recoveryCodesLeft: 8,
          required: false,
        },
      },
    });
    const card = (name: string) =>
      screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(await screen.findByText('No confirmed event to come yet')).toBeInTheDocument();
    const twoFactor = card('Two-Factor Authentication');
    expect(await within(twoFactor).findByText('On')).toBeInTheDocument();
    expect(
      within(twoFactor).getByRole('link', { name: 'Manage it in Settings' }),
    ).toBeInTheDocument();
  });

  it('lists the latest three bookings and messages with links', async () => {
    renderMember('/my/dashboard', {
      'GET /api/my/bookings': {
        body: [1, 2, 3, 4].map((n) => booking({ id: `b${n}`, title: `Booking ${n}` })),
      },
      'GET /api/my/conversations': {
        body: [1, 2, 3, 4].map((n) => looseItem({ id: `m${n}`, subject: `Message ${n}` })),
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
      'GET /api/my/conversations': { body: [] },
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
      ['Send Us a Message', '/contact'],
    ]);
  });

  it('offers a retry when the summary cannot be read', async () => {
    renderMember('/my/dashboard', { 'GET /api/my/summary': { status: 500, body: '' } });
    expect(await screen.findByText(/We could not load your overview/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
