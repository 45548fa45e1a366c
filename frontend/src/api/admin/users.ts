import {
  userExportFileName,
  type AdminMessageAnswer,
  type AdminUser,
  type AdminUserActivity,
  type AdminUserPage,
  type CreateAdminUserBody,
  type AssigneeList,
  type UpdateAdminUserBody,
  type UserFilters,
  type UserListQuery,
} from '@bb/shared/admin';
import { downloadAttachment } from '../../lib/download';
import { api, apiBaseQuery, errorMessage, onSuccess, type ApiRequest } from '../base';

// User management: GET /api/admin/users (one page, searched, filtered and sorted on the server, with
// the stat cards' figures), POST /api/admin/users, PATCH/DELETE /api/admin/users/{id},
// POST /api/admin/users/{id}/send-password-reset, POST /api/admin/users/{id}/two-factor/reset, GET /api/admin/users/{id}/activity and the CSV
// export; POST /api/admin/users/{id}/invitation (the set-password e-mail again) and
// GET /api/admin/users/assignees (the inboxes' Assigned to choices, for those with 'inbox'). Every change refreshes the list ('User'), the figures ('AdminStats') and the trail
// ('AuditEntry').

const CHANGED = ['User', 'AdminStats', 'AuditEntry'] as const;


const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** What the table's Bulk Actions can do to each selected user. */
export type BulkUserAction = 'verify' | 'send-password-reset' | 'suspend' | 'delete';

/** The request one bulk action makes for one user (the same endpoints as the row menu). */
export function bulkActionRequest(action: BulkUserAction, id: string): ApiRequest {
  switch (action) {
    case 'verify':
      return { url: userPath(id), method: 'PATCH', body: { emailVerified: true } };
    case 'suspend':
      return { url: userPath(id), method: 'PATCH', body: { suspended: true } };
    case 'send-password-reset':
      return { url: `${userPath(id)}/send-password-reset`, method: 'POST' };
    case 'delete':
      return { url: userPath(id), method: 'DELETE' };
  }
}

export interface BulkUserResult {
  /** The ids done. */
  succeeded: string[];
  /** The ids refused, with the server's reason. */
  failed: { id: string; message: string }[];
}

/** The query string of the filters: a trimmed search when there is one, role and status. */
function filterParams({ search = '', role = 'all', status = 'all' }: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  params.set('role', role);
  params.set('status', status);
  return params;
}

/** GET /api/admin/users for one page of the table. */
export function userListUrl(query: UserListQuery): string {
  const params = filterParams(query);
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  params.set('page', String(query.page ?? 1));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return `/api/admin/users?${params.toString()}`;
}

export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUserPage, UserListQuery>({
      query: userListUrl,
      providesTags: (result) => [
        'User' as const,
        ...(result?.items ?? []).map(({ id }) => ({ type: 'User' as const, id })),
      ],
    }),
    /** Who may be given an inquiry: the active staff holding 'inbox', by username. */
    getInquiryAssignees: build.query<AssigneeList, void>({
      query: () => '/api/admin/users/assignees',
      providesTags: ['User'],
    }),
    getAdminUserActivity: build.query<AdminUserActivity, string>({
      query: (id) => `${userPath(id)}/activity`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }, 'AuditEntry'],
    }),
    createAdminUser: build.mutation<AdminUser, CreateAdminUserBody>({
      query: (body) => ({ url: '/api/admin/users', method: 'POST', body }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    updateAdminUser: build.mutation<AdminUser, { id: string; changes: UpdateAdminUserBody }>({
      query: ({ id, changes }) => ({ url: userPath(id), method: 'PATCH', body: changes }),
      // An administrator may edit their own account: the header's username follows.
      invalidatesTags: onSuccess([...CHANGED, 'CurrentUser'] as const),
    }),
    deleteAdminUser: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: userPath(id), method: 'DELETE' }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    /**
     * Turns the user's two-factor sign-in off (POST /api/admin/users/{id}/two-factor/reset): they
     * sign in with their password alone and are e-mailed. Answers the user; the list is read again.
     */
    resetUserTwoFactor: build.mutation<AdminUser, string>({
      query: (id) => ({ url: `${userPath(id)}/two-factor/reset`, method: 'POST' }),
      // An administrator may reset their own: their settings page's status follows.
      invalidatesTags: onSuccess([...CHANGED, 'TwoFactor'] as const),
    }),
    /**
     * Sends the set-password e-mail again to an account whose owner has not set a password yet (a
     * new link; the old one stops working). 409 when the account already has a password.
     */
    resendInvitation: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: `${userPath(id)}/invitation`, method: 'POST' }),
      invalidatesTags: onSuccess(['AuditEntry'] as const),
    }),
    sendPasswordReset: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: `${userPath(id)}/send-password-reset`, method: 'POST' }),
      invalidatesTags: onSuccess(['AuditEntry'] as const),
    }),
    /**
     * Bulk Actions: the action for each user in turn, one request after the other, going on after
     * a refusal. The list, figures and trail are read again once, at the end, if anything was done.
     */
    runBulkUserAction: build.mutation<BulkUserResult, { action: BulkUserAction; ids: string[] }>({
      async queryFn({ action, ids }, queryApi, extraOptions) {
        const result: BulkUserResult = { succeeded: [], failed: [] };
        for (const id of ids) {
          const answer = await apiBaseQuery(bulkActionRequest(action, id), queryApi, extraOptions);
          if (answer.error) {
            result.failed.push({ id, message: errorMessage(answer.error, answer.error.message) });
          } else {
            result.succeeded.push(id);
          }
        }
        return { data: result };
      },
      invalidatesTags: (result) =>
        result && result.succeeded.length > 0 ? [...CHANGED, 'CurrentUser'] : [],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserActivityQuery,
  useGetInquiryAssigneesQuery,
  useResendInvitationMutation,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useSendPasswordResetMutation,
  useResetUserTwoFactorMutation,
  useRunBulkUserActionMutation,
} = adminUsersApi;

/** The export's URL: every user matching the search and filters (not only the visible page). */
export function userExportUrl(filters: UserFilters): string {
  return `/api/admin/users/export?${filterParams(filters).toString()}`;
}

/** Today as YYYY-MM-DD in the reader's time zone (the export's fallback file name). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Export: downloads the server's CSV of the users matching `filters` and saves it under the
 * server's file name (users-export-{date}.csv). Answers the name; rejects with an ApiError.
 */
export function downloadUserExport(filters: UserFilters): Promise<string> {
  return downloadAttachment(userExportUrl(filters), {
    accept: 'text/csv',
    fallbackName: userExportFileName(today()),
  });
}
