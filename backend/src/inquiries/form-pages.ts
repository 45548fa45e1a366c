import {
  INQUIRY_FORM_ACTIONS,
  INQUIRY_FORM_PAGES,
  type InquiryFormName,
  type PostedForm,
} from '@bb/shared/inquiry-forms';
import {
  applyDecorators,
  BadRequestException,
  Injectable,
  type Type,
  type ValidationPipe,
} from '@nestjs/common';
import { ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimitedPost } from '../common/api-answers';
import { AcceptsBody } from '../common/body-type';
import { createValidationPipe } from '../common/validation';
import { INQUIRY_RATE_LIMIT, INQUIRY_RATE_WINDOW_MS } from './inquiry-options';

/**
 * Renders the page at `pagePath` with a posted form, in the colour mode `req` asks for (spa/:
 * `spa.formPage`); undefined when it cannot.
 */
export type FormPageRenderer = (
  pagePath: string,
  posted: PostedForm,
  req: Request,
) => Promise<string | undefined>;

/**
 * Where the inquiry forms' plain posts (without JavaScript) find the server render of the page they
 * were sent from. The app's set-up (app.setup.ts) hands it the SPA handler's, which exists only
 * when the built frontend is served; without it the answer is a plain page of its own (fallbackPage).
 */
@Injectable()
export class FormPages {
  private renderer?: FormPageRenderer;

  use(renderer: FormPageRenderer): void {
    this.renderer = renderer;
  }

  async render(pagePath: string, posted: PostedForm, req: Request): Promise<string> {
    const html = this.renderer
      ? await this.renderer(pagePath, posted, req).catch(() => undefined)
      : undefined;
    return html ?? fallbackPage(pagePath, posted);
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The answer when the page cannot be rendered (no built frontend, a failed render): a plain page
 * with the confirmation and its reference, or the problems and a link back to the form.
 */
export function fallbackPage(pagePath: string, posted: PostedForm): string {
  const body = posted.reference
    ? `<h1>Thank you</h1><p>We have received your inquiry. Your reference is <strong>${escapeHtml(
        posted.reference,
      )}</strong>.</p>`
    : `<h1>There is a problem</h1><ul>${Object.values(posted.errors ?? {})
        .map((message) => `<li>${escapeHtml(message)}</li>`)
        .join('')}</ul>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${
      posted.reference ? 'Sent' : 'Error'
    }</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body><main>${body}<p><a href="${escapeHtml(pagePath)}">Back to the page</a></p></main></body></html>`
  );
}

/** The form's body as posted: the named fields only, each a string or a list of strings. */
export function postedValues(
  body: unknown,
  fields: readonly string[],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const field of fields) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value;
    else if (Array.isArray(value))
      values[field] = value.filter((v): v is string => typeof v === 'string');
  }
  return values;
}

/** A posted text: '' when absent (or a list). */
export const textOf = (value: string | string[] | undefined): string =>
  typeof value === 'string' ? value : '';

/** A posted text, or undefined when blank (so that an optional field is absent, as from the API). */
export const optionalOf = (value: string | string[] | undefined): string | undefined =>
  textOf(value).trim() === '' ? undefined : textOf(value);

/** How one form is read from a plain post and sent. */
export interface PlainForm<D, Answer> {
  name: InquiryFormName;
  dto: Type<D>;
  /** The fields the HTML form has (`page`, the page it stands on, aside). */
  fields: readonly string[];
  /** The body for the API's DTO, from the posted values. */
  input(values: Record<string, string | string[]>): object;
  /** A validation error's field path (`contractDetails.timeline`) as the form's field name. */
  fieldOf?(path: string): string;
  /** Stores and e-mails it (the API's own service call) and answers as the API does. */
  send(dto: D, req: Request): Promise<Answer & { reference: string }>;
}

const pipe: ValidationPipe = createValidationPipe();

/**
 * Answers a plain post of an inquiry form. A client that asks for JSON (and not HTML) gets the
 * API's answers (its 400 `{statusCode, message, errors}`, or `{message, reference}`). A browser gets
 * the page the form stands on (the `page` field, one of INQUIRY_FORM_PAGES): with the problems next
 * to their fields and the values kept (400, nothing stored), or with the confirmation (200) once
 * stored and e-mailed exactly as the API does.
 */
export async function answerPlainForm<D, Answer>(
  form: PlainForm<D, Answer>,
  pages: FormPages,
  req: Request,
  res: Response,
): Promise<void> {
  const wantsJson = req.accepts(['html', 'json']) === 'json';
  const values = postedValues(req.body, form.fields);
  const requested = (req.body as Record<string, unknown> | undefined)?.page;
  const pagePath =
    INQUIRY_FORM_PAGES[form.name].find((page) => page === requested) ??
    INQUIRY_FORM_PAGES[form.name][0];
  let dto: D;
  try {
    dto = (await pipe.transform(form.input(values), {
      type: 'body',
      metatype: form.dto,
      data: '',
    })) as D;
  } catch (error) {
    if (wantsJson || !(error instanceof BadRequestException)) throw error;
    const answer = error.getResponse() as { message?: string; errors?: Record<string, string> };
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(answer.errors ?? {})) {
      const field = form.fieldOf?.(path) ?? path;
      errors[field] ??= message;
    }
    if (Object.keys(errors).length === 0) errors.form = answer.message ?? 'The form is not valid.';
    const html = await pages.render(pagePath, { form: form.name, values, errors }, req);
    res.status(400).type('html').setHeader('Cache-Control', 'no-store').send(html);
    return;
  }
  const answer = await form.send(dto, req);
  if (wantsJson) {
    res.status(200).json(answer);
    return;
  }
  const html = await pages.render(
    pagePath,
    { form: form.name, values: {}, reference: answer.reference },
    req,
  );
  res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(html);
}

/**
 * The route of an inquiry form's plain post (INQUIRY_FORM_ACTIONS, outside /api): its rate limit
 * (the API route's), the body types it takes and what it answers, documented.
 */
export const PlainFormPost = (form: InquiryFormName, summary: string, ok: Type) =>
  applyDecorators(
    RateLimitedPost(
      INQUIRY_FORM_ACTIONS[form].slice(1),
      { limit: INQUIRY_RATE_LIMIT, windowMs: INQUIRY_RATE_WINDOW_MS },
      {
        summary,
        description:
          'The form without JavaScript: an application/x-www-form-urlencoded post of the HTML ' +
          "form's fields (checkbox groups repeat their name; `page` names the page the form " +
          'stands on), validated as the JSON route validates, stored and e-mailed by the same ' +
          'service. A browser (Accept: text/html) gets that page back as HTML: 200 with the ' +
          'confirmation and its reference, or 400 with an error summary and each problem next to ' +
          'its field, the values kept and nothing stored. A client asking for JSON gets the JSON ' +
          'route’s answers.',
        ok: {
          description:
            'Sent: the page with the confirmation (text/html), or the JSON answer for a client asking for JSON.',
          type: ok,
        },
        errors: {
          invalid:
            'Not valid: the page with the problems next to their fields (text/html), or the JSON error',
        },
      },
    ),
    AcceptsBody('application/x-www-form-urlencoded'),
    ApiConsumes('application/x-www-form-urlencoded'),
    ApiProduces('text/html', 'application/json'),
  );
