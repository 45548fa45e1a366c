/** What the application log keeps of one refused admin request of a client that is not signed in. */
export interface AnonymousRefusal {
  ipAddress: string | null;
  userAgent: string | null;
  method: string;
  /** The route, e.g. `/api/admin/users/:id` (never the query string, which may hold search text). */
  route: string;
}

/** Where the lines go: the app's logger (pino), at info for a refusal, at warn for a summary. */
export interface RefusalLogSink {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The length of one window of the log's budget. */
export const REFUSAL_LOG_WINDOW_MS = 60_000;
/** Refusals written one by one per window; the rest are counted into one summary line. */
export const REFUSAL_LOG_LINES_PER_WINDOW = 20;
/** Addresses counted one by one in a window's summary; past this many, the rest count together. */
const ADDRESSES_TRACKED = 1_000;
/** Addresses named in a summary line, the busiest first. */
const ADDRESSES_NAMED = 5;
/** How much of a browser description a line keeps. */
const USER_AGENT_LOGGED = 200;

export const REFUSAL_LOG_MESSAGES = {
  refused: 'Refused an admin request from a client that is not signed in',
  summary: (count: number) =>
    `Refused ${count} more admin requests from clients that are not signed in (not logged one by one)`,
} as const;

/**
 * The application log's record of refused admin requests from clients that are not signed in (such
 * refusals are not stored in the audit trail, so that no client can grow the database by sending
 * them). The log is bounded too: per window of REFUSAL_LOG_WINDOW_MS each instance writes the first
 * REFUSAL_LOG_LINES_PER_WINDOW refusals one by one (address, browser, method, route) and then one
 * warning when the window ends with how many more there were and the busiest addresses among them.
 * A flood of any size costs at most REFUSAL_LOG_LINES_PER_WINDOW + 1 lines a minute.
 */
export class RefusalLog {
  private windowStart = Number.NEGATIVE_INFINITY;
  private written = 0;
  private suppressed = 0;
  private readonly byAddress = new Map<string, number>();
  private otherAddresses = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly sink: RefusalLogSink,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs one refusal, or counts it for the window's summary once the window's lines are spent. */
  refused(refusal: AnonymousRefusal): void {
    const now = this.now();
    if (now - this.windowStart >= REFUSAL_LOG_WINDOW_MS) {
      this.flush();
      this.windowStart = now;
    }
    if (this.written < REFUSAL_LOG_LINES_PER_WINDOW) {
      this.written += 1;
      this.sink.info(
        {
          event: 'admin.access-denied',
          ipAddress: refusal.ipAddress,
          userAgent: refusal.userAgent?.slice(0, USER_AGENT_LOGGED) ?? null,
          method: refusal.method,
          route: refusal.route,
        },
        REFUSAL_LOG_MESSAGES.refused,
      );
      return;
    }
    this.suppressed += 1;
    const address = refusal.ipAddress ?? 'unknown';
    const seen = this.byAddress.get(address);
    if (seen !== undefined) this.byAddress.set(address, seen + 1);
    else if (this.byAddress.size < ADDRESSES_TRACKED) this.byAddress.set(address, 1);
    else this.otherAddresses += 1;
    // The summary is written when the window ends, even if no refusal follows it.
    this.timer ??= setTimeout(
      () => this.flush(),
      Math.max(0, this.windowStart + REFUSAL_LOG_WINDOW_MS - now),
    ).unref();
  }

  /** Writes the summary of the refusals the window did not log one by one, if any, and starts over. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.suppressed > 0) {
      const busiest = [...this.byAddress]
        .sort((a, b) => b[1] - a[1])
        .slice(0, ADDRESSES_NAMED)
        .map(([ipAddress, count]) => ({ ipAddress, count }));
      this.sink.warn(
        {
          event: 'admin.access-denied',
          count: this.suppressed,
          since: new Date(this.windowStart).toISOString(),
          addresses: this.byAddress.size,
          // Refusals from addresses past the first ADDRESSES_TRACKED of the window.
          fromOtherAddresses: this.otherAddresses,
          busiest,
        },
        REFUSAL_LOG_MESSAGES.summary(this.suppressed),
      );
    }
    this.written = 0;
    this.suppressed = 0;
    this.byAddress.clear();
    this.otherAddresses = 0;
    // The next refusal opens a new window.
    this.windowStart = Number.NEGATIVE_INFINITY;
  }
}
