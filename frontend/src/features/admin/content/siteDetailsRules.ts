import {
  PHONE_HREF_PATTERN,
  PHONE_MISMATCH,
  phoneLinkDialsShown,
  SITE_TEXT_MAX,
  SOCIAL_LABEL_MAX,
  SOCIAL_LINKS_MAX,
  type SiteDetails,
} from '@bb/shared/admin-content';
import { URL_MAX } from '@bb/shared/content';
import { DETAIL_LINK_MESSAGE, detailLinkProblem } from '@bb/shared/pages/placeholders';
import type { FormikErrors } from 'formik';
import { setIn } from 'formik';
import * as yup from 'yup';
import { fieldErrors } from '../../../api/base';
import { email, text } from '../../../components/form/rules';

// The organisation details form's rules (the server checks the same: e-mail addresses, a `tel:`
// link, https social links, the contract's bounds), and its values to and from the API.

export const PHONE_HREF_HINT = 'tel: followed by the number, e.g. tel:+15550100199';
export const PHONE_HREF_INVALID = `Phone link must be ${PHONE_HREF_HINT}`;
export const SOCIAL_URL_INVALID = 'URL must be a secure web address starting with https://';

/** Whether `value` is an https URL with a host. */
function isHttpsUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const socialLinkSchema = yup.object({
  label: text('Label', SOCIAL_LABEL_MAX, 'Label is required'),
  url: yup
    .string()
    .trim()
    .required('URL is required')
    .max(URL_MAX, `URL must be at most ${URL_MAX} characters`)
    .test('https', SOCIAL_URL_INVALID, isHttpsUrl),
});

/**
 * A detail pages may name in a link (`{name}`, `{tagline}`, `{speaker}`, `{phone}`): required, one
 * line, bounded, and not the start of another site's address or of a script (`detailLinkProblem`).
 */
const linkableText = (label: string) =>
  text(label, SITE_TEXT_MAX, `${label} is required`).test(
    'safe-in-links',
    `${label} ${DETAIL_LINK_MESSAGE}`,
    (value) => !value || detailLinkProblem(label, value) === undefined,
  );

export const siteDetailsSchema = yup.object({
  organizationName: linkableText('Organisation name'),
  tagline: linkableText('Tagline'),
  speakerName: linkableText('Speaker name'),
  phoneDisplay: linkableText('Phone number'),
  phoneHref: yup
    .string()
    .trim()
    .required('Phone link is required')
    .matches(PHONE_HREF_PATTERN, PHONE_HREF_INVALID)
    .test('dials-shown', PHONE_MISMATCH, (href, { parent }) =>
      phoneLinkDialsShown(String((parent as { phoneDisplay?: unknown }).phoneDisplay ?? ''), href),
    ),
  email: email(),
  socialLinks: yup
    .array(socialLinkSchema)
    .max(SOCIAL_LINKS_MAX, `At most ${SOCIAL_LINKS_MAX} social links`),
});

/** The fields in visual order (focus goes to the first invalid one after a refused save). */
export function siteDetailsFieldOrder(values: SiteDetails): string[] {
  return [
    'organizationName',
    'tagline',
    'speakerName',
    'phoneDisplay',
    'phoneHref',
    'email',
    ...values.socialLinks.flatMap((_link, i) => [`socialLinks.${i}.label`, `socialLinks.${i}.url`]),
  ];
}

/**
 * The `tel:` link of a number as shown ("+1 (555) 010-0199" -> "tel:+15550100199"), or null when
 * the text holds too few or too many digits for a phone link.
 */
export function phoneHrefFrom(display: string): string | null {
  const digits = display.replace(/\D/g, '');
  const href = `tel:${display.trim().startsWith('+') ? '+' : ''}${digits}`;
  return digits.length >= 3 && PHONE_HREF_PATTERN.test(href) ? href : null;
}

/** What is sent: every detail, trimmed. */
export function toSiteDetails(values: SiteDetails): SiteDetails {
  return {
    organizationName: values.organizationName.trim(),
    tagline: values.tagline.trim(),
    speakerName: values.speakerName.trim(),
    phoneDisplay: values.phoneDisplay.trim(),
    phoneHref: values.phoneHref.trim(),
    email: values.email.trim(),
    socialLinks: values.socialLinks.map((link) => ({
      label: link.label.trim(),
      url: link.url.trim(),
    })),
  };
}

/**
 * The server's field errors for the form: its paths name the PATCH body's fields
 * ("siteDetails.socialLinks.1.url"); the form's are inside siteDetails ("socialLinks.1.url").
 */
export function siteDetailsErrors(error: unknown): FormikErrors<SiteDetails> | undefined {
  const fields = fieldErrors(error);
  if (!fields) return undefined;
  let errors: FormikErrors<SiteDetails> = {};
  let any = false;
  for (const [path, message] of Object.entries(fields)) {
    const inner = path.startsWith('siteDetails.') ? path.slice('siteDetails.'.length) : null;
    if (!inner) continue;
    errors = setIn(errors, inner, message);
    any = true;
  }
  return any ? errors : undefined;
}
