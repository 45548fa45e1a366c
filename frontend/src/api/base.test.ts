import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { apiError, callsTo, mockFetch, type Handlers } from '../test/utils';
import { toFormikErrors } from '../lib/formErrors';
import { errorMessage, fieldErrors, onSuccess, type ApiError } from './base';
import { newsletterApi } from './newsletter';
import { readCurrentUser } from '../test/currentUser';
import { sam } from '../test/users';

async function subscribeError(answer: Handlers[string]) {
  mockFetch({ 'POST /api/newsletter/subscribe': answer });
  const store = makeStore();
  const result = await store.dispatch(
    newsletterApi.endpoints.subscribe.initiate({ email: 'a@example.org' }),
  );
  return result.error as ApiError;
}

describe('base API', () => {
  it('turns a non-OK answer into "<status>: <body text>" and keeps the parsed body', async () => {
    const body = { statusCode: 429, message: 'Too many requests. Please try again later.' };
    const error = await subscribeError({ status: 429, body });
    expect(error.status).toBe(429);
    expect(error.message).toBe(`429: ${JSON.stringify(body)}`);
    expect(error.data).toEqual(body);
    expect(errorMessage(error, 'fallback')).toBe('Too many requests. Please try again later.');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await subscribeError({ status: 503, statusText: 'Service Unavailable' });
    expect(error.message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Failed to subscribe to newsletter')).toBe(
      'Failed to subscribe to newsletter',
    );
  });

  it('keeps a plain-text body as the message text', async () => {
    const error = await subscribeError({ status: 502, body: 'Bad gateway from proxy' });
    expect(error.message).toBe('502: Bad gateway from proxy');
  });

  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch({
      'POST /api/newsletter/subscribe': { status: 201, body: { message: 'ok' } },
    });
    const store = makeStore();
    const result = await store.dispatch(
      newsletterApi.endpoints.subscribe.initiate({ email: 'a@example.org' }),
    );
    expect(result.data).toEqual({ message: 'ok' });
    const [[, init]] = callsTo(fetchMock, 'POST /api/newsletter/subscribe');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@example.org' }));
  });

  it('does not retry a failed request', async () => {
    const fetchMock = mockFetch({ 'POST /api/newsletter/subscribe': { status: 500 } });
    const store = makeStore();
    await store.dispatch(newsletterApi.endpoints.subscribe.initiate({ email: 'a@example.org' }));
    expect(callsTo(fetchMock, 'POST /api/newsletter/subscribe')).toHaveLength(1);
  });

  it('reads a 401 from /api/user as "no user", not as an error', async () => {
    const { result } = await readCurrentUser();
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });

  it('still reports other failures of /api/user as errors', async () => {
    const { result } = await readCurrentUser({ 'GET /api/user': apiError(500, 'Boom') });
    expect(result.isError).toBe(true);
    expect((result.error as ApiError).message).toBe('500: {"statusCode":500,"message":"Boom"}');
  });

  it('returns the signed-in user', async () => {
    const { result } = await readCurrentUser({ 'GET /api/user': { body: sam } });
    expect(result.data).toEqual(sam);
  });
});

describe('error helpers', () => {
  const error = (data: unknown): ApiError => ({ status: 400, message: '400: …', data });

  it('errorMessage takes the server message, the first of an array, or the fallback', () => {
    expect(errorMessage(error({ message: 'Nope' }), 'fb')).toBe('Nope');
    expect(errorMessage(error({ message: ['First', 'Second'] }), 'fb')).toBe('First');
    expect(errorMessage(error({ message: '' }), 'fb')).toBe('fb');
    expect(errorMessage(error('plain text'), 'fb')).toBe('fb');
    expect(errorMessage(new Error('x'), 'fb')).toBe('fb');
    expect(errorMessage(undefined, 'fb')).toBe('fb');
  });

  it('fieldErrors and toFormikErrors turn the per-field map into nested Formik errors', () => {
    const answer = error({
      message: 'Invalid',
      errors: {
        email: 'Please enter a valid email address.',
        'contractDetails.budget': 'Pick one',
      },
    });
    expect(fieldErrors(answer)).toEqual({
      email: 'Please enter a valid email address.',
      'contractDetails.budget': 'Pick one',
    });
    expect(toFormikErrors(answer)).toEqual({
      email: 'Please enter a valid email address.',
      contractDetails: { budget: 'Pick one' },
    });
    expect(toFormikErrors(error({ message: 'no fields' }))).toBeUndefined();
  });

  it('onSuccess: a failed mutation invalidates nothing', () => {
    const tags = onSuccess(['User'] as const);
    expect(tags(undefined, undefined)).toEqual(['User']);
    expect(tags(undefined, { status: 500 })).toEqual([]);
  });
});
