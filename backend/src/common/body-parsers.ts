import { BadRequestException, HttpException } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { MIDDLEWARE_MESSAGES } from './http-exception.filter';

/** How deeply a JSON body may nest objects and arrays; no payload of the API needs more than 4. */
export const MAX_JSON_DEPTH = 32;

export const BODY_MESSAGES = {
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  notUnicode:
    'The request body contains text that is not valid Unicode (a lone UTF-16 surrogate). Please send well-formed text.',
} as const;

/** Wraps a body parser so that its failures become clear HTTP errors (e.g. 400 "not valid JSON"). */
function withClearErrors(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { status?: number; type?: string };
      const status =
        typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 400;
      next(
        new HttpException(
          {
            statusCode: status,
            message:
              (e.type && MIDDLEWARE_MESSAGES[e.type]) || 'The request body could not be read.',
          },
          status,
        ),
      );
    });
}

/**
 * Why a parsed body is refused before any validation, or null when it is fine: objects and arrays
 * nested deeper than MAX_JSON_DEPTH (validation walks bodies recursively and would overflow the stack),
 * or a string (a value or a key) that is not well-formed UTF-16 (a lone surrogate such as "\ud800",
 * which JSON allows but e-mail validation, PostgreSQL's jsonb and the mail queue do not). Walked with
 * an explicit stack, so the check itself cannot overflow.
 */
export function bodyProblem(body: unknown): string | null {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return BODY_MESSAGES.notUnicode;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return BODY_MESSAGES.tooDeep;
      for (const [key, child] of Object.entries(value)) {
        if (!key.isWellFormed()) return BODY_MESSAGES.notUnicode;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses, with a 400 before validation, a parsed body that bodyProblem() finds fault with. */
const checkParsedBody: RequestHandler = (req, _res, next) => {
  const problem = req.body === undefined ? null : bodyProblem(req.body);
  next(problem ? new BadRequestException(problem) : undefined);
};

/** The routes whose JSON bodies may be larger: a public page's whole document (the privacy policy). */
const LARGE_BODY_PREFIX = '/api/admin/pages/';

/**
 * JSON bodies up to 100 kB (1 MB for a page document under /api/admin/pages/); small form bodies
 * (only the RFC 8058 one-click unsubscribe uses them).
 */
export function bodyParsers(): RequestHandler[] {
  const large = withClearErrors(express.json({ limit: '1mb' }));
  return [
    (req, res, next) => (req.path.startsWith(LARGE_BODY_PREFIX) ? large(req, res, next) : next()),
    withClearErrors(express.json({ limit: '100kb' })),
    withClearErrors(express.urlencoded({ limit: '10kb', extended: false })),
    checkParsedBody,
  ];
}
