import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authApi, type User } from '../api/auth';
import { memberApi } from '../api/member';
import { callsTo, mockFetch } from '../test/utils';
import { AppProviders } from './App';
import { makeStore } from './store';

const jordan: User = {
  id: 'u1',
  username: 'jordan',
  email: 'jordan@example.org',
  isAdmin: false,
  emailVerified: true,
};
const sam: User = { ...jordan, id: 'u2', username: 'sam', email: 'sam@example.org' };

/** A store with the app's providers around it, the current user and their bookings loaded. */
async function signedIn(user: User) {
  const fetchMock = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/my/bookings': { body: [] },
    'POST /api/logout': { body: { message: 'ok' } },
  });
  const store = makeStore();
  render(<AppProviders store={store}>{null}</AppProviders>);
  await act(async () => {
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    // RTK batches the notification of query results to the next animation frame.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const bookings = store.dispatch(memberApi.endpoints.getMyBookings.initiate());
  await bookings;
  const cached = () => memberApi.endpoints.getMyBookings.select()(store.getState()).data;
  return { store, fetchMock, bookings, cached };
}

describe("the signed-in user's data", () => {
  it('is kept while the same user stays signed in', async () => {
    const { store, fetchMock, bookings, cached } = await signedIn(jordan);
    await act(async () => {
      await store.dispatch(
        authApi.util.upsertQueryData('getCurrentUser', undefined, { ...jordan }),
      );
    });
    expect(cached()).toEqual([]);
    expect(callsTo(fetchMock, 'GET /api/my/bookings')).toHaveLength(1);
    bookings.unsubscribe();
  });

  it('is dropped after signing out, without being read again for nobody', async () => {
    const { store, fetchMock, bookings, cached } = await signedIn(jordan);
    bookings.unsubscribe(); // the member pages have gone
    expect(cached()).toEqual([]);
    await act(async () => {
      await store.dispatch(authApi.endpoints.logout.initiate());
    });
    await waitFor(() => expect(cached()).toBeUndefined());
    expect(callsTo(fetchMock, 'GET /api/my/bookings')).toHaveLength(1);
  });

  it('is read again for another user who is now signed in', async () => {
    const { store, fetchMock, bookings } = await signedIn(jordan);
    await act(async () => {
      await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, sam));
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/my/bookings')).toHaveLength(2));
    bookings.unsubscribe();
  });
});
