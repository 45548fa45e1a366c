import type { InquiryKind, ThreadEntry } from '@bb/shared/admin';
import { api, onSuccess } from '../base';
import { INQUIRY_TAGS, inquiryUrl } from './inboxQuery';

// Internal notes on any kind of inquiry: POST /api/admin/{inbox}/{id}/notes (backend/src/inquiries,
// InquiryNotesController). A note refreshes its inbox's details and the audit trail.

export const adminInquiryNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addInquiryNote: build.mutation<ThreadEntry, { kind: InquiryKind; id: string; note: string }>({
      query: ({ kind, id, note }) => ({
        url: `${inquiryUrl(kind, id)}/notes`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (result, error, { kind }) =>
        onSuccess([INQUIRY_TAGS[kind], 'AuditEntry'] as const)(result, error),
    }),
  }),
});

export const { useAddInquiryNoteMutation } = adminInquiryNotesApi;
