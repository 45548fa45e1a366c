// Layout shared by the inquiry forms and their plain HTML forms (PlainInquiryForm), so that the
// plain form shown before a form's code arrives takes exactly the space of the form (no shift). The
// grid itself is the form kit's (components/form/layout.ts).

/** Space above the submit button. */
export const ACTIONS_MARGIN_TOP = 3;

export const INTERESTS_LEGEND = 'Interest areas (choose any that apply)';

export const REQUIRED_NOTE = 'Fields marked with an asterisk (*) are required.';
