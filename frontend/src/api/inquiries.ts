import type { EventType, InquiryType, SpeakingBudget } from '@bb/shared/inquiries';
import { api, onSuccess } from './base';

// Mirrors backend/src/inquiries: general contact messages and speaking requests (spec 001, 3 and 7).

export {
  EVENT_TYPES,
  INQUIRY_TYPES,
  SPEAKING_BUDGETS,
  type EventType,
  type InquiryType,
  type SpeakingBudget,
} from '@bb/shared/inquiries';

/** POST /api/contact. Optional fields are left out when blank. */
export interface ContactMessage {
  name: string;
  email: string;
  company?: string;
  inquiryType: InquiryType;
  message: string;
  /** The honeypot: sent only when something (a bot) filled it in. */
  website?: string;
}

/** POST /api/speaking-request. Optional fields are left out when blank. */
export interface SpeakingRequest {
  contactName: string;
  email: string;
  company: string;
  eventType: EventType;
  /** YYYY-MM-DD. */
  eventDate?: string;
  /** A whole number. */
  attendeeCount?: number;
  budget?: SpeakingBudget;
  message?: string;
  /** The honeypot: sent only when something (a bot) filled it in. */
  website?: string;
}

/** The answer of a successful submission (201). */
export interface InquiryResponse {
  message: string;
  /** The inquiry's short reference (`SR-7KQ3-MX9D`), shown in the confirmation. */
  reference: string;
}

export const inquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<InquiryResponse, ContactMessage>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
      // A signed-in member's inbox receives an acknowledgement.
      invalidatesTags: onSuccess(['MemberMessage', 'MemberSummary'] as const),
    }),
    requestSpeaking: build.mutation<InquiryResponse, SpeakingRequest>({
      query: (body) => ({ url: '/api/speaking-request', method: 'POST', body }),
      // A signed-in member's bookings, inbox (acknowledgement) and summary change.
      invalidatesTags: onSuccess(['SpeakingRequest', 'MemberMessage', 'MemberSummary'] as const),
    }),
  }),
});

export const { useSendContactMessageMutation, useRequestSpeakingMutation } = inquiriesApi;
