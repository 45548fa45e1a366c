import { api, onSuccess } from './base';

// Mirrors backend/src/inquiries: general contact messages and speaking requests (spec 001, 3 and 7).

/** What a contact message is about; 'general' unless the visitor chooses otherwise. */
export const INQUIRY_TYPES = ['general', 'speaking', 'training', 'partnership'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const EVENT_TYPES = ['keynote', 'workshop', 'panel', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The speaking form's budget codes. */
export const SPEAKING_BUDGETS = [
  'under-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  '50k-plus',
  'discuss',
] as const;
export type SpeakingBudget = (typeof SPEAKING_BUDGETS)[number];

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
}

export const inquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<InquiryResponse, ContactMessage>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
      // A signed-in member's inbox receives an acknowledgement.
      invalidatesTags: onSuccess(['MyMessages', 'MySummary'] as const),
    }),
    requestSpeaking: build.mutation<InquiryResponse, SpeakingRequest>({
      query: (body) => ({ url: '/api/speaking-request', method: 'POST', body }),
      // A signed-in member's bookings, inbox (acknowledgement) and summary change.
      invalidatesTags: onSuccess(['MyBookings', 'MyMessages', 'MySummary'] as const),
    }),
  }),
});

export const { useSendContactMessageMutation, useRequestSpeakingMutation } = inquiriesApi;
