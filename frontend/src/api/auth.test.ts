import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { apiError, callsTo, mockFetch } from '../test/utils';
import { authApi, hasSignedInHint } from './auth';
import { readCurrentUser } from '../test/currentUser';
import { sam } from '../test/users';

const clearHint = () => {
  document.cookie = 'signed_in=; path=/; max-age=0';
};

describe('the current user', () => {
  it('is nobody, without asking the server, when the signed-in hint cookie is absent', async () => {
    clearHint();
    expect(hasSignedInHint()).toBe(false);
    const { fetchMock, result } = await readCurrentUser();
    expect(result.data).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(0);
  });

  it('is asked of the server when the hint is present; a 401 means nobody', async () => {
    expect(hasSignedInHint()).toBe(true);
    const { fetchMock, result } = await readCurrentUser();
    expect(result.data).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(1);
  });

  it('is the user the server answers', async () => {
    const { result } = await readCurrentUser({ 'GET /api/user': { body: sam } });
    expect(result.data).toEqual(sam);
  });
});

describe('the account mutations', () => {
  const user = {
    id: 'u1',
    username: 'sam',
    email: 's@example.org',
    isAdmin: false,
    emailVerified: false,
  };
  const current = (store: ReturnType<typeof makeStore>) =>
    authApi.endpoints.getCurrentUser.select()(store.getState()).data;

  it('login POSTs {username, password} and stores the user answered as the current user', async () => {
    const fetchMock = mockFetch({ 'POST /api/login': { body: user } });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(current(store)).toBeNull();
    await store
      .dispatch(authApi.endpoints.login.initiate({ username: 'sam', password: 'pw' }))
      .unwrap();
    expect(current(store)).toEqual(user);
    const [[, init]] = callsTo(fetchMock, 'POST /api/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'sam', password: 'pw' });
    expect(init?.credentials).toBe('include');
  });

  it('a refused login stores nothing', async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid' } } });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(authApi.endpoints.login.initiate({ username: 'sam', password: 'x' }));
    expect(current(store)).toBeNull();
  });

  it('register stores the new user; logout clears it', async () => {
    mockFetch({
      'POST /api/register': { status: 201, body: user },
      'POST /api/logout': { body: { message: 'You have been successfully logged out.' } },
    });
    const store = makeStore();
    await store
      .dispatch(
        authApi.endpoints.register.initiate({
          username: 'sam',
          email: 's@example.org',
          password: 'secret',
          isAdmin: false,
        }),
      )
      .unwrap();
    expect(current(store)).toEqual(user);
    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    expect(current(store)).toBeNull();
  });

  it('a failed logout keeps the current user', async () => {
    mockFetch({
      'POST /api/login': { body: user },
      'POST /api/logout': apiError(500, 'Down'),
    });
    const store = makeStore();
    await store
      .dispatch(authApi.endpoints.login.initiate({ username: 'sam', password: 'pw' }))
      .unwrap();
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect(result).toHaveProperty('error.status', 500);
    expect(current(store)).toEqual(user);
  });

  it('verifying an address reads the current user again', async () => {
    let verified = false;
    const fetchMock = mockFetch({
      'GET /api/user': () => ({ body: { ...user, emailVerified: verified } }),
      'POST /api/verify-email': () => {
        verified = true;
        return { body: { message: 'ok' } };
      },
    });
    const store = makeStore();
    const subscription = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await subscription;
    await store.dispatch(authApi.endpoints.verifyEmail.initiate({ token: 't' })).unwrap();
    await vi.waitFor(() => expect(current(store)?.emailVerified).toBe(true));
    expect(callsTo(fetchMock, 'GET /api/user')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it.each([
    ['forgotPassword', '/api/forgot-password', { email: 'a@example.org' }],
    ['resendVerification', '/api/resend-verification', { email: 'a@example.org' }],
    ['verifyEmail', '/api/verify-email', { token: 't' }],
    ['resetPassword', '/api/reset-password', { token: 't', password: 'secret' }],
    ['setPassword', '/api/set-password', { token: 't', password: 'long-secret' }],
  ] as const)('%s POSTs its body to %s', async (name, path, body) => {
    const fetchMock = mockFetch({ [`POST ${path}`]: { body: { message: 'done' } } });
    const store = makeStore();
    const endpoint = authApi.endpoints[name] as unknown as {
      initiate: (arg: unknown) => Parameters<typeof store.dispatch>[0];
    };
    const result = await (store.dispatch(endpoint.initiate(body)) as unknown as Promise<{
      data?: unknown;
    }>);
    expect(result.data).toEqual({ message: 'done' });
    const [[, init]] = callsTo(fetchMock, `POST ${path}`);
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });
});
