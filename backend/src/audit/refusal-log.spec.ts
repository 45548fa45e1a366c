import {
  REFUSAL_LOG_LINES_PER_WINDOW,
  REFUSAL_LOG_MESSAGES,
  REFUSAL_LOG_WINDOW_MS,
  RefusalLog,
  type AnonymousRefusal,
} from './refusal-log';

interface Line {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

const refusal = (ipAddress: string, route = '/api/admin/users'): AnonymousRefusal => ({
  ipAddress,
  userAgent: 'curl/8.5.0',
  method: 'GET',
  route,
});

describe('RefusalLog (refused admin requests of clients that are not signed in)', () => {
  let lines: Line[];
  let log: RefusalLog;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    lines = [];
    log = new RefusalLog({
      info: (fields, message) => lines.push({ level: 'info', fields, message }),
      warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    });
  });
  afterEach(() => {
    log.flush();
    jest.useRealTimers();
  });

  it('logs the first refusals of a minute one by one, with address, browser, method and route', () => {
    log.refused(refusal('203.0.113.1', '/api/admin/users/:id'));
    expect(lines).toEqual([
      {
        level: 'info',
        message: REFUSAL_LOG_MESSAGES.refused,
        fields: {
          event: 'admin.access-denied',
          ipAddress: '203.0.113.1',
          userAgent: 'curl/8.5.0',
          method: 'GET',
          route: '/api/admin/users/:id',
        },
      },
    ]);
  });

  it('writes at most its budget plus one summary a minute, whatever the flood (10,000 refusals)', () => {
    for (let i = 0; i < 10_000; i += 1)
      log.refused(refusal(i % 2 === 0 ? '198.51.100.7' : `192.0.2.${i % 7}`));
    expect(lines).toHaveLength(REFUSAL_LOG_LINES_PER_WINDOW);
    expect(lines.every((l) => l.level === 'info')).toBe(true);

    // The summary comes when the minute ends, without waiting for another refusal.
    jest.advanceTimersByTime(REFUSAL_LOG_WINDOW_MS);
    expect(lines).toHaveLength(REFUSAL_LOG_LINES_PER_WINDOW + 1);
    const summary = lines.at(-1)!;
    const rest = 10_000 - REFUSAL_LOG_LINES_PER_WINDOW;
    expect(summary.level).toBe('warn');
    expect(summary.message).toBe(REFUSAL_LOG_MESSAGES.summary(rest));
    expect(summary.fields).toMatchObject({
      event: 'admin.access-denied',
      count: rest,
      since: '2026-03-02T10:00:00.000Z',
      addresses: 8,
      fromOtherAddresses: 0,
    });
    const busiest = summary.fields.busiest as { ipAddress: string; count: number }[];
    expect(busiest).toHaveLength(5);
    // Half the flood came from one address; 10 of its refusals were among the lines logged one by one.
    expect(busiest[0]).toEqual({ ipAddress: '198.51.100.7', count: 4_990 });

    // The next minute has its budget again.
    lines = [];
    log.refused(refusal('203.0.113.2'));
    expect(lines.map((l) => l.fields.ipAddress)).toEqual(['203.0.113.2']);
  });

  it('writes no summary for a quiet minute, and a late refusal opens a new minute', () => {
    for (let i = 0; i < REFUSAL_LOG_LINES_PER_WINDOW; i += 1) log.refused(refusal('203.0.113.3'));
    jest.advanceTimersByTime(REFUSAL_LOG_WINDOW_MS * 3);
    expect(lines).toHaveLength(REFUSAL_LOG_LINES_PER_WINDOW);
    log.refused(refusal('203.0.113.4'));
    expect(lines).toHaveLength(REFUSAL_LOG_LINES_PER_WINDOW + 1);
    expect(lines.at(-1)!.level).toBe('info');
  });

  it('keeps a bounded count of addresses in a flood from very many addresses', () => {
    for (let i = 0; i < 5_000 + REFUSAL_LOG_LINES_PER_WINDOW; i += 1)
      log.refused(refusal(`10.0.${i >> 8}.${i & 255}`));
    log.flush();
    expect(lines.at(-1)!.fields).toMatchObject({
      count: 5_000,
      addresses: 1_000,
      fromOtherAddresses: 4_000,
    });
  });

  it('flush() writes the summary at once (the app stopping)', () => {
    for (let i = 0; i < REFUSAL_LOG_LINES_PER_WINDOW + 3; i += 1)
      log.refused(refusal('203.0.113.5'));
    log.flush();
    expect(lines.at(-1)).toMatchObject({ level: 'warn', fields: { count: 3 } });
    expect(jest.getTimerCount()).toBe(0);
  });
});
