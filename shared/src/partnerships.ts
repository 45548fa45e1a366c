/**
 * Corporate partnership inquiries: codes, labels and option sets (spec 001, sections 3 and 4). The
 * form, the e-mails, the partnership packet and the admin panel read them from here, and the
 * database's CHECK constraints list the same codes.
 */
import { labelOf } from './options';

/** Partnership levels, in the specification's order. */
export const PARTNERSHIP_TYPES = ['client', 'sponsor', 'strategic'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
/** The 'Most Popular' level, chosen in the form unless the visitor picks another. */
export const DEFAULT_PARTNERSHIP_TYPE: PartnershipType = 'client';
/** The order the Corporate Opportunities page and the form show the levels in. */
export const PARTNERSHIP_TYPES_AS_OFFERED: readonly PartnershipType[] = [
  'strategic',
  'client',
  'sponsor',
];
export const PARTNERSHIP_TYPE_LABELS: Readonly<Record<PartnershipType, string>> = {
  client: 'Corporate Client',
  sponsor: 'Program Sponsor',
  strategic: 'Strategic Partner',
};

/** The interest areas, sent and stored as they read. */
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
export const EMPLOYEE_COUNT_LABELS: Readonly<Record<EmployeeCount, string>> = {
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
export const TIMELINE_LABELS: Readonly<Record<Timeline, string>> = {
  immediate: 'Immediately',
  '1-3-months': '1-3 months',
  '3-6-months': '3-6 months',
  '6-12-months': '6-12 months',
  flexible: 'Flexible',
};

export const PARTNERSHIP_BUDGETS = [
  'under-15k',
  '15k-50k',
  '50k-100k',
  '100k-250k',
  '250k-plus',
  'discuss',
] as const;
export type PartnershipBudget = (typeof PARTNERSHIP_BUDGETS)[number];
export const PARTNERSHIP_BUDGET_LABELS: Readonly<Record<PartnershipBudget, string>> = {
  'under-15k': 'Under $15,000',
  '15k-50k': '$15,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k-250k': '$100,000 - $250,000',
  '250k-plus': '$250,000+',
  discuss: 'Open to discussion',
};

/** The label of a partnership budget code; null when there is none. */
export function partnershipBudgetLabel(code: string | null | undefined): string | null {
  return code ? labelOf(PARTNERSHIP_BUDGET_LABELS, code) : null;
}

/**
 * The contract details as the e-mails word them ("Company size: 201-1,000 employees"), for people:
 * each answer given, in the form's order; codes without a label are shown as they are.
 */
export function contractDetailLines(
  details: Record<string, unknown> | null | undefined,
): { label: string; value: string }[] {
  if (!details || typeof details !== 'object') return [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const lines: { label: string; value: string }[] = [];
  const interests = Array.isArray(details.interests)
    ? details.interests.filter((item): item is string => typeof item === 'string')
    : [];
  if (interests.length > 0) lines.push({ label: 'Interests', value: interests.join(', ') });
  const size = text(details.employeeCount);
  if (size) lines.push({ label: 'Company size', value: labelOf(EMPLOYEE_COUNT_LABELS, size) });
  const timeline = text(details.timeline);
  if (timeline) lines.push({ label: 'Timeline', value: labelOf(TIMELINE_LABELS, timeline) });
  const budget = partnershipBudgetLabel(text(details.budget));
  if (budget) lines.push({ label: 'Budget', value: budget });
  const info = text(details.additionalInfo);
  if (info) lines.push({ label: 'Additional information', value: info });
  return lines;
}

/** A partnership's status; any value may follow any other (spec 001, section 4). */
export const PARTNERSHIP_STATUSES = [
  'new',
  'in-discussion',
  'proposal-sent',
  'active',
  'on-hold',
  'closed',
] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];
export const DEFAULT_PARTNERSHIP_STATUS: PartnershipStatus = 'new';
/** Spec 001: "a status badge with title-cased words". */
export const PARTNERSHIP_STATUS_LABELS: Readonly<Record<PartnershipStatus, string>> = {
  new: 'New',
  'in-discussion': 'In Discussion',
  'proposal-sent': 'Proposal Sent',
  active: 'Active',
  'on-hold': 'On Hold',
  closed: 'Closed',
};
