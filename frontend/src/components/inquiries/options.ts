import type { EventType, InquiryType, SpeakingBudget } from '../../api/inquiries';
import type {
  EmployeeCount,
  PartnershipBudget,
  PartnershipType,
  Timeline,
} from '../../api/partnerships';

// Human labels of the inquiry forms' option codes (the codes themselves live in the api files).

export interface Option<T extends string> {
  value: T;
  label: string;
}

export const INQUIRY_TYPE_OPTIONS: readonly Option<InquiryType>[] = [
  { value: 'general', label: 'General inquiry' },
  { value: 'speaking', label: 'Speaking engagement' },
  { value: 'training', label: 'Corporate training' },
  { value: 'partnership', label: 'Partnership' },
];

export const EVENT_TYPE_OPTIONS: readonly Option<EventType>[] = [
  { value: 'keynote', label: 'Keynote' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'panel', label: 'Panel discussion' },
  { value: 'conference', label: 'Conference' },
];

export const SPEAKING_BUDGET_OPTIONS: readonly Option<SpeakingBudget>[] = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-10k', label: '$5,000 - $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k-plus', label: 'Over $50,000' },
  { value: 'discuss', label: "Let's discuss" },
];

/** Partnership levels, in the order the corporate page shows them. */
export const PARTNERSHIP_TYPE_OPTIONS: readonly Option<PartnershipType>[] = [
  { value: 'strategic', label: 'Strategic Partner' },
  { value: 'client', label: 'Corporate Client' },
  { value: 'sponsor', label: 'Program Sponsor' },
];

export const EMPLOYEE_COUNT_OPTIONS: readonly Option<EmployeeCount>[] = [
  { value: '1-50', label: '1-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1,000 employees' },
  { value: '1001-5000', label: '1,001-5,000 employees' },
  { value: '5000+', label: '5,000+ employees' },
];

export const TIMELINE_OPTIONS: readonly Option<Timeline>[] = [
  { value: 'immediate', label: 'Immediately' },
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: 'flexible', label: 'Flexible' },
];

export const PARTNERSHIP_BUDGET_OPTIONS: readonly Option<PartnershipBudget>[] = [
  { value: 'under-15k', label: 'Under $15,000' },
  { value: '15k-50k', label: '$15,000 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-250k', label: '$100,000 - $250,000' },
  { value: '250k-plus', label: '$250,000+' },
  { value: 'discuss', label: 'Open to discussion' },
];

/** The label of a partnership level ('client' -> 'Corporate Client'). */
export function partnershipTypeLabel(type: PartnershipType): string {
  return PARTNERSHIP_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}
