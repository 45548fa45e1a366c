import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { TooManyRequestsException } from './keyed-rate-limit';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

/** Errors that body-parser and other Express middleware raise carry a status and a type. */
interface MiddlewareError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

export const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body character set is not supported.',
  'request.aborted': 'The request was aborted.',
};

/** Turns every error into the JSON answer `{ statusCode, message, errors? }`; nothing else leaks. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const r = response as { message?: unknown; errors?: Record<string, string> };
    const message = Array.isArray(r.message)
      ? r.message.join('. ')
      : typeof r.message === 'string'
        ? r.message
        : exception.message;
    return r.errors ? { statusCode, message, errors: r.errors } : { statusCode, message };
  }
  const e = exception as MiddlewareError | undefined;
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      message:
        (e?.type && MIDDLEWARE_MESSAGES[e.type]) || (e?.expose && e.message) || 'Bad request.',
    };
  }
  const pg = exception as { code?: string } | undefined;
  if (pg?.code === '23505')
    return { statusCode: HttpStatus.CONFLICT, message: 'That record already exists.' };
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again later.' };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: req.method, url: req.originalUrl },
        'Unhandled error',
      );
    }
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }
}
