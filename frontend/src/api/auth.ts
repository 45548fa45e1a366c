import { api, apiBaseQuery } from './base';

export interface User {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

/**
 * The server sets this readable cookie (value "1") while the session belongs to a signed-in user
 * and clears it otherwise (backend/src/auth/signed-in-hint.ts). Without it there is no user, and
 * asking would only earn a 401 that browsers log as an error on every public page.
 */
export const SIGNED_IN_HINT_COOKIES = ['__Host-signed_in', 'signed_in'];

export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .some((name) => SIGNED_IN_HINT_COOKIES.includes(name));
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
      providesTags: ['User'],
    }),
    /** Signs out; on success the cached user becomes null (a failure changes nothing). */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = authApi;
