import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { callsTo, mockFetch } from '../test/utils';
import { authApi, hasSignedInHint } from './auth';

const clearHint = () => {
  document.cookie = 'signed_in=; path=/; max-age=0';
};

describe('the current user', () => {
  it('is nobody, without asking the server, when the signed-in hint cookie is absent', async () => {
    clearHint();
    expect(hasSignedInHint()).toBe(false);
    const fetchMock = mockFetch();
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(0);
  });

  it('is asked of the server when the hint is present; a 401 means nobody', async () => {
    expect(hasSignedInHint()).toBe(true);
    const fetchMock = mockFetch();
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(1);
  });

  it('is the user the server answers', async () => {
    const user = {
      id: 'u1',
      username: 'sam',
      email: 's@example.org',
      isAdmin: false,
      emailVerified: true,
    };
    mockFetch({ 'GET /api/user': { body: user } });
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(user);
  });
});
