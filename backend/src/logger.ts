import { RequestMethod, type LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Params } from 'nestjs-pino';
import pino, { type Logger as PinoLogger, type TransportSingleOptions } from 'pino';
import { pinoHttp, type Options as PinoHttpOptions } from 'pino-http';
import { AppConfig, type NodeEnv } from './config/config';

/** Hides secrets in URLs (tokens in e-mail links) before they reach the log. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** How log lines look: readable lines (pino-pretty) or one JSON object per line. */
export type LogFormat = 'pretty' | 'json';

/**
 * Readable lines for a person at a terminal (`npm run dev`, `npm start`); JSON for machines: when
 * standard output is not a terminal (a file, a pipe, a container's log collector), in production
 * whatever the output, and in tests.
 */
export function logFormat(nodeEnv: NodeEnv, stdoutIsTTY: boolean | undefined): LogFormat {
  return stdoutIsTTY === true && nodeEnv === 'development' ? 'pretty' : 'json';
}

/**
 * pino-pretty (in pino's worker thread) for readable lines: one line per record, the time of day,
 * the level, the Nest context in brackets, then the message; a request's line is its message
 * (`requestLine`), so its req/res objects are left out. Errors keep their stack.
 */
export const PRETTY_TRANSPORT: TransportSingleOptions = {
  target: 'pino-pretty',
  options: {
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context,req,res,responseTime',
    messageFormat: '{if context}[{context}] {end}{msg}',
  },
};

/** When each request started, for the time on its line (pino-http keeps its own start private). */
const started = new WeakMap<ServerResponse, number>();

/** A request's log line: method, path (tokens redacted), status and time, e.g. "GET /api/site 200 4 ms". */
export function requestLine(
  req: Pick<IncomingMessage, 'method' | 'url'>,
  res: Pick<ServerResponse, 'statusCode'>,
  ms: number,
): string {
  return `${req.method} ${redactUrl(req.url)} ${res.statusCode} ${Math.round(ms)} ms`;
}

/**
 * Marks when a request arrived, for the time on its line, when that is before the request logging
 * sees it (the fast path in front of Express marks it before it waits for the database).
 */
export function markArrival(res: ServerResponse): void {
  started.set(res, performance.now());
}

const elapsed = (res: ServerResponse) =>
  performance.now() - (started.get(res) ?? performance.now());

/**
 * Structured logs (pino) with a request id per request (taken from a well-formed X-Request-Id
 * header, else generated, and echoed back), and no secrets: cookies, authorization headers, passwords
 * and tokens are redacted, bodies are never logged. One line per API request ("GET /api/site 200
 * 4 ms"); readable in a terminal, JSON otherwise (`logFormat`).
 */
export function loggerOptions(
  config: AppConfig,
  stdoutIsTTY: boolean | undefined = process.stdout.isTTY,
): Params {
  const pretty = logFormat(config.nodeEnv, stdoutIsTTY) === 'pretty';
  return {
    // Under the global prefix: every /api request (path-to-regexp 8 syntax; the default '*' is legacy).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      genReqId(req: IncomingMessage, res: ServerResponse) {
        const header = req.headers['x-request-id'];
        const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
        res.setHeader('X-Request-Id', id);
        if (!started.has(res)) markArrival(res);
        return id;
      },
      redact: {
        // Request and response headers never reach the log (see the serializers below).
        // A failed query's parameters (addresses, hashes) stay out of the log; its SQL text stays in.
        paths: [
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          'err.parameters',
          'err.driverError.parameters',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req(req: {
          id: string;
          method: string;
          url: string;
          headers: Record<string, unknown>;
          remoteAddress?: string;
        }) {
          return {
            id: req.id,
            method: req.method,
            url: redactUrl(req.url),
            userAgent: req.headers['user-agent'],
            remoteAddress: req.remoteAddress,
          };
        },
        res(res: { statusCode: number }) {
          return { statusCode: res.statusCode };
        },
      },
      autoLogging: {
        ignore: (req: IncomingMessage) => !req.url?.startsWith('/api') || req.url === '/api/health',
      },
      // 4xx answers are ordinary traffic (a visitor who is not signed in gets 401 from /api/user).
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
        err || res.statusCode >= 500 ? 'error' : 'info',
      customSuccessMessage: (req: IncomingMessage, res: ServerResponse) =>
        requestLine(req, res, elapsed(res)),
      customErrorMessage: (req: IncomingMessage, res: ServerResponse) =>
        requestLine(req, res, elapsed(res)),
      transport: pretty ? PRETTY_TRANSPORT : undefined,
    },
  };
}

/**
 * The request logging of `loggerOptions` (request id, X-Request-Id, the one line per request) as a
 * function of its own, for requests answered before Express (the fast path): the same pino-http
 * options, so the same line, level and fields as every other request's.
 */
export function requestLogging(
  options: Params,
): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = pinoHttp(options.pinoHttp as PinoHttpOptions);
  return (req, res) => middleware(req, res);
}

/**
 * A logger for main.ts's own messages (the database's start, the start-up summary, shut-down), in
 * the app's format and level, before the app (and its logger) exists and after it has closed.
 */
export function startLogger(
  config: AppConfig,
  stdoutIsTTY: boolean | undefined = process.stdout.isTTY,
): PinoLogger {
  const pretty = logFormat(config.nodeEnv, stdoutIsTTY) === 'pretty';
  return pino({ level: config.logLevel, transport: pretty ? PRETTY_TRANSPORT : undefined });
}

/**
 * Nest's own start-up chatter (a line per module initialised and per route mapped): debug, not info,
 * so a normal start shows the start-up summary instead (LOG_LEVEL=debug shows them again).
 */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** The app's logger with Nest's start-up chatter at debug level (see START_UP_CONTEXTS). */
export function withQuietStartUp(logger: LoggerService): LoggerService {
  return {
    log(message: unknown, ...rest: unknown[]) {
      const context = rest.at(-1);
      if (typeof context === 'string' && START_UP_CONTEXTS.has(context))
        logger.debug?.(message, ...rest);
      else logger.log(message, ...rest);
    },
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug?.(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose?.(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal?.(message, ...rest),
  };
}
