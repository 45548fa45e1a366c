import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastPath } from '../http-server';
import { markArrival } from '../logger';
import type { SignedInReads } from '../sessions/signed-in-reads';
import { answerEncoding } from '../common/encodings';
import { PublicAnswers, sendPublicAnswer } from './public-answers';

const PREFIX = '/api/';

/** A visitor's request (no cookies): nothing to do for a session. */
const ANONYMOUS = () => undefined;

/**
 * The public answer a request can have from the fast path, if any: a GET or HEAD of exactly the path
 * of a public answer, without a body and in an encoding the cache holds. Everything else goes
 * through Express as before. A request with cookies is answered here only when SignedInReads can
 * do for it what the session, the signed-in hint and the user loader would (a member's session).
 */
function fastPathKey(answers: PublicAnswers, req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const { url, headers } = req;
  if (!url?.startsWith(PREFIX)) return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    return undefined;
  const key = url.slice(PREFIX.length);
  if (!answers.has(key) || !answerEncoding(headers['accept-encoding'])) return undefined;
  return key;
}

/**
 * Runs middleware that only sets headers and calls `next` at once (the app's security headers);
 * false if one did not. Also for the served pages' fast path (spa/).
 */
export function setHeaders(
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
 * session middleware, user loader or guards, which would change nothing in such an answer (for a
 * signed-in member, `signedIn` does what they would do for the session). It sends the same
 * answer as the controllers (the same headers: the same header middleware, the request id, the
 * answer's own; the same log line), and hands the request to Express with the failure when the
 * database cannot be asked (the controller then throws it: a 503, as without the fast path).
 */
export function publicAnswersFastPath(
  answers: PublicAnswers,
  headerMiddleware: RequestHandler[],
  logRequest: (req: IncomingMessage, res: ServerResponse) => void,
  signedIn?: SignedInReads,
): FastPath {
  return (req, res, next) => {
    const key = fastPathKey(answers, req);
    if (key === undefined) return next();
    const hasCookies = req.headers.cookie !== undefined;
    if (hasCookies && !signedIn) return next();
    markArrival(res);
    Promise.all([answers.answer(key), hasCookies ? signedIn!.prepare(req) : ANONYMOUS]).then(
      ([answer, session]) => {
        // A request with cookies that only Express can handle (see SignedInReads).
        if (!session) return next();
        if (!setHeaders(headerMiddleware, req, res)) return next();
        logRequest(req, res);
        answers.fastPathAnswers += 1;
        session(res);
        sendPublicAnswer(req, res, answer);
      },
      (failure: unknown) => {
        answers.failed(req, failure);
        next();
      },
    );
  };
}
