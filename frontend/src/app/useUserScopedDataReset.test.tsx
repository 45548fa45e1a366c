import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authApi, type User } from '../api/auth';
import { memberApi } from '../api/member';
import { callsTo, mockFetch } from '../test/utils';
import { jordan } from '../test/users';
import { AppProviders } from './App';
import { makeStore, useAppSelector } from './store';

const sam: User = { ...jordan, id: 'u2', username: 'sam', email: 'sam@example.org' };

/** Shows who the store says is signed in: the app's effects have seen that user once it shows. */
function SignedInName() {
  const user = useAppSelector((state) => authApi.endpoints.getCurrentUser.select()(state).data);
  return <p>{user ? `Signed in as ${user.username}` : 'Signed out'}</p>;
}

/** A store with the app's providers around it, the current user and their bookings loaded. */
async function signedIn(user: User) {
  const fetchMock = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/my/bookings': { body: [] },
    'POST /api/logout': { body: { message: 'ok' } },
  });
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <SignedInName />
    </AppProviders>,
  );
  await act(async () => {
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
  });
  // RTK tells the components of a query's result on a later animation frame, which under load can
  // come late: the effects must have rendered with this user before the test changes it.
  await screen.findByText(`Signed in as ${user.username}`);
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
