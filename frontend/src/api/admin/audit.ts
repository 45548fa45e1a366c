import type { AuditLogPage, AuditLogQuery } from '@bb/shared/admin';
import { api } from '../base';

// The audit trail: GET /api/admin/audit-log (read only; no route edits or deletes entries).

/** The query string of an audit-log request: only the filters that are set. */
export function auditLogSearch(query: AuditLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogPage, AuditLogQuery>({
      query: (query) => `/api/admin/audit-log${auditLogSearch(query)}`,
      providesTags: ['AuditEntry'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
