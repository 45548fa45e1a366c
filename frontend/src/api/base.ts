import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { LoginNextStep } from '@bb/shared/two-factor';
import { TAG_TYPES } from './tags';

/** One request as the endpoints describe it. Data reads are GETs on a path under /api. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type when present. */
  body?: unknown;
}

/**
 * A non-OK answer (or a network failure, status 0). `message` is "<status>: <body text or status
 * text>" as the specification says; `data` keeps the parsed JSON body so that the UI can show the
 * server's own `message` and field `errors`.
 */
export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The step a 401 names when the session must first set up two-factor sign-in (an administrator
 * while the organisation requires it: shared PendingEnrolmentRefusal), else null.
 */
export function enrolmentStepOf(data: unknown): LoginNextStep | null {
  if (typeof data !== 'object' || data === null) return null;
  const { nextStep, message } = data as { nextStep?: unknown; message?: unknown };
  return nextStep === 'two-factor-enrolment' && typeof message === 'string'
    ? { nextStep, message }
    : null;
}

/**
 * Dispatched for every answer that names the enforced enrolment (app/EnrolmentRedirect takes the
 * person there); null once the sign-in page has shown it.
 */
export const enrolmentRequired = createAction<LoginNextStep | null>('api/enrolmentRequired');

export const apiBaseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError> = async (
  args,
  { signal, dispatch },
) => {
  const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { error: { status: 0, message: `0: ${reason}` } };
  }

  if (!response.ok) {
    const data = parseBody(text);
    const enrolment = response.status === 401 ? enrolmentStepOf(data) : null;
    if (enrolment) dispatch(enrolmentRequired(enrolment));
    return {
      error: {
        status: response.status,
        message: `${response.status}: ${text || response.statusText}`,
        data,
      },
    };
  }
  return { data: parseBody(text) ?? null };
};

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).status === 'number' &&
    typeof (error as ApiError).message === 'string'
  );
}

/** The server's `message` (a string, or the first of an array), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = isApiError(error) ? error.data : undefined;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && typeof message[0] === 'string' && message[0].trim() !== '') {
      return message[0];
    }
  }
  return fallback;
}

/** The per-field map of a 400 answer: `{ "<field path>": "<message>" }`, if there is one. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  const data = isApiError(error) ? error.data : undefined;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data as { errors: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const [path, value] of Object.entries(errors)) {
    if (typeof value === 'string') result[path] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') result[path] = value[0];
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Tags for a mutation's `invalidatesTags` that take effect only when it succeeded: a failed
 * mutation invalidates nothing.
 */
/**
 * For a mutation that patched the cache before the server answered (`updateQueryData`): keeps the
 * patches when it succeeds, undoes them when it is refused.
 */
export async function undoIfRefused(
  queryFulfilled: Promise<unknown>,
  ...patches: { undo(): void }[]
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

export function onSuccess<T>(tags: readonly T[]) {
  return (_result: unknown, error: unknown): readonly T[] => (error ? [] : tags);
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  // Answers never go stale on their own; no refetch on focus or reconnect; unused data kept 5 min.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: 300,
  invalidationBehavior: 'immediately',
  endpoints: () => ({}),
});

/**
 * The store's dispatch as the code below app/ sees it: plain actions and the API's thunks (app/store
 * builds the store; features, components and lib never import app/).
 */
export type ApiDispatch = ThunkDispatch<
  { [api.reducerPath]: ReturnType<typeof api.reducer> },
  unknown,
  UnknownAction
>;
export const useApiDispatch = useDispatch.withTypes<ApiDispatch>();
