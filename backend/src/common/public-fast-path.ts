import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastPath } from '../http-server';
import { markArrival } from '../logger';
import { answerEncoding, PublicAnswers, sendPublicAnswer } from './public-answers';

const PREFIX = '/api/';

/**
 * The public answer a request can have from the fast path, if any: a GET or HEAD of exactly the path
 * of a public answer, without a body, without cookies (nothing to do for the session, the signed-in
 * hint or the user loader: they would leave such an answer as it is) and in an encoding the cache
 * holds. Everything else goes through Express as before.
 */
function fastPathKey(answers: PublicAnswers, req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const { url, headers } = req;
  if (!url?.startsWith(PREFIX) || headers.cookie !== undefined) return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    return undefined;
  const key = url.slice(PREFIX.length);
  if (!answers.has(key) || !answerEncoding(headers['accept-encoding'])) return undefined;
  return key;
}

/** Runs middleware that only sets headers and calls `next` at once; false if one did not. */
function setHeaders(
  middleware: RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  for (const handler of middleware) {
    let passed = false;
    (handler as unknown as FastPath)(req, res, () => {
      passed = true;
    });
    if (!passed) return false;
  }
  return true;
}

/**
 * Answers the public GETs kept in memory (PublicAnswers) before Express: no router, body parsers,
 * session, user loader or guards, which would change nothing in such an answer. It sends the same
 * answer as the controllers (the same headers: the same header middleware, the request id, the
 * answer's own; the same log line), and hands the request to Express with the failure when the
 * database cannot be asked (the controller then throws it: a 503, as without the fast path).
 */
export function publicAnswersFastPath(
  answers: PublicAnswers,
  headerMiddleware: RequestHandler[],
  logRequest: (req: IncomingMessage, res: ServerResponse) => void,
): FastPath {
  return (req, res, next) => {
    const key = fastPathKey(answers, req);
    if (key === undefined) return next();
    markArrival(res);
    answers.answer(key).then(
      (answer) => {
        if (!setHeaders(headerMiddleware, req, res)) return next();
        logRequest(req, res);
        answers.fastPathAnswers += 1;
        sendPublicAnswer(req, res, answer);
      },
      (failure: unknown) => {
        answers.failed(req, failure);
        next();
      },
    );
  };
}
