import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { AppConfig } from './config/config';

/** Hides secrets in URLs (tokens in e-mail links) before they reach the log. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Structured JSON logs (pino) with a request id per request (taken from a well-formed X-Request-Id
 * header, else generated, and echoed back), and no secrets: cookies, authorization headers, passwords
 * and tokens are redacted, bodies are never logged.
 */
export function loggerOptions(config: AppConfig): Params {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    // Under the global prefix: every /api request (path-to-regexp 8 syntax; the default '*' is legacy).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      genReqId(req: IncomingMessage, res: ServerResponse) {
        const header = req.headers['x-request-id'];
        const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
        res.setHeader('X-Request-Id', id);
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
      transport: pretty
        ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
        : undefined,
    },
  };
}
