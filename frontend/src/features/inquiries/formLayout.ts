import { INTEREST_AREAS } from '../../api/partnerships';

// Layout shared by the inquiry forms and their loading skeletons (FormSkeleton), so that the
// skeleton shown before a form's code arrives takes exactly the space of the form (no shift). The
// grid itself is the form kit's (components/form/layout.ts).

/** Space above the submit button. */
export const ACTIONS_MARGIN_TOP = 3;

export const INTERESTS_LEGEND = 'Interest areas (choose any that apply)';

export const REQUIRED_NOTE = 'Fields marked with an asterisk (*) are required.';

/** One block of a form, as the skeleton draws it. */
export type SkeletonBlock =
  /** A single-line text field or select, one column wide (or both with `full`). */
  | { kind: 'field'; full?: boolean }
  /** A multi-line text field of `rows` rows, both columns wide. */
  | { kind: 'textarea'; rows: number }
  /** A fieldset of checkboxes, both columns wide (the texts are drawn so that they wrap alike). */
  | { kind: 'checkboxes'; legend: string; options: readonly string[] };

/** `count` single-line fields, one column wide each (two to a row). */
const fields = (count: number): SkeletonBlock[] =>
  Array.from({ length: count }, () => ({ kind: 'field' }));

export const CONTACT_FORM_LAYOUT: readonly SkeletonBlock[] = [
  ...fields(4),
  { kind: 'textarea', rows: 6 },
];

export const SPEAKING_FORM_LAYOUT: readonly SkeletonBlock[] = [
  ...fields(6),
  { kind: 'field', full: true },
  { kind: 'textarea', rows: 5 },
];

export const PARTNERSHIP_FORM_LAYOUT: readonly SkeletonBlock[] = [
  ...fields(6),
  { kind: 'field', full: true },
  { kind: 'checkboxes', legend: INTERESTS_LEGEND, options: INTEREST_AREAS },
  { kind: 'textarea', rows: 4 },
];
