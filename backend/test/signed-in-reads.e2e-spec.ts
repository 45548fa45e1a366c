import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicAnswers } from '../src/public-answer-cache/public-answers';
import { TOUCH_EVERY_MS } from '../src/sessions/session-store';
import { createUser, PASSWORD } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  /** Every header as sent, in order, except Date. */
  headers: [string, string][];
  body: Buffer;
}

/**
 * A signed-in member's public read (GET /api/testimonials, a carousel) is answered before Express
 * (common/public-fast-path.ts with sessions/signed-in-reads.ts) with the same bytes as through it,
 * while every session rule holds: the member is read again (suspension at the next request), the
 * idle timeout restarts, and the session's row is written only when its expiry moved by a minute.
 */
describe("a signed-in member's public reads", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ SEED_SAMPLE_CONTENT: 'true' });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const request = (
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body?: string,
  ) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request(base + path, { method, headers, agent: false }, (res) => {
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
      req.end(body);
    });
  const cookiesOf = (answer: RawAnswer) =>
    answer.headers.filter(([n]) => n === 'set-cookie').map(([, v]) => v);
  const served = () => t.app.get(PublicAnswers).fastPathAnswers;

  /** Signs `username` in; answers the Cookie header a browser then sends (session and hint). */
  async function signIn(username: string): Promise<{ cookie: string; sid: string }> {
    const answer = await request(
      '/api/login',
      { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      'POST',
      JSON.stringify({ username, password: PASSWORD }),
    );
    expect(answer.status).toBe(200);
    const pairs = cookiesOf(answer).map((c) => c.split(';')[0]);
    const sid = decodeURIComponent(pairs.find((p) => p.startsWith('sid='))!.slice(4));
    return { cookie: pairs.join('; '), sid: sid.slice(2, sid.lastIndexOf('.')) };
  }

  const expireOf = async (sid: string): Promise<number> => {
    const [row] = (await t.dataSource.query('SELECT expire FROM session WHERE sid = $1', [
      sid,
    ])) as {
      expire: Date;
    }[];
    return row?.expire.getTime() ?? NaN;
  };
  /** A Set-Cookie's dates (Expires) made equal: two answers a second apart renew to different times. */
  const sameTimes = (headers: [string, string][]) =>
    headers.map(([n, v]) => [n, v.replace(/Expires=[^;]+/, 'Expires=*')]);

  it('sends the same bytes and headers as through Express, renewed cookies included', async () => {
    await createUser(t, { username: 'reader' });
    const { cookie } = await signIn('reader');
    for (const path of ['/api/testimonials', '/api/carousel/home']) {
      for (const encoding of [undefined, 'gzip, deflate, br']) {
        const headers: Record<string, string> = { cookie, 'x-request-id': 'same' };
        if (encoding) headers['accept-encoding'] = encoding;
        const before = served();
        const fast = await request(path, headers);
        expect(served()).toBe(before + 1);
        // A cookie the app does not know sends the request through Express.
        const normal = await request(path, { ...headers, cookie: `${cookie}; theme=plain` });
        expect(served()).toBe(before + 1);
        expect(fast.status).toBe(200);
        expect(sameTimes(fast.headers)).toEqual(sameTimes(normal.headers));
        expect(fast.body.equals(normal.body)).toBe(true);
        const renewed = cookiesOf(fast);
        expect(renewed[0]).toMatch(
          /^signed_in=1; Max-Age=604800; Path=\/; Expires=.+; SameSite=Lax$/,
        );
        expect(renewed[1]).toMatch(/^sid=s%3A.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
      }
    }
  });

  it('writes the session back only when its expiry moved by a minute, and restarts the idle timeout', async () => {
    await createUser(t, { username: 'idler' });
    const { cookie, sid } = await signIn('idler');
    const stored = await expireOf(sid);
    // Past the second the sign-in wrote (the row's expiry has whole seconds), then five reads.
    await new Promise((r) => setTimeout(r, 1100));
    for (let i = 0; i < 5; i++)
      expect((await request('/api/testimonials', { cookie })).status).toBe(200);
    expect(await expireOf(sid)).toBe(stored);

    // As if the last write were more than a minute old: the next read writes the new expiry.
    const earlier = stored - TOUCH_EVERY_MS - 5000;
    await t.dataSource.query(
      'UPDATE session SET expire = to_timestamp($1 / 1000.0) WHERE sid = $2',
      [earlier, sid],
    );
    const before = served();
    expect((await request('/api/testimonials', { cookie })).status).toBe(200);
    expect(served()).toBe(before + 1);
    expect(await expireOf(sid)).toBeGreaterThan(earlier + TOUCH_EVERY_MS);

    // A session past its idle timeout is gone: the read answers as to a visitor and clears the hint.
    await t.dataSource.query(
      `UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`,
      [sid],
    );
    const expired = await request('/api/testimonials', { cookie });
    expect(expired.status).toBe(200);
    expect(cookiesOf(expired).join('\n')).toMatch(/^signed_in=;/);
  });

  it('a staff role given (not administrator) takes the session through Express at the next read (issue 45)', async () => {
    const helper = await createUser(t, { username: 'rolegiven' });
    const d = await signIn('rolegiven');
    expect(cookiesOf(await request('/api/testimonials', { cookie: d.cookie }))[0]).toMatch(
      /^signed_in=1/,
    );
    await t.dataSource.query(`UPDATE app_user SET staff_roles = '{editor}' WHERE id = $1`, [
      helper.id,
    ]);
    const before = served();
    const staff = await request('/api/testimonials', { cookie: d.cookie });
    expect(cookiesOf(staff)[0]).toMatch(/^signed_in=1; Max-Age=3600;/);
    expect(served()).toBe(before);
  });

  it('a suspension, a deletion and a promotion take effect at the next read', async () => {
    const suspended = await createUser(t, { username: 'suspended' });
    const a = await signIn('suspended');
    const deleted = await createUser(t, { username: 'deleted' });
    const b = await signIn('deleted');
    const promoted = await createUser(t, { username: 'promoted' });
    const c = await signIn('promoted');
    for (const { cookie } of [a, b, c])
      expect(cookiesOf(await request('/api/testimonials', { cookie }))[0]).toMatch(/^signed_in=1/);

    await t.dataSource.query('UPDATE app_user SET suspended = true WHERE id = $1', [suspended.id]);
    await t.dataSource.query('DELETE FROM app_user WHERE id = $1', [deleted.id]);
    await t.dataSource.query('UPDATE app_user SET is_admin = true WHERE id = $1', [promoted.id]);
    const before = served();
    for (const { cookie, sid } of [a, b]) {
      const answer = await request('/api/testimonials', { cookie });
      expect(answer.status).toBe(200);
      expect(cookiesOf(answer).join('\n')).toMatch(/^signed_in=;/);
      expect(await expireOf(sid)).toBeNaN();
    }
    // The administrator's session takes the way through Express, which gives it their idle timeout.
    const admin = await request('/api/testimonials', { cookie: c.cookie });
    expect(cookiesOf(admin)[0]).toMatch(/^signed_in=1; Max-Age=3600;/);
    expect(served()).toBe(before);
  });
});
