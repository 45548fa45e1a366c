import { type AdminMessageAnswer, type InquiryKind, type InquiryTriage } from '@bb/shared/admin';
import { api, onSuccess } from '../base';
import { INQUIRY_TAGS, inquiryUrl } from './inboxQuery';

// The inboxes' triage for any kind of inquiry (backend/src/inquiries, InquiryTriageService):
// PATCH /api/admin/{inbox}/{id}/assignee, POST …/archive, …/restore, …/spam, …/not-spam and
// DELETE …/{id} (the assignee choices come from api/admin/users.ts). A change refreshes its inbox
// (lists, details, counts), the dashboard's figures and the audit trail.

/** The tools that take no body (POST …/{id}/{tool}). */
export type TriageTool = 'archive' | 'restore' | 'spam' | 'not-spam';

const changed = (kind: InquiryKind) => [INQUIRY_TAGS[kind], 'AdminStats', 'AuditEntry'] as const;

export const adminInquiryTriageApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignInquiry: build.mutation<
      InquiryTriage,
      { kind: InquiryKind; id: string; assigneeId: string | null }
    >({
      query: ({ kind, id, assigneeId }) => ({
        url: `${inquiryUrl(kind, id)}/assignee`,
        method: 'PATCH',
        body: { assigneeId },
      }),
      invalidatesTags: (result, error, { kind }) => onSuccess(changed(kind))(result, error),
    }),
    triageInquiry: build.mutation<
      InquiryTriage,
      { kind: InquiryKind; id: string; tool: TriageTool }
    >({
      query: ({ kind, id, tool }) => ({ url: `${inquiryUrl(kind, id)}/${tool}`, method: 'POST' }),
      invalidatesTags: (result, error, { kind }) => onSuccess(changed(kind))(result, error),
    }),
    deleteInquiry: build.mutation<AdminMessageAnswer, { kind: InquiryKind; id: string }>({
      query: ({ kind, id }) => ({ url: inquiryUrl(kind, id), method: 'DELETE' }),
      invalidatesTags: (result, error, { kind }) =>
        onSuccess([...changed(kind), 'MemberMessage'] as const)(result, error),
    }),
  }),
});

export const { useAssignInquiryMutation, useTriageInquiryMutation, useDeleteInquiryMutation } =
  adminInquiryTriageApi;
