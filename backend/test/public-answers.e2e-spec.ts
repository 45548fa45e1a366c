import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublicAnswers, VERSION_CONNECTION_NAME } from '../src/public-answer-cache/public-answers';
import { createUser, signedIn } from './support/accounts';
import { NEW_TESTIMONIAL } from './support/content';
import { createTestApp, TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  /** Every header as sent, in order, except Date. */
  headers: [string, string][];
  body: Buffer;
}

const ENCODINGS = [undefined, 'gzip, deflate, br', 'gzip', 'br;q=0.5, gzip'];

/**
 * GET /api/testimonials and GET /api/carousel/:slug come from memory (src/public-answer-cache/),
 * through the fast path in front of Express for requests without cookies and through the controllers
 * otherwise; an administrator's change, or any other change to the tables, is served at once.
 */
describe('public answers kept in memory', () => {
  let t: TestApp;
  let base: string;
  let boss: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await createTestApp({ SEED_SAMPLE_CONTENT: 'true' });
    await createUser(t, { username: 'chief', isAdmin: true });
    boss = await signedIn(t, 'chief');
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** The answer as sent (raw headers, the body not decompressed). */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET', host = base) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request(host + path, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (res.rawHeaders[i].toLowerCase() !== 'date')
              pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const header = (answer: RawAnswer, name: string) => answer.headers.find(([n]) => n === name)?.[1];
  const json = (answer: RawAnswer): unknown => {
    const encoding = header(answer, 'content-encoding');
    const body =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return JSON.parse(body.toString('utf8'));
  };
  const served = () => t.app.get(PublicAnswers).fastPathAnswers;

  it('the fast path sends the same bytes and headers as the controllers (200, 304, HEAD, every encoding)', async () => {
    for (const path of [
      '/api/testimonials',
      '/api/carousel/mwo-show',
      '/api/carousel/home',
      // A page's published document (issue 44): kept and sent like the others.
      '/api/pages/about',
      '/api/pages/book-mwo-show',
    ]) {
      for (const acceptEncoding of ENCODINGS) {
        const headers: Record<string, string> = { 'x-request-id': 'same-request' };
        if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
        const before = served();
        const fast = await get(path, headers);
        expect(served()).toBe(before + 1);
        // A cookie (of no meaning to the app) sends the request through Express and the controller.
        const normal = await get(path, { ...headers, cookie: 'theme=plain' });
        expect(served()).toBe(before + 1);
        expect(fast.status).toBe(200);
        expect(fast.headers).toEqual(normal.headers);
        expect(fast.body.equals(normal.body)).toBe(true);
        expect(json(fast)).toEqual(json(normal));
        expect(header(fast, 'cache-control')).toBe('no-cache');
        expect(header(fast, 'content-security-policy')).toContain("default-src 'self'");

        const etag = header(fast, 'etag')!;
        const notModified = { ...headers, 'if-none-match': etag };
        const [fast304, normal304] = [
          await get(path, notModified),
          await get(path, { ...notModified, cookie: 'theme=plain' }),
        ];
        expect(fast304.status).toBe(304);
        expect(fast304.headers).toEqual(normal304.headers);
        expect(fast304.body.length).toBe(0);

        const [fastHead, normalHead] = [
          await get(path, headers, 'HEAD'),
          await get(path, { ...headers, cookie: 'theme=plain' }, 'HEAD'),
        ];
        expect(fastHead.headers).toEqual(normalHead.headers);
        expect(header(fastHead, 'content-length')).toBe(String(fast.body.length));
      }
    }
    // Compressed as the client prefers, pre-compressed once.
    const br = await get('/api/testimonials', { 'accept-encoding': 'gzip, deflate, br' });
    expect(header(br, 'content-encoding')).toBe('br');
    const gzip = await get('/api/testimonials', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
  });

  it('with PUBLIC_FAST_PATH=false, Express and the controllers send the same bytes and headers', async () => {
    // A second instance on the same database, with the fast path switched off.
    const off = await createTestApp({
      SEED_SAMPLE_CONTENT: 'true',
      PUBLIC_FAST_PATH: 'false',
      DATABASE_URL: t.config.databaseUrl!,
    });
    try {
      await new Promise<void>((resolve) => off.http.listen(0, '127.0.0.1', resolve));
      const offBase = `http://127.0.0.1:${(off.http.address() as AddressInfo).port}`;
      for (const path of ['/api/testimonials', '/api/carousel/mwo-show', '/api/pages/about']) {
        const headers = { 'x-request-id': 'same-request', 'accept-encoding': 'gzip, deflate, br' };
        const fast = await get(path, headers);
        const before = off.app.get(PublicAnswers).fastPathAnswers;
        const slow = await get(path, headers, 'GET', offBase);
        expect(off.app.get(PublicAnswers).fastPathAnswers).toBe(before);
        expect(slow.status).toBe(200);
        expect(slow.headers).toEqual(fast.headers);
        expect(slow.body.equals(fast.body)).toBe(true);
      }
    } finally {
      await off.close();
    }
  });

  it("serves an administrator's change at once, with a new ETag", async () => {
    const first = await get('/api/testimonials');
    const etag = header(first, 'etag')!;
    const created = (await boss.post('/api/admin/testimonials').send(NEW_TESTIMONIAL).expect(201))
      .body as { id: string };
    const after = await get('/api/testimonials', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(header(after, 'etag')).not.toBe(etag);
    expect((json(after) as { id: string }[]).map((x) => x.id)).toContain(created.id);

    await boss.patch(`/api/admin/testimonials/${created.id}`).send({ isPublished: false });
    const hidden = json(await get('/api/testimonials')) as { id: string }[];
    expect(hidden.map((x) => x.id)).not.toContain(created.id);
  });

  it('never keeps a read that began before a change: the next request reads again', async () => {
    const answers = t.app.get(PublicAnswers);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reads: string[] = [];
    answers.register('test/slow-count', async (m) => {
      const [{ n }] = (await m.query('SELECT count(*)::int AS n FROM testimonial')) as {
        n: number;
      }[];
      reads.push(String(n));
      if (reads.length === 1) await gate;
      return { n };
    });
    const slow = answers.answer('test/slow-count');
    while (reads.length === 0) await new Promise((r) => setTimeout(r, 5));
    // A change commits while the first read (in its snapshot) is still under way.
    await t.dataSource.query(
      `INSERT INTO testimonial (name, title, company, content, is_published)
       VALUES ('Late Arrival', 'Editor', 'Harbour Press', 'Arrived during a read.', true)`,
    );
    release();
    const before = JSON.parse((await slow).body.toString()) as { n: number };
    const after = JSON.parse((await answers.answer('test/slow-count')).body.toString()) as {
      n: number;
    };
    expect(after.n).toBe(before.n + 1);
    expect(reads).toEqual([String(before.n), String(before.n + 1)]);
  });

  it('serves a change made outside the app at once, also after its version connection was cut', async () => {
    const altTexts = async () =>
      (json(await get('/api/carousel/mwo-show')) as { items: { altText: string }[] }).items.map(
        (i) => i.altText,
      );
    expect(await altTexts()).not.toContain('Changed by hand');
    // As the command line or an operator's psql would: no app code involved.
    await t.dataSource.query(
      `UPDATE carousel_item SET alt_text = 'Changed by hand'
        WHERE id = (SELECT id FROM carousel_item WHERE slug = 'mwo-show' AND is_published
                     ORDER BY sort_order LIMIT 1)`,
    );
    expect(await altTexts()).toContain('Changed by hand');

    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [VERSION_CONNECTION_NAME],
    );
    await t.dataSource.query(
      `UPDATE carousel_item SET alt_text = 'Changed again' WHERE alt_text = 'Changed by hand'`,
    );
    expect(await altTexts()).toContain('Changed again');
  });
});
