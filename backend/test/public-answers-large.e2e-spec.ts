import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, TestApp } from './support/test-app';

/** Published testimonials in the table: the size at which a rebuild held the server for 6.3 s. */
const PUBLISHED = 5000;
/** The longest any other request may wait while an answer is rebuilt (issue 19). */
const OTHER_REQUEST_MS = 50;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/**
 * A rebuilt public answer never holds the server (docs/decisions.md, "Public answers from memory"):
 * with 5,000 published testimonials, the first GET /api/testimonials after an edit reads, serializes,
 * hashes and compresses the new answer while every other request (here /api/health, asked again and
 * again) is answered in under 50 ms, and the event loop (the app runs in this process) is never held
 * that long. The answer is the edited one, the same JSON in every encoding.
 */
describe('public answers with 5,000 published testimonials', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    // Realistic entries (about 600 characters each), newest first by created_at.
    await t.dataSource.query(
      `INSERT INTO testimonial (name, title, company, content, rating, is_published, created_at)
       SELECT 'Client ' || i, 'Head of People', 'Company ' || (i % 97),
              repeat('The session changed how our team plans meetings and hires. ', 10) || i,
              1 + i % 5, true, now() - i * interval '1 minute'
         FROM generate_series(1, $1::int) AS i`,
      [PUBLISHED],
    );
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = http.get(base + path, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      });
      req.on('error', reject);
    });

  const decoded = (answer: Answer): string => {
    const encoding = answer.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return body.toString('utf8');
  };

  /**
   * Asks /api/health and GET /api/carousel/home (another public answer) one after the other until
   * `work` is done; their answers, the slowest, and the event loop's longest delay meanwhile.
   */
  async function otherRequests(work: () => Promise<void>) {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let working = true;
    const done = work().finally(() => (working = false));
    const answers: Answer[] = [];
    while (working) {
      answers.push(await get('/api/health'), await get('/api/carousel/home'));
      await new Promise((r) => setTimeout(r, 5));
    }
    await done;
    delay.disable();
    return {
      answers,
      slowestMs: Math.max(...answers.map((a) => a.ms)),
      loopDelayMs: delay.max / 1e6,
    };
  }

  it('rebuilds the answer after an edit while every other request is answered in under 50 ms', async () => {
    const first = await get('/api/testimonials', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect((JSON.parse(decoded(first)) as unknown[]).length).toBe(PUBLISHED);

    // Each round: an edit, the other requests while the answer is rebuilt, then the same requests
    // for as long again with nothing rebuilt (what the machine itself costs right now: other test
    // files share its cores). The rebuild may add at most 50 ms to either figure. A test file beside
    // it can stall this process for a moment in any round, so up to three rounds are tried; a rebuild
    // that holds the server (seconds before issue 19) fails every one.
    const rounds: { busy: number; quiet: number; busyLoop: number; quietLoop: number }[] = [];
    for (let round = 1; round <= 3; round++) {
      const name = `Edited Client ${round}`;
      await t.dataSource.query(
        `UPDATE testimonial SET name = $1 WHERE created_at = (SELECT max(created_at) FROM testimonial)`,
        [name],
      );
      let answer!: Answer;
      const started = performance.now();
      const busy = await otherRequests(async () => {
        answer = await get('/api/testimonials', { 'accept-encoding': 'gzip, deflate, br' });
      });
      const took = performance.now() - started;
      const quiet = await otherRequests(() => new Promise((r) => setTimeout(r, took)));

      expect(answer.status).toBe(200);
      const text = decoded(answer);
      const list = JSON.parse(text) as { name: string; createdAt: string }[];
      expect(list).toHaveLength(PUBLISHED);
      expect(list[0].name).toBe(name);
      expect(list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      // Compact JSON, as JSON.stringify writes it.
      expect(text).toBe(JSON.stringify(list));
      // The same answer in every encoding.
      for (const encoding of ['gzip', 'br', 'identity'])
        expect(decoded(await get('/api/testimonials', { 'accept-encoding': encoding }))).toBe(text);
      expect(busy.answers.length).toBeGreaterThan(0);
      expect(busy.answers.map((a) => a.status)).toEqual(busy.answers.map(() => 200));

      rounds.push({
        busy: Math.round(busy.slowestMs),
        quiet: Math.round(quiet.slowestMs),
        busyLoop: Math.round(busy.loopDelayMs),
        quietLoop: Math.round(quiet.loopDelayMs),
      });
      if (
        busy.slowestMs < quiet.slowestMs + OTHER_REQUEST_MS &&
        busy.loopDelayMs < quiet.loopDelayMs + OTHER_REQUEST_MS
      )
        return;
    }
    // Every round held the other requests or the event loop more than 50 ms longer than quiet.
    expect(rounds).toEqual([]);
  });
});
