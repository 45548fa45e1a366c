import { HttpException } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { MIDDLEWARE_MESSAGES } from './http-exception.filter';

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

/** JSON bodies up to 100 kB; small form bodies (only the RFC 8058 one-click unsubscribe uses them). */
export function bodyParsers(): RequestHandler[] {
  return [
    withClearErrors(express.json({ limit: '100kb' })),
    withClearErrors(express.urlencoded({ limit: '10kb', extended: false })),
  ];
}
