import type {
  EmployeeCount,
  PartnershipBudget,
  PartnershipType,
  Timeline,
} from '@bb/shared/partnerships';
import { api, onSuccess } from './base';
import type { InquiryResponse } from './inquiries';

// Mirrors backend/src/partnerships: corporate partnership inquiries (spec 001, 3 and 7).

export {
  EMPLOYEE_COUNTS,
  INTEREST_AREAS,
  PARTNERSHIP_BUDGETS,
  PARTNERSHIP_TYPES,
  TIMELINES,
  type EmployeeCount,
  type InterestArea,
  type PartnershipBudget,
  type PartnershipType,
  type Timeline,
} from '@bb/shared/partnerships';

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
      // A signed-in member's inbox receives an acknowledgement.
      invalidatesTags: onSuccess(['MemberMessage', 'MemberSummary'] as const),
    }),
  }),
});

export const { useSubmitPartnershipInquiryMutation } = partnershipsApi;
