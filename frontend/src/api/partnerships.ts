import { api } from './base';
import type { InquiryResponse } from './inquiries';

// Mirrors backend/src/partnerships: corporate partnership inquiries (spec 001, 3 and 7).

/** Partnership levels: Corporate Client, Program Sponsor, Strategic Partner. */
export const PARTNERSHIP_TYPES = ['client', 'sponsor', 'strategic'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

export const EMPLOYEE_COUNTS = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

export const TIMELINES = [
  'immediate',
  '1-3-months',
  '3-6-months',
  '6-12-months',
  'flexible',
] as const;
export type Timeline = (typeof TIMELINES)[number];

export const PARTNERSHIP_BUDGETS = [
  'under-15k',
  '15k-50k',
  '50k-100k',
  '100k-250k',
  '250k-plus',
  'discuss',
] as const;
export type PartnershipBudget = (typeof PARTNERSHIP_BUDGETS)[number];

/** The interest areas, sent as they read. */
export const INTEREST_AREAS = [
  'Corporate Inclusion Training',
  'Speaking Engagements',
  'Leadership Development',
  'Employee Resource Group Support',
  'Disability Awareness Training',
  'Mental Health Programs',
  'Community Outreach',
  'CSR Initiatives',
] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];

/** Optional fields are left out when blank. */
export interface ContractDetails {
  interests: string[];
  employeeCount?: EmployeeCount;
  timeline?: Timeline;
  budget?: PartnershipBudget;
  additionalInfo?: string;
}

/** POST /api/corporate-partnership. */
export interface PartnershipInquiry {
  companyName: string;
  contactName: string;
  email: string;
  partnershipType: PartnershipType;
  contractDetails: ContractDetails;
  /** The honeypot: sent only when something (a bot) filled it in. */
  website?: string;
}

/** The partnership packet, a PDF served as a download. */
export const PARTNERSHIP_PACKET_URL = '/api/partnership-packet';

export const partnershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitPartnershipInquiry: build.mutation<InquiryResponse, PartnershipInquiry>({
      query: (body) => ({ url: '/api/corporate-partnership', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitPartnershipInquiryMutation } = partnershipsApi;
