import type { AdminNotifications, AdminStats, AdminSystemHealth } from '@bb/shared/admin';
import type { ScheduledList } from '@bb/shared/schedule';
import { api, apiBaseQuery, type ApiError } from '../base';

// The admin panel's figures: GET /api/admin/stats (dashboard cards, the users page's cards),
// GET /api/admin/notifications (the bell), GET /api/admin/system (system health), and the public
// GET /api/health (the dashboard's database badge). All of them are computed from the rows, so
// they provide 'AdminStats', which every admin mutation invalidates.
// GET /api/admin/scheduled (the dashboard's Scheduled card) provides 'Scheduled', which every
// mutation that sets, moves or cancels a scheduled change invalidates (pages, testimonials,
// carousel items, campaigns), and the settings (the list carries the organisation's time zone).

export type { ScheduledList };

/** GET /api/health (public): the load balancers' check, read by the dashboard's database badge. */
export interface HealthStatus {
  status: 'ok' | 'error';
  database: { status: 'up' | 'down' };
  mailQueue: { status: 'up' | 'down'; waiting: number; failed: number };
}

/** How often the bell reads what is waiting while the admin panel is open and the tab visible. */
export const NOTIFICATION_POLL_MS = 60_000;

function isHealthStatus(value: unknown): value is HealthStatus {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HealthStatus).database?.status === 'string'
  );
}

/**
 * GET /api/admin/stats's answer: each section only when the caller may open it (users: 'users';
 * testimonials; the three inboxes: 'inbox'), so any may be absent.
 */
export type AdminStatsAnswer = { [Section in keyof AdminStats]?: AdminStats[Section] };

export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStatsAnswer, void>({
      query: () => '/api/admin/stats',
      providesTags: ['AdminStats'],
    }),
    getAdminNotifications: build.query<AdminNotifications, void>({
      query: () => '/api/admin/notifications',
      providesTags: ['AdminStats'],
    }),
    getSystemHealth: build.query<AdminSystemHealth, void>({
      query: () => '/api/admin/system',
      providesTags: ['AdminStats'],
    }),
    /**
     * The health check answers 503 with the same body when a component is down (the mail queue,
     * say): that is an answer to show, not a failure to load.
     */
    getHealth: build.query<HealthStatus, void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await apiBaseQuery('/api/health', queryApi, extraOptions);
        if (result.error) {
          const error: ApiError = result.error;
          return error.status === 503 && isHealthStatus(error.data)
            ? { data: error.data }
            : { error };
        }
        return isHealthStatus(result.data)
          ? { data: result.data }
          : { error: { status: 0, message: '0: Unexpected health answer' } };
      },
      providesTags: ['AdminStats'],
    }),
    /** What is scheduled, soonest first (`total`: how many in all). */
    getScheduled: build.query<ScheduledList, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => `/api/admin/scheduled?page=${page}&pageSize=${pageSize}`,
      providesTags: ['Scheduled'],
    }),
  }),
});

export const {
  useGetAdminStatsQuery,
  useGetAdminNotificationsQuery,
  useGetSystemHealthQuery,
  useGetHealthQuery,
  useGetScheduledQuery,
} = adminStatsApi;
