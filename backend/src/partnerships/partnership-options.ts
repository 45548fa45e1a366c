/**
 * The option sets of the corporate partnership form, exactly as the specification gives them
 * (spec 001, section 3). The frontend and the admin panel mirror these lists. Budget codes are in
 * inquiries/budget.ts with the speaking-request ones.
 */

export const PARTNERSHIP_TYPES = ['client', 'sponsor', 'strategic'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
/** The names of the partnership levels on the Corporate Opportunities page. */
export const PARTNERSHIP_TYPE_LABELS: Record<PartnershipType, string> = {
  client: 'Corporate Client',
  sponsor: 'Program Sponsor',
  strategic: 'Strategic Partner',
};

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

export const EMPLOYEE_COUNTS = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
export const EMPLOYEE_COUNT_LABELS: Record<EmployeeCount, string> = {
  '1-50': '1-50 employees',
  '51-200': '51-200 employees',
  '201-1000': '201-1,000 employees',
  '1001-5000': '1,001-5,000 employees',
  '5000+': '5,000+ employees',
};

export const TIMELINES = [
  'immediate',
  '1-3-months',
  '3-6-months',
  '6-12-months',
  'flexible',
] as const;
export type Timeline = (typeof TIMELINES)[number];
export const TIMELINE_LABELS: Record<Timeline, string> = {
  immediate: 'Immediate',
  '1-3-months': '1-3 months',
  '3-6-months': '3-6 months',
  '6-12-months': '6-12 months',
  flexible: 'Flexible',
};

/** Statuses of a partnership (the admin panel changes them; any value may follow any other). */
export const PARTNERSHIP_STATUSES = [
  'new',
  'in-discussion',
  'proposal-sent',
  'active',
  'on-hold',
  'closed',
] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const ADDITIONAL_INFO_MAX = 5000;
