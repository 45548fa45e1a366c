import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import http from 'node:http';

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
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
  /** How often open connections are checked against the two limits above. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 2_000,
};

/** Nest's Express adapter with an HTTP server that has these timeouts. */
export class TimedExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: ServerTimeouts = SERVER_TIMEOUTS) {
    super(express());
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections)
      throw new Error('TimedExpressAdapter serves plain HTTP only (TLS ends at the proxy)');
    const { headersMs, requestMs, keepAliveMs, checkIntervalMs } = this.timeouts;
    const server = http.createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        keepAliveTimeout: keepAliveMs,
        connectionsCheckingInterval: checkIntervalMs,
      },
      this.getInstance(),
    );
    this.setHttpServer(server);
  }
}
