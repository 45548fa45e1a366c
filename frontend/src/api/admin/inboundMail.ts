import type { InboundOriginal } from '@bb/shared/admin';
import { api } from '../base';

// The customers' e-mail answers as they arrived (backend/src/inbound-mail): GET
// /api/admin/inbound-mail/{id}, the whole original of an answer a thread shows by its new text, and
// the address of one of its attachments (GET …/{id}/attachments/{attachmentId}, a download for
// staff). A stored original never changes, so nothing invalidates it.

export const adminInboundMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInboundOriginal: build.query<InboundOriginal, string>({
      query: (id) => `/api/admin/inbound-mail/${encodeURIComponent(id)}`,
    }),
  }),
});

/** Where an attachment of the e-mail answer `originalId` is downloaded. */
export const inboundAttachmentUrl = (originalId: string, attachmentId: string) =>
  `/api/admin/inbound-mail/${encodeURIComponent(originalId)}/attachments/${encodeURIComponent(attachmentId)}`;

export const { useGetInboundOriginalQuery } = adminInboundMailApi;
