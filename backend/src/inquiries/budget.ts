/**
 * Budget codes and their labels, in one place for the forms, the e-mails, the admin panel and the
 * partnership packet.
 *
 * The speaking-request form sends the codes of SPEAKING_BUDGETS. The specification's admin view labels
 * a slightly different set (`over-50k`, `tbd` instead of the form's `50k-plus`, `discuss`); both sets are
 * labelled here, with the pairs meaning the same thing getting the same label, so a stored code of
 * either set always has a label.
 */

/** The codes the speaking-request form offers (and the only ones the API accepts). */
export const SPEAKING_BUDGETS = [
  'under-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  '50k-plus',
  'discuss',
] as const;
export type SpeakingBudget = (typeof SPEAKING_BUDGETS)[number];

/** The codes the specification's admin view labels: the form's set with `over-50k` and `tbd`. */
export const SPEAKING_BUDGET_ADMIN_CODES = [
  'under-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  'over-50k',
  'tbd',
] as const;

export const SPEAKING_BUDGET_LABELS: Record<string, string> = {
  'under-5k': 'Under $5,000',
  '5k-10k': '$5,000 - $10,000',
  '10k-25k': '$10,000 - $25,000',
  '25k-50k': '$25,000 - $50,000',
  '50k-plus': 'Over $50,000',
  'over-50k': 'Over $50,000',
  discuss: 'To be determined',
  tbd: 'To be determined',
};

/** The partnership form's budget codes. */
export const PARTNERSHIP_BUDGETS = [
  'under-15k',
  '15k-50k',
  '50k-100k',
  '100k-250k',
  '250k-plus',
  'discuss',
] as const;
export type PartnershipBudget = (typeof PARTNERSHIP_BUDGETS)[number];

export const PARTNERSHIP_BUDGET_LABELS: Record<PartnershipBudget, string> = {
  'under-15k': 'Under $15,000',
  '15k-50k': '$15,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k-250k': '$100,000 - $250,000',
  '250k-plus': '$250,000+',
  discuss: 'Open to discussion',
};

/** The label of a speaking-request budget code (either code set); unknown codes are shown as they are. */
export function speakingBudgetLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return SPEAKING_BUDGET_LABELS[code] ?? code;
}

/** The label of a partnership budget code; unknown codes are shown as they are. */
export function partnershipBudgetLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return PARTNERSHIP_BUDGET_LABELS[code as PartnershipBudget] ?? code;
}
