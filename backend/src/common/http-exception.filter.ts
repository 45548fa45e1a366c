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
  /** The sign-in step the session is at (a 401 of an administrator's enforced enrolment). */
  nextStep?: string;
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

export const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a minute.';
export const STORAGE_FULL_MESSAGE =
  'The server has no room left to store this file. Nothing was saved; please tell the site administrator.';
/** Seconds a client is asked to wait (Retry-After) before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** A write that found the disk (or the quota, or the file-size limit) full. */
export function isStorageFull(exception: unknown): boolean {
  const code = (exception as { code?: unknown } | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG';
}

/** Network errors of a connection to the database server (refused, reset, timed out, unreachable). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is away or going away: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crashed, still starting), 53300 (too many connections), 57014 (a
 * statement cancelled, here by the statement timeout).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;

/** The messages node-postgres and its pool give when a connection dies or cannot be had in time. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Cannot use a pool after calling end)/;

/**
 * Whether an error means the database cannot be reached (as opposed to refusing a query): the answer
 * is then 503, the same for every route. TypeORM wraps driver errors (QueryFailedError.driverError).
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  for (let e = exception, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e =
      (e as { driverError?: unknown; cause?: unknown }).driverError ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns every error into the JSON answer `{ statusCode, message, errors? }`; nothing else leaks. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const r = response as {
      message?: unknown;
      errors?: Record<string, string>;
      nextStep?: unknown;
    };
    const message = Array.isArray(r.message)
      ? r.message.join('. ')
      : typeof r.message === 'string'
        ? r.message
        : exception.message;
    if (typeof r.nextStep === 'string') return { statusCode, message, nextStep: r.nextStep };
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
  if (isStorageFull(exception))
    return { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: STORAGE_FULL_MESSAGE };
  if (isDatabaseUnavailable(exception))
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGE };
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
    if (body.statusCode === 503 || body.statusCode === 507) {
      // Expected while the database or the disk is away: one line each, not a stack trace.
      this.logger.warn(
        { method: req.method, url: req.originalUrl, error: String(exception) },
        body.statusCode === 503 ? 'Service unavailable' : 'Storage full',
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: req.method, url: req.originalUrl },
        'Unhandled error',
      );
    }
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.statusCode === 503 && !(exception instanceof HttpException))
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }
}
