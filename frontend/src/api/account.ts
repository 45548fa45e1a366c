import { accountChanged, authApi, type Account } from './auth';
import { api, onSuccess } from './base';
import { USER_SCOPED_TAGS } from './tags';

// The signed-in member's own account (backend/src/account/account.controller.ts): settings, profile,
// password and deletion. The app's colour mode follows Dark Mode on every page: app/MemberColorMode.tsx
// loads this module once a member is signed in (visitors' pages never load it).

export interface Preferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  darkMode: boolean;
}

export type PreferenceKey = keyof Preferences;

export interface ProfileChanges {
  username?: string;
  email?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface AccountMessage {
  message: string;
}

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The member's settings. The argument is the user's id: each user's settings are cached apart,
     * so nobody who signs in after someone else on the same page sees that person's settings.
     */
    getPreferences: build.query<Preferences, string>({
      query: () => '/api/user/preferences',
      providesTags: ['Preferences'],
    }),
    /**
     * Changes some settings. The cached settings change at once (so Dark Mode applies at once) and
     * return to what they were if the server refuses.
     */
    updatePreferences: build.mutation<
      Preferences,
      { userId: string; changes: Partial<Preferences> }
    >({
      query: ({ changes }) => ({ url: '/api/user/preferences', method: 'PUT', body: changes }),
      async onQueryStarted({ userId, changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          preferencesApi.util.updateQueryData('getPreferences', userId, (prefs) => {
            Object.assign(prefs, changes);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(preferencesApi.util.upsertQueryData('getPreferences', userId, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/user: the answered user replaces the cached current user. A new address waits as
     * `pendingEmail` until the link mailed to it is followed; `email` stays until then.
     */
    updateProfile: build.mutation<Account, ProfileChanges>({
      query: (body) => ({ url: '/api/user', method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: account } = await queryFulfilled;
          dispatch(accountChanged(account));
        } catch {
          // The form shows the failure.
        }
      },
      // Which requests are the member's depends on the (verified) address; completion changes.
      invalidatesTags: onSuccess(USER_SCOPED_TAGS),
    }),
    /** Mails the link of the waiting change of address again (only the newest link works). */
    resendEmailChange: build.mutation<AccountMessage, void>({
      query: () => ({ url: '/api/user/email-change/resend', method: 'POST' }),
    }),
    /** Drops the waiting change of address; the answered user replaces the cached current user. */
    cancelEmailChange: build.mutation<Account, void>({
      query: () => ({ url: '/api/user/email-change', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: account } = await queryFulfilled;
          dispatch(accountChanged(account));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    changePassword: build.mutation<AccountMessage, PasswordChange>({
      query: (body) => ({ url: '/api/user/password', method: 'POST', body }),
    }),
    /** DELETE /api/user with the password. The caller clears the user (see `currentUserCleared`). */
    deleteAccount: build.mutation<AccountMessage, { password: string }>({
      query: (body) => ({ url: '/api/user', method: 'DELETE', body }),
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferencesMutation } = preferencesApi;
export const {
  useUpdateProfileMutation,
  useResendEmailChangeMutation,
  useCancelEmailChangeMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = accountApi;

/** The action that makes the cached current user nobody (after the account is deleted). */
export const currentUserCleared = () =>
  authApi.util.upsertQueryData('getCurrentUser', undefined, null);
