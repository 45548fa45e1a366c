import {
  type AdminMessageAnswer,
  INQUIRY_API_PATHS,
  type InquiryKind,
  type InquiryTriage,
} from '@bb/shared/admin';
import { api, onSuccess } from '../base';

// The inboxes' triage for any kind of inquiry (backend/src/inquiries, InquiryTriageService):
// PATCH /api/admin/{inbox}/{id}/assignee, POST …/archive, …/restore, …/spam, …/not-spam and
// DELETE …/{id} (the assignee choices come from api/admin/users.ts). A change refreshes its inbox
// (lists, details, counts), the dashboard's figures and the audit trail.

const TAG_OF = {
  'speaking-request': 'SpeakingRequest',
  'corporate-partnership': 'Partnership',
  'contact-message': 'ContactMessage',
} as const satisfies Record<InquiryKind, string>;

/** The tools that take no body (POST …/{id}/{tool}). */
export type TriageTool = 'archive' | 'restore' | 'spam' | 'not-spam';

const urlOf = (kind: InquiryKind, id: string) =>
  `/api/admin/${INQUIRY_API_PATHS[kind]}/${encodeURIComponent(id)}`;
const changed = (kind: InquiryKind) => [TAG_OF[kind], 'AdminStats', 'AuditEntry'] as const;

export const adminInquiryTriageApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignInquiry: build.mutation<
      InquiryTriage,
      { kind: InquiryKind; id: string; assigneeId: string | null }
    >({
      query: ({ kind, id, assigneeId }) => ({
        url: `${urlOf(kind, id)}/assignee`,
        method: 'PATCH',
        body: { assigneeId },
      }),
      invalidatesTags: (result, error, { kind }) => onSuccess(changed(kind))(result, error),
    }),
    triageInquiry: build.mutation<
      InquiryTriage,
      { kind: InquiryKind; id: string; tool: TriageTool }
    >({
      query: ({ kind, id, tool }) => ({ url: `${urlOf(kind, id)}/${tool}`, method: 'POST' }),
      invalidatesTags: (result, error, { kind }) => onSuccess(changed(kind))(result, error),
    }),
    deleteInquiry: build.mutation<AdminMessageAnswer, { kind: InquiryKind; id: string }>({
      query: ({ kind, id }) => ({ url: urlOf(kind, id), method: 'DELETE' }),
      invalidatesTags: (result, error, { kind }) =>
        onSuccess([...changed(kind), 'MemberMessage'] as const)(result, error),
    }),
  }),
});

export const { useAssignInquiryMutation, useTriageInquiryMutation, useDeleteInquiryMutation } =
  adminInquiryTriageApi;
