import {
  INQUIRY_FORM_ACTIONS,
  INQUIRY_FORM_PAGES,
  INQUIRY_FORMS,
  type InquiryFormName,
} from '@bb/shared/inquiry-forms';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AllExceptionsFilter } from '../common/http-exception.filter';
import { TooManyRequestsException } from '../common/keyed-rate-limit';
import { FormPages, postedValues } from './form-pages';

/** The inquiry form a plain post's path belongs to, if any. */
function formOfPath(path: string): InquiryFormName | undefined {
  return INQUIRY_FORMS.find((form) => INQUIRY_FORM_ACTIONS[form] === path);
}

/**
 * A plain post (without JavaScript) refused before its form is read, by the rate limit: a browser gets
 * the page the form stands on with the refusal at the top of its error summary and what was typed
 * kept (GOV.UK's rule: the page, never a bare JSON answer), with the same status and Retry-After.
 * Every other error, and every client asking for JSON, gets the app's usual answer.
 */
@Catch(HttpException)
@Injectable()
export class PlainFormRefusals implements ExceptionFilter {
  private readonly usual = new AllExceptionsFilter();

  constructor(private readonly pages: FormPages) {}

  async catch(exception: HttpException, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const form = formOfPath(req.path);
    const wantsHtml = req.accepts(['html', 'json']) === 'html';
    if (!form || !wantsHtml || exception.getStatus() !== HttpStatus.TOO_MANY_REQUESTS) {
      this.usual.catch(exception, host);
      return;
    }
    const body = req.body as Record<string, unknown> | undefined;
    const pagePath =
      INQUIRY_FORM_PAGES[form].find((page) => page === body?.page) ?? INQUIRY_FORM_PAGES[form][0];
    const values = postedValues(
      body,
      Object.keys(body ?? {}).filter((field) => field !== 'page'),
    );
    const html = await this.pages.render(
      pagePath,
      { form, values, errors: { form: exception.message } },
      req,
    );
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res
      .status(HttpStatus.TOO_MANY_REQUESTS)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(html);
  }
}
