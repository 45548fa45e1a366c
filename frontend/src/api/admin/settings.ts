import type { AdminSettings, AdminSettingsPatch } from '@bb/shared/admin-content';
import { api, onSuccess } from '../base';

// The site's settings: GET/PATCH /api/admin/settings (coming-soon mode, the organisation's details,
// the notification address, the audit retention). A change is what public pages show: it refreshes
// the details ('Site'), the pages' documents that show them ('Page') and the coming-soon status
// ('ComingSoon') everywhere, and the audit trail. The organisation's time zone is shown with what
// is scheduled: the dashboard's list ('Scheduled') is read again too.

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => '/api/admin/settings',
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminSettings, AdminSettingsPatch>({
      query: (body) => ({ url: '/api/admin/settings', method: 'PATCH', body }),
      // The answer is the settings as stored: the cache takes it without asking again.
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(adminSettingsApi.util.upsertQueryData('getAdminSettings', undefined, data));
        } catch {
          // Refused: nothing changes (the caller shows why).
        }
      },
      // The public pages' documents come with the details filled in: they are read again too.
      invalidatesTags: onSuccess([
        'Site',
        'Page',
        'ComingSoon',
        'AuditEntry',
        'Scheduled',
      ] as const),
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateAdminSettingsMutation } = adminSettingsApi;
