import { CAMPAIGN_LIMITS, parseNewsletterBody, type Campaign } from '@bb/shared/newsletter';
import type { SiteDetails } from '@bb/shared/site';
import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import type { CampaignFields } from '../../../../api/admin/newsletterCampaigns';
import { fieldErrors } from '../../../../api/base';
import { text } from '../../../../components/form/rules';
import { blockMessage, bodyLength, bodyProblem, bodyToText } from './campaignBody';

// The compose form's values, rules (the server's, with its messages) and what a save sends.

export interface CampaignValues {
  subject: string;
  previewText: string;
  /** The body as the editor writes it (campaignBody.ts). */
  body: string;
  published: boolean;
}

export const CAMPAIGN_FIELD_ORDER = ['subject', 'previewText', 'body', 'published'] as const;

export const SUBJECT_REQUIRED = 'Subject is required.';

/**
 * The form's rules; links that name organisation details are checked with `site` filled in. Once
 * sending has started only the archive flag is saved, so the body is not checked then (a detail
 * changed since must not hold the flag back).
 */
export const campaignSchema = (site: SiteDetails, editable = true) =>
  yup.object({
    subject: text('Subject', CAMPAIGN_LIMITS.subject, SUBJECT_REQUIRED),
    previewText: text('Preview text', CAMPAIGN_LIMITS.previewText),
    body: yup.string().test('body', (value, context) => {
      const problem = editable ? bodyProblem(value ?? '', site) : null;
      return problem ? context.createError({ message: problem }) : true;
    }),
    published: yup.boolean(),
  });

export const EMPTY_CAMPAIGN: CampaignValues = {
  subject: '',
  previewText: '',
  body: '',
  published: false,
};

export function toCampaignValues(campaign: Campaign): CampaignValues {
  return {
    subject: campaign.subject,
    previewText: campaign.previewText,
    body: bodyToText(campaign.body),
    published: campaign.published,
  };
}

/** What a save sends: the texts trimmed, the body as its blocks. */
export function toCampaignFields(values: CampaignValues): CampaignFields {
  return {
    subject: values.subject.trim(),
    previewText: values.previewText.trim(),
    body: parseNewsletterBody(values.body),
    published: values.published,
  };
}

/** The body's length as the counter shows it. */
export const bodyTextLength = (body: string) => bodyLength(parseNewsletterBody(body));

/**
 * The server's field errors on the form's fields: `body.3.image.alt` goes on the body, named after
 * its image ('Image 2: …'); anything else the form has no field for is left to the summary.
 */
export function campaignErrors(
  error: unknown,
  values: CampaignValues,
): FormikErrors<CampaignValues> | undefined {
  const fields = fieldErrors(error);
  if (!fields) return undefined;
  const body = parseNewsletterBody(values.body);
  let errors: FormikErrors<CampaignValues> = {};
  let any = false;
  for (const [path, message] of Object.entries(fields)) {
    const [name, index] = path.split('.');
    if (!(CAMPAIGN_FIELD_ORDER as readonly string[]).includes(name)) continue;
    if (errors[name as keyof CampaignValues]) continue;
    const shown =
      name === 'body'
        ? blockMessage(body, index === undefined ? undefined : Number(index), message)
        : message;
    errors = setIn(errors, name, shown) as FormikErrors<CampaignValues>;
    any = true;
  }
  return any ? errors : undefined;
}
