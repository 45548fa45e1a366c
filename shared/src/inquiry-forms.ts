/**
 * The public inquiry forms as plain HTML forms (issue 46: they work without JavaScript). Each posts
 * `application/x-www-form-urlencoded` to its address below; the server answers with the page the
 * form was on, rendered with what was posted: the errors next to their fields, or the confirmation.
 * The frontend renders that page (its server bundle), the backend decides what it shows: both read
 * this one definition.
 */

/** The three forms. */
export const INQUIRY_FORMS = ['contact', 'speaking', 'partnership'] as const;
export type InquiryFormName = (typeof INQUIRY_FORMS)[number];

/** Where each form posts (outside /api: the address a visitor sees after sending). */
export const INQUIRY_FORM_ACTIONS: Readonly<Record<InquiryFormName, string>> = {
  contact: '/forms/contact',
  speaking: '/forms/speaking-request',
  partnership: '/forms/corporate-partnership',
};

/** The pages each form stands on (the hidden field `page` says which; the first by default). */
export const INQUIRY_FORM_PAGES: Readonly<Record<InquiryFormName, readonly string[]>> = {
  contact: ['/contact'],
  speaking: ['/book-mwo-show', '/contact'],
  partnership: ['/corporate', '/contact'],
};

/** The id of a form's place on its page: the action's fragment, so the answer opens there. */
export function inquiryFormAnchor(form: InquiryFormName): string {
  return `${form}-inquiry-form`;
}

/** What a page is rendered with after a form was posted without JavaScript. */
export interface PostedForm {
  form: InquiryFormName;
  /** The values as posted (a checkbox group: every value checked). */
  values: Record<string, string | string[]>;
  /** Each field's message, by the form's field name; absent when it was sent. */
  errors?: Record<string, string>;
  /** The inquiry's reference once sent (the confirmation). */
  reference?: string;
}
