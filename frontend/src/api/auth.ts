import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AccountUser, SessionUser } from '@bb/shared/accounts';
import type { LoginNextStep } from '@bb/shared/two-factor';
import { api, apiBaseQuery, onSuccess, type ApiError, type ApiRequest } from './base';
import { USER_SCOPED_TAGS } from './tags';

/**
 * The signed-in user as GET /api/user and the sign-in answers give it (pendingEmail: a change of
 * address waiting for its link; firstSignIn: this session is the account's first sign-in).
 */
export type User = SessionUser;

/** The account as the account routes answer it (PATCH /api/user): the user without the session. */
export type Account = AccountUser;

/**
 * Puts an account answer into the cached current user, keeping what the session knows (an account
 * answer has no `firstSignIn`); nothing when nobody is cached.
 */
export function accountChanged(account: Account) {
  return authApi.util.updateQueryData('getCurrentUser', undefined, (current) =>
    current ? { ...current, ...account } : current,
  );
}

/**
 * The server sets this readable cookie while the session belongs to a signed-in user and clears it
 * otherwise (backend/src/sessions/signed-in-hint.ts). Without it there is no user, and asking would
 * only earn a 401 that browsers log as an error on every public page. Its value is "dark" when the
 * user's Dark Mode setting is on, else "1".
 */
export const SIGNED_IN_HINT_COOKIES = ['__Host-signed_in', 'signed_in'];

/** The hint's value, or undefined without one. */
function signedInHint(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (SIGNED_IN_HINT_COOKIES.includes(name)) return eq < 0 ? '' : part.slice(eq + 1).trim();
  }
  return undefined;
}

export function hasSignedInHint(): boolean {
  return signedInHint() !== undefined;
}

/**
 * `hasSignedInHint()` without blocking the page: through the Cookie Store API where the browser has
 * it (reading `document.cookie` is a synchronous round trip to the browser's cookie store, which
 * takes milliseconds while a page is loading), else `document.cookie`.
 */
export async function hasSignedInHintSoon(): Promise<boolean> {
  const store = (
    globalThis as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  if (!store) return hasSignedInHint();
  try {
    const found = await Promise.all(SIGNED_IN_HINT_COOKIES.map((name) => store.get(name)));
    return found.some((cookie) => cookie !== null);
  } catch {
    return hasSignedInHint();
  }
}

/** Whether the hint says the signed-in user has Dark Mode on (the colour mode to start in). */
export function hintSaysDark(): boolean {
  return signedInHint() === 'dark';
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** The body of POST /api/register; the confirm-password field is never sent. */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  /** Always false: registration creates a member (the server ignores it anyway). */
  isAdmin: false;
}

/** A token from an e-mail link with the new password. */
export interface TokenPasswordRequest {
  token: string;
  password: string;
}

/** The `{ message }` answer of the account e-mail and token endpoints. */
export interface MessageResponse {
  message: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null: a 401 means "no user", not an error. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        if (!hasSignedInHint()) return { data: null };
        const result = await apiBaseQuery('/api/user', queryApi, extraOptions);
        if (result.error) {
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        return { data: (result.data as User | null) ?? null };
      },
      providesTags: ['CurrentUser'],
    }),
    /**
     * Signs out; on success the cached user becomes null before the mutation answers, so a page the
     * caller then navigates to (such as /login, which sends signed-in users away) already sees nobody.
     * A failure changes nothing.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await apiBaseQuery(
          { url: '/api/logout', method: 'POST' },
          queryApi,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        await queryApi.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
        return { data: null };
      },
    }),
    /**
     * Signs in; the user answered becomes the cached current user. With two-factor sign-in on (or
     * required) the server answers 202 with the next step instead, and nobody is signed in yet.
     */
    login: build.mutation<User | LoginNextStep, LoginRequest>({
      queryFn: (body, queryApi, extraOptions) =>
        signInStep<User | LoginNextStep>(
          { url: '/api/login', method: 'POST', body },
          queryApi,
          extraOptions,
          (answer) => ('nextStep' in answer ? null : answer),
        ),
    }),
    /** Creates a member account and signs it in; the user answered becomes the current user. */
    register: build.mutation<User, RegisterRequest>({
      queryFn: (body, queryApi, extraOptions) =>
        signIn({ url: '/api/register', method: 'POST', body }, queryApi, extraOptions),
    }),
    /** Mails a reset link (the answer is the same whether or not the address is known). */
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    /**
     * Verifies an address, or confirms a change of address; a signed-in user is read again
     * (emailVerified, or the new address), and what is theirs by address with it.
     */
    verifyEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/api/verify-email', method: 'POST', body }),
      invalidatesTags: onSuccess(['CurrentUser', ...USER_SCOPED_TAGS] as const),
    }),
    /** Mails a new verification link. */
    resendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/api/resend-verification', method: 'POST', body }),
    }),
    /**
     * Sets a new password with a reset link's token. The server ends the user's other sessions (and
     * counts the address as verified), so the current user is read again.
     */
    resetPassword: build.mutation<MessageResponse, TokenPasswordRequest>({
      query: (body) => ({ url: '/api/reset-password', method: 'POST', body }),
      invalidatesTags: onSuccess(['CurrentUser'] as const),
    }),
    /** Sets the password of an account an administrator prepared (as resetPassword). */
    setPassword: build.mutation<MessageResponse, TokenPasswordRequest>({
      query: (body) => ({ url: '/api/set-password', method: 'POST', body }),
      invalidatesTags: onSuccess(['CurrentUser'] as const),
    }),
  }),
});

/**
 * Sends a sign-in or registration and, before answering, puts the user answered into the
 * getCurrentUser cache: whoever awaits the mutation then finds the user there (a guarded page it
 * navigates to does not see a signed-out visitor for a moment).
 */
export function signIn(
  request: ApiRequest,
  queryApi: BaseQueryApi,
  extraOptions: object,
): Promise<{ data: User } | { error: ApiError }> {
  return signInStep<User>(request, queryApi, extraOptions, (user) => user);
}

/**
 * Sends a step of a sign-in (as signIn). When `userOf` finds a user in the answer, the session was
 * established and that user becomes the cached current user before the answer is returned; an
 * answer without one (the password step of an account with two-factor sign-in) changes nothing.
 */
export async function signInStep<T>(
  request: ApiRequest,
  queryApi: BaseQueryApi,
  extraOptions: object,
  userOf: (answer: T) => User | null,
): Promise<{ data: T } | { error: ApiError }> {
  const result = await apiBaseQuery(request, queryApi, extraOptions);
  if (result.error) return { error: result.error };
  const answer = result.data as T;
  const user = userOf(answer);
  if (user)
    await queryApi.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
  return { data: answer };
}

export const {
  useGetCurrentUserQuery,
  useLogoutMutation,
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useSetPasswordMutation,
} = authApi;
