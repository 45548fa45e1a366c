import { INQUIRY_API_PATHS, type InquiryKind, type ThreadEntry } from '@bb/shared/admin';
import { api, onSuccess } from '../base';

// Internal notes on any kind of inquiry: POST /api/admin/{inbox}/{id}/notes (backend/src/inquiries,
// InquiryNotesController). A note refreshes its inbox's details and the audit trail.

const TAG_OF = {
  'speaking-request': 'SpeakingRequest',
  'corporate-partnership': 'Partnership',
  'contact-message': 'ContactMessage',
} as const satisfies Record<InquiryKind, string>;

export const adminInquiryNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addInquiryNote: build.mutation<ThreadEntry, { kind: InquiryKind; id: string; note: string }>({
      query: ({ kind, id, note }) => ({
        url: `/api/admin/${INQUIRY_API_PATHS[kind]}/${encodeURIComponent(id)}/notes`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (result, error, { kind }) =>
        onSuccess([TAG_OF[kind], 'AuditEntry'] as const)(result, error),
    }),
  }),
});

export const { useAddInquiryNoteMutation } = adminInquiryNotesApi;
