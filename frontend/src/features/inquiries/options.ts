import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES_AS_OFFERED,
  SPEAKING_BUDGET_LABELS,
  SPEAKING_BUDGETS,
} from '@bb/shared/inquiries';
import { labelOf, optionsOf, type Option } from '@bb/shared/options';
import {
  EMPLOYEE_COUNT_LABELS,
  EMPLOYEE_COUNTS,
  PARTNERSHIP_BUDGET_LABELS,
  PARTNERSHIP_BUDGETS,
  PARTNERSHIP_TYPE_LABELS,
  PARTNERSHIP_TYPES_AS_OFFERED,
  TIMELINE_LABELS,
  TIMELINES,
  type PartnershipType,
} from '@bb/shared/partnerships';

// The inquiry forms' options: codes and labels from @bb/shared, the one definition the API uses too.

export type { Option };

export const INQUIRY_TYPE_OPTIONS = optionsOf(INQUIRY_TYPES_AS_OFFERED, INQUIRY_TYPE_LABELS);
export const EVENT_TYPE_OPTIONS = optionsOf(EVENT_TYPES, EVENT_TYPE_LABELS);
export const SPEAKING_BUDGET_OPTIONS = optionsOf(SPEAKING_BUDGETS, SPEAKING_BUDGET_LABELS);
/** Partnership levels, in the order the corporate page shows them. */
export const PARTNERSHIP_TYPE_OPTIONS = optionsOf(
  PARTNERSHIP_TYPES_AS_OFFERED,
  PARTNERSHIP_TYPE_LABELS,
);
export const EMPLOYEE_COUNT_OPTIONS = optionsOf(EMPLOYEE_COUNTS, EMPLOYEE_COUNT_LABELS);
export const TIMELINE_OPTIONS = optionsOf(TIMELINES, TIMELINE_LABELS);
export const PARTNERSHIP_BUDGET_OPTIONS = optionsOf(PARTNERSHIP_BUDGETS, PARTNERSHIP_BUDGET_LABELS);

/** The label of a partnership level ('client' -> 'Corporate Client'). */
export function partnershipTypeLabel(type: PartnershipType): string {
  return labelOf(PARTNERSHIP_TYPE_LABELS, type);
}
