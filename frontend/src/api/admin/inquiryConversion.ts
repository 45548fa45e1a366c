import type { ConvertContactMessageRequest, ConvertedInquiryAnswer } from '@bb/shared/admin';
import { api, onSuccess } from '../base';
import { INQUIRY_TAGS, inquiryUrl } from './inboxQuery';

// Turning a contact message into a speaking request or a partnership inquiry:
// POST /api/admin/contact-messages/{id}/convert (backend/src/inquiry-conversion). It refreshes the
// contact inbox and the target's (the new inquiry, the archived message), the figures and the audit
// trail.

export const adminInquiryConversionApi = api.injectEndpoints({
  endpoints: (build) => ({
    convertContactMessage: build.mutation<
      ConvertedInquiryAnswer,
      { id: string } & ConvertContactMessageRequest
    >({
      query: ({ id, ...body }) => ({
        url: `${inquiryUrl('contact-message', id)}/convert`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, error, { target }) =>
        onSuccess([
          INQUIRY_TAGS['contact-message'],
          INQUIRY_TAGS[target],
          'AdminStats',
          'AuditEntry',
        ] as const)(result, error),
    }),
  }),
});

export const { useConvertContactMessageMutation } = adminInquiryConversionApi;
