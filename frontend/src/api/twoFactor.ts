import type {
  TwoFactorEnrolled,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@bb/shared/two-factor';
import { signIn, signInStep, type User } from './auth';
import { api, onSuccess } from './base';

// Two-factor sign-in (backend two-factor module, shared/src/two-factor.ts): the signed-in user's
// own routes under /api/user/two-factor, and the second step of a sign-in under
// /api/login/two-factor. Loaded with the pages that use it (settings, the sign-in page's second
// step), not on every page.

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's status; the argument is the user's id (each user cached apart). */
    getTwoFactorStatus: build.query<TwoFactorStatus, string>({
      query: () => '/api/user/two-factor',
      providesTags: ['TwoFactor'],
    }),
    /** A new key (kept in the session until a first code confirms it). */
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/user/two-factor/setup', method: 'POST' }),
    }),
    /** Turns it on with a first code; answers the recovery codes (shown once). */
    enableTwoFactor: build.mutation<TwoFactorRecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/api/user/two-factor/enable', method: 'POST', body }),
      invalidatesTags: onSuccess(['TwoFactor'] as const),
    }),
    /** Turns it off with the password and a code (6-digit or recovery). */
    disableTwoFactor: build.mutation<unknown, { password: string; code: string }>({
      query: (body) => ({ url: '/api/user/two-factor/disable', method: 'POST', body }),
      invalidatesTags: onSuccess(['TwoFactor'] as const),
    }),
    /** A new set of recovery codes (the old ones stop working). */
    regenerateRecoveryCodes: build.mutation<TwoFactorRecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/api/user/two-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: onSuccess(['TwoFactor'] as const),
    }),
    /** The second step of a sign-in: the user answered becomes the current user. */
    loginWithCode: build.mutation<User, { code: string }>({
      queryFn: (body, queryApi, extraOptions) =>
        signIn({ url: '/api/login/two-factor', method: 'POST', body }, queryApi, extraOptions),
    }),
    /** Enforced enrolment at sign-in: a new key for the pending sign-in. */
    setUpTwoFactorAtLogin: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/login/two-factor/setup', method: 'POST' }),
    }),
    /**
     * Enforced enrolment at sign-in: the first code turns it on and establishes the session. The
     * user answered becomes the current user; the recovery codes are answered to be shown once.
     */
    enableTwoFactorAtLogin: build.mutation<TwoFactorEnrolled, { code: string }>({
      queryFn: (body, queryApi, extraOptions) =>
        signInStep<TwoFactorEnrolled>(
          { url: '/api/login/two-factor/enable', method: 'POST', body },
          queryApi,
          extraOptions,
          (answer) => answer.user,
        ),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useLoginWithCodeMutation,
  useSetUpTwoFactorAtLoginMutation,
  useEnableTwoFactorAtLoginMutation,
} = twoFactorApi;
