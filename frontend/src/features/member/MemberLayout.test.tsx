import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo } from '../../test/utils';
import { bellLabel } from './MemberLayout';
import { member, preferences, renderMember, summary, preloadMemberPages } from '../../test/member';
import { expectToast } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('MemberLayout', () => {
  it('shows the member, the navigation with the current page, and the bell with the unread count', async () => {
    renderMember('/my/profile', {
      'GET /api/my/summary': { body: summary({ messages: { total: 5, unread: 2, inquiries: 1 } }) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member area' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    for (const name of ['Dashboard', 'Profile', 'My Bookings', 'Messages', 'Settings']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(member.username).length).toBeGreaterThan(0);
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    const bell = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(bell).toHaveAttribute('href', '/my/messages');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lets an unverified member reach Profile to correct a mistyped address, and nothing else', async () => {
    const unverified = { ...member, emailVerified: false };
    const { fetchMock, user } = renderMember('/my/dashboard', {
      'GET /api/user': { body: unverified },
    });
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Correct it in your profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const nav = screen.getByRole('navigation', { name: 'Member area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile']);
    // No inbox for an unverified member: the server refuses it.
    expect(screen.queryByRole('link', { name: /^Messages,/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/my/summary')).toHaveLength(0);
  });

  describe('Push Notifications', () => {
    const shown: { title: string; body?: string }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    afterEach(() => {
      vi.useRealTimers();
      shown.length = 0;
    });

    async function unreadRisesOverAMinute(pushNotifications: boolean) {
      vi.stubGlobal('Notification', FakeNotification);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let unread = 1;
      const { fetchMock } = renderMember('/my/dashboard', {
        'GET /api/user/preferences': { body: { ...preferences, pushNotifications } },
        'GET /api/my/summary': () => ({
          body: summary({ messages: { total: 3, unread, inquiries: 1 } }),
        }),
      });
      await screen.findByRole('link', { name: 'Messages, 1 unread' });
      unread = 2;
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      return fetchMock;
    }

    it('while on, reads the summary every minute and shows a browser notification when unread rises', async () => {
      const fetchMock = await unreadRisesOverAMinute(true);
      await screen.findByRole('link', { name: 'Messages, 2 unread' });
      expect(callsTo(fetchMock, 'GET /api/my/summary').length).toBeGreaterThanOrEqual(2);
      expect(shown).toEqual([{ title: 'New message', body: 'You have 2 unread messages.' }]);
    });

    it('while off, does not poll and shows no notification', async () => {
      const fetchMock = await unreadRisesOverAMinute(false);
      expect(callsTo(fetchMock, 'GET /api/my/summary')).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
      expect(shown).toEqual([]);
    });
  });

  it('names the bell without unread messages', () => {
    expect(bellLabel(0)).toBe('Messages, no unread');
    expect(bellLabel(undefined)).toBe('Messages, no unread');
    expect(bellLabel(3)).toBe('Messages, 3 unread');
  });

  it('opens the slide-out menu from a labelled button', async () => {
    const { user } = renderMember('/my/dashboard');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Member menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member menu' })).not.toBeInTheDocument(),
    );
  });

  it('signs out with the Logged out toast and goes to /login', async () => {
    const { user, fetchMock } = renderMember('/my/dashboard', {
      'POST /api/logout': { status: 200, body: { message: 'Logged out' } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member area' });
    const aside = nav.closest('aside') as HTMLElement;
    await user.click(within(aside).getByRole('button', { name: 'Sign Out' }));
    await expectToast(toasts(), 'Logged out', 'You have been successfully logged out.');
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Member area' })).not.toBeInTheDocument(),
    );
  });

  it('shows Logout failed with the fallback when signing out fails', async () => {
    const { user } = renderMember('/my/dashboard', {
      'POST /api/logout': { status: 500, body: '' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Member area' });
    const aside = nav.closest('aside') as HTMLElement;
    await user.click(within(aside).getByRole('button', { name: 'Sign Out' }));
    await expectToast(toasts(), 'Logout failed', 'Unable to logout');
    expect(screen.getByRole('navigation', { name: 'Member area' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    renderMember('/my/bookings', {
      'GET /api/user': apiError(401, 'Unauthorized'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member area' })).not.toBeInTheDocument();
  });

  it('blocks an unverified member with the verification card', async () => {
    renderMember('/my/dashboard', {
      'GET /api/user': { body: { ...member, emailVerified: false } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
  });
});
