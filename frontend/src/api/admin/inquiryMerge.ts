import { type InquiryKind, type ListPage, type MergeInquiryRequest } from '@bb/shared/admin';
import { api, onSuccess } from '../base';
import { INQUIRY_TAGS, inboxPath, inquiryUrl } from './inboxQuery';
import type { AnyInquiry } from './inquiries';

// Merging duplicate inquiries of any kind: POST /api/admin/{inbox}/{id}/merge (backend/src/inquiries,
// InquiryMergeController), and the sender's other inquiries of the same kind, to merge from (the
// inbox's own list, searched for the address). A merge refreshes its inbox and the audit trail.

/** The most of a sender's inquiries of one kind offered to merge (the list's largest page). */
const SAME_SENDER_MAX = 100;

export const adminInquiryMergeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The sender's other inquiries of this kind (the same address, whatever the case), newest first. */
    getSameSenderInquiries: build.query<
      AnyInquiry[],
      { kind: InquiryKind; email: string; excludeId: string }
    >({
      query: ({ kind, email }) =>
        `${inboxPath(kind)}?${new URLSearchParams({
          search: email,
          pageSize: String(SAME_SENDER_MAX),
          status: 'all',
        }).toString()}`,
      transformResponse: (page: ListPage<AnyInquiry>, _meta, { email, excludeId }) =>
        page.items.filter(
          (item) => item.id !== excludeId && item.email.toLowerCase() === email.toLowerCase(),
        ),
      providesTags: (_result, _error, { kind }) => [INQUIRY_TAGS[kind]],
    }),
    mergeInquiry: build.mutation<void, { kind: InquiryKind; id: string } & MergeInquiryRequest>({
      query: ({ kind, id, duplicateId }) => ({
        url: `${inquiryUrl(kind, id)}/merge`,
        method: 'POST',
        body: { duplicateId },
      }),
      invalidatesTags: (result, error, { kind }) =>
        onSuccess([INQUIRY_TAGS[kind], 'AdminStats', 'AuditEntry'] as const)(result, error),
    }),
  }),
});

export const { useGetSameSenderInquiriesQuery, useMergeInquiryMutation } = adminInquiryMergeApi;
