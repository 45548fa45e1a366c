import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Timeouts of the HTTP server, for a small site whose requests are short JSON calls (the largest is
 * an image upload of at most 5 MB). Node's defaults would let a slow or stalled client hold a
 * connection for up to 5 minutes (requestTimeout) and would only look every 30 s.
 */
export interface ServerTimeouts {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request, body included, has arrived (5 MB at about 1 Mbit/s fits). */
  requestMs: number;
  /**
   * How long an idle keep-alive connection stays open between requests. Longer than the idle
   * timeout of the clients and proxies that reuse connections (nginx's upstream keep-alive and
   * cloud load balancers: 60 s), so they, not the app, close an idle connection: when the app
   * closes it first, a request sent on it at that moment is reset (ECONNRESET, a 502 at a proxy).
   */
  keepAliveMs: number;
  /** How often open connections are checked against the two limits above. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 2_000,
};

/**
 * A handler that sees each request before Express: it answers it, or calls `next` to hand it to
 * Express (at once or later, but never both).
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Nest's Express adapter with an HTTP server that has these timeouts, and an optional fast path
 * in front of Express (app.setup.ts: the public answers kept in memory).
 */
export class TimedExpressAdapter extends ExpressAdapter {
  private fastPath?: FastPath;

  constructor(private readonly timeouts: ServerTimeouts = SERVER_TIMEOUTS) {
    super(express());
  }

  setFastPath(fastPath: FastPath): void {
    this.fastPath = fastPath;
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections)
      throw new Error('TimedExpressAdapter serves plain HTTP only (TLS ends at the proxy)');
    const { headersMs, requestMs, keepAliveMs, checkIntervalMs } = this.timeouts;
    // Once the server is closing, no connection stays open for another request: answers sent from
    // then on close theirs, and one answered just before closes as soon as it is idle. Otherwise a
    // keep-alive connection of a request in flight at shutdown would hold close() for keepAliveMs.
    let closing = false;
    const server = http.createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        keepAliveTimeout: keepAliveMs,
        connectionsCheckingInterval: checkIntervalMs,
      },
      (req: IncomingMessage, res: ServerResponse) => {
        if (closing) res.shouldKeepAlive = false;
        else
          res.once('finish', () => {
            if (closing) setImmediate(() => server.closeIdleConnections());
          });
        const app = this.getInstance<express.Express>();
        if (this.fastPath) this.fastPath(req, res, () => app(req, res));
        else app(req, res);
      },
    );
    const close = server.close.bind(server);
    server.close = ((callback?: (error?: Error) => void) => {
      closing = true;
      return close(callback);
    }) as typeof server.close;
    this.setHttpServer(server);
  }
}
