import { applyDecorators, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
  ApiProduces,
  type ApiResponseOptions,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Permission } from '@bb/shared/staff-roles';
import { AdminOnly } from './access';
import { ErrorResponseDto, MessageResponseDto } from './error-response.dto';
import { RateLimit, type RateLimitOptions } from './rate-limit.decorator';

/**
 * The Swagger answers that routes declare again and again, composed. Each decorator stands for the
 * `@Api…Response` lines it replaces, so the OpenAPI document is what those lines made.
 */

/** An error answer: `true` documents it bare, a string with that description. */
type ErrorAnswer = true | string;

/** A route's error answers, each in the error shape (ErrorResponseDto). */
export interface ErrorAnswers {
  /** 400: the body, query or id fails validation (or the route's own bad request). */
  invalid?: ErrorAnswer;
  /** 401 (beyond what the access guard's metadata documents: common/api-document.ts) */
  unauthorized?: ErrorAnswer;
  /** 403 (likewise) */
  forbidden?: ErrorAnswer;
  /** 404 */
  notFound?: ErrorAnswer;
  /** 409 */
  conflict?: ErrorAnswer;
  /** 429: over a rate limit. */
  tooMany?: ErrorAnswer;
}

/** What a success answers: a DTO class, `[Dto]` for an array, or the options themselves. */
export type SuccessAnswer = Type | [Type] | ApiResponseOptions;

const errorOptions = (answer: ErrorAnswer) =>
  answer === true ? { type: ErrorResponseDto } : { type: ErrorResponseDto, description: answer };

const successOptions = (answer: SuccessAnswer): ApiResponseOptions =>
  typeof answer === 'function' || Array.isArray(answer) ? { type: answer } : answer;

/** The error answers named (ErrorAnswers). */
export const ApiErrors = ({
  invalid,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooMany,
}: ErrorAnswers) =>
  applyDecorators(
    ...(invalid ? [ApiBadRequestResponse(errorOptions(invalid))] : []),
    ...(unauthorized ? [ApiUnauthorizedResponse(errorOptions(unauthorized))] : []),
    ...(forbidden ? [ApiForbiddenResponse(errorOptions(forbidden))] : []),
    ...(notFound ? [ApiNotFoundResponse(errorOptions(notFound))] : []),
    ...(conflict ? [ApiConflictResponse(errorOptions(conflict))] : []),
    ...(tooMany ? [ApiTooManyRequestsResponse(errorOptions(tooMany))] : []),
  );

/** 200 with `ok`, and the error answers named. */
export const ApiAnswers = (ok: SuccessAnswer, errors: ErrorAnswers = {}) =>
  applyDecorators(ApiOkResponse(successOptions(ok)), ApiErrors(errors));

/** 201 with `created`, and the error answers named. */
export const ApiCreatedAnswers = (created: SuccessAnswer, errors: ErrorAnswers = {}) =>
  applyDecorators(ApiCreatedResponse(successOptions(created)), ApiErrors(errors));

/** A route that answers 200 `{ message }` (MessageResponseDto), and the error answers named. */
export const ApiMessageAnswers = (errors: ErrorAnswers = {}) =>
  applyDecorators(HttpCode(200), ApiAnswers(MessageResponseDto, errors));

/** A route on one record by its id: 200 with `ok`, 400 (malformed id or body), 404, and any others. */
export const ApiRecordAnswers = (ok: SuccessAnswer, errors: ErrorAnswers = {}) =>
  ApiAnswers(ok, { invalid: true, notFound: true, ...errors });

/**
 * A POST under `path` that does one thing and answers 200 (not Nest's 201), within a per-address
 * rate limit (@RateLimit): its operation (summary, description), 200 with `ok`, the `errors` named
 * and 429.
 */
export const RateLimitedPost = (
  path: string,
  limit: RateLimitOptions,
  {
    ok,
    errors = {},
    ...operation
  }: ApiOperationOptions & { ok: SuccessAnswer; errors?: ErrorAnswers },
) =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    RateLimit(limit),
    ApiOperation(operation),
    ApiAnswers(ok, { ...errors, tooMany: true }),
  );

/** A CSV download (Content-Disposition: attachment) of what the query selects; 400 for a bad query. */
export const ApiCsvDownload = () =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiAnswers(
      { description: 'A CSV file (Content-Disposition: attachment)', type: String },
      { invalid: true },
    ),
  );

/**
 * An admin panel controller under /api/`path`: tagged `admin`, for staff who hold any of
 * `permissions` (a route may ask for another with `@Requires`).
 */
export const AdminApiController = (path: string, ...permissions: [Permission, ...Permission[]]) =>
  applyDecorators(ApiTags('admin'), AdminOnly(...permissions), Controller(path));
