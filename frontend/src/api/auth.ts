import { api, apiBaseQuery } from './base';

export interface User {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null: a 401 means "no user", not an error. */
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, queryApi, extraOptions) {
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
