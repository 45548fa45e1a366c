import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Fuzzer, type FuzzCase, type OpenApiDocument } from './support/fuzz';
import { createUser, PASSWORD } from './support/accounts';
import { registeredRoutes } from './support/routes';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

/** The seed: every run sends the same requests. */
const SEED = 20261123;
/** Mutations sent per operation and role (besides the valid request); each role gets its own sample. */
const PER_OPERATION = 50;

interface Answer {
  status: number;
  contentType: string;
  text: string;
  setCookie: string[];
}

/** Text that must never reach a client: stack frames, source paths, SQL, driver errors. */
const LEAKS =
  /\bat [\w$.<>]+ \(|\.(ts|js):\d+|node_modules|QueryFailedError|EntityNotFound|syntax error at or near|violates [\w ]*constraint|\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b[\s\S]*\bSET\b|TypeError|ReferenceError|RangeError|Maximum call stack/;

/** Why an answer is wrong, or null: a 5xx, an error that is not `{statusCode, message}`, a leak. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.includes('application/json'))
    return `error ${answer.status} is not JSON (${answer.contentType || 'no content type'})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `error ${answer.status} is not valid JSON`;
  }
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b).sort();
  if (keys.some((k) => !['errors', 'message', 'statusCode'].includes(k)))
    return `error has unexpected fields: ${keys.join(', ')}`;
  if (b.statusCode !== answer.status)
    return `statusCode ${String(b.statusCode)} != ${answer.status}`;
  if (typeof b.message !== 'string' || !b.message.trim()) return 'error without a message';
  if (b.errors !== undefined) {
    if (typeof b.errors !== 'object' || b.errors === null || Array.isArray(b.errors))
      return 'errors is not a map';
    if (Object.values(b.errors).some((v) => typeof v !== 'string')) return 'errors has non-text';
  }
  if (LEAKS.test(answer.text)) return `error leaks internals: ${answer.text.slice(0, 200)}`;
  return null;
}

/**
 * The fuzz test over the app's own OpenAPI document: every documented operation, anonymously, as a
 * signed-in member and as an administrator, gets its valid request and a seeded sample of malformed
 * ones (test/support/fuzz.ts). No answer may be a 5xx; every error is JSON `{statusCode, message}`
 * without stack traces or SQL; rows stored before are unchanged. It covers a new route without being
 * edited: routes come from the document, and the document must list every route the app registers.
 *
 * Each request comes from its own client address (X-Forwarded-For, which this app instance trusts),
 * so the per-address rate limits of this test's own instance never answer in place of the route.
 */
describe('fuzzing every documented operation (OpenAPI)', () => {
  let t: TestApp;
  let port: number;
  let doc: OpenApiDocument;
  const smtp = new TestSmtpServer();
  let clients = 0;
  const nextClient = () => {
    clients += 1;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };

  /** Sends one request exactly as given (no client-side normalisation of the path or the body). */
  function send(c: FuzzCase, cookie?: string): Promise<Answer> {
    const query = c.query ?? '';
    const headers: Record<string, string> = {
      'X-Forwarded-For': nextClient(),
      Accept: 'application/json',
    };
    if (cookie) headers.Cookie = cookie;
    const body = c.body === undefined ? undefined : Buffer.from(c.body, 'utf8');
    if (body) {
      headers['Content-Length'] = String(body.length);
      if (c.contentType) headers['Content-Type'] = c.contentType;
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: c.method,
          path: query ? `${c.path}?${query}` : c.path,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
              setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /**
   * A signed-in session's cookie, fresh per operation: an operation may sign it out, and a valid
   * request of the actor's own may have changed its username or address (which then needs verifying
   * again: the actor's address counts as verified for the next operation).
   */
  async function signIn(userId: string): Promise<string> {
    // An UPDATE answers [rows, count].
    const [[{ username }]] = (await t.dataSource.query(
      'UPDATE app_user SET email_verified = true WHERE id = $1 RETURNING username',
      [userId],
    )) as [{ username: string }[], number];
    const res = await send({
      name: 'sign in',
      method: 'POST',
      path: '/api/login',
      contentType: 'application/json',
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.setCookie.map((c) => c.split(';')[0]).join('; ');
  }

  /**
   * Every row of every table, by table and first column (the key), except bookkeeping tables:
   * sessions, limits' counters, the newsletter throttle's per-minute window (the mail dispatcher
   * counts and refunds in it whenever bulk mail queued before the snapshot is delivered).
   */
  async function snapshot(actorIds: string[]): Promise<Map<string, string>> {
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('session', 'rate_limit', 'migrations', 'refused_recipient',
                                 'public_content_version', 'newsletter_send_window')`,
    );
    const rows = new Map<string, string>();
    for (const { table_name: table } of tables) {
      const found: Record<string, unknown>[] = await t.dataSource.query(`SELECT * FROM "${table}"`);
      for (const row of found) {
        // The signed-in actors' own data may change through valid requests of theirs.
        if (table === 'app_user' && actorIds.includes(row.id as string)) continue;
        if (actorIds.includes(row.user_id as string)) continue;
        rows.set(`${table}:${JSON.stringify(Object.values(row)[0])}`, JSON.stringify(row));
      }
    }
    return rows;
  }

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('the OpenAPI document lists every route the app registers, so the fuzzer reaches them all', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const registered = registeredRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    expect(documented.size).toBeGreaterThanOrEqual(35);
  });

  it('documents every query parameter a route reads, so the fuzzer sends it hostile values', () => {
    const documentedQuery = new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([m, op]) => [
          `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ]),
      ),
    );
    const undocumented = registeredRoutes(t.app).flatMap((r) =>
      r.query
        .filter((name) => !documentedQuery.get(`${r.method} ${r.path}`)?.includes(name))
        .map((name) => `${r.method} ${r.path} ?${name}`),
    );
    expect(undocumented).toEqual([]);
    // The routes with query parameters today: the audit log, the two exports, the subscribers, unsubscribe.
    const withQuery = registeredRoutes(t.app).filter((r) => r.query.length > 0);
    expect(withQuery.length).toBeGreaterThanOrEqual(5);
  });

  it('answers malformed requests to every operation, as anyone, without a 5xx or a leak, and changes no stored row', async () => {
    // Stored data that no fuzzed request may change: another member, inquiries, a subscriber...
    const bystander = await createUser(t, { username: 'bystander', email: 'bystander@fuzz.test' });
    await t.dataSource.query(
      `INSERT INTO contact_message (name, email, message, user_id) VALUES ('B', 'bystander@fuzz.test', 'Kept', $1)`,
      [bystander.id],
    );
    await t.dataSource.query(
      `INSERT INTO speaking_request (contact_name, email, company) VALUES ('B', 'bystander@fuzz.test', 'Kept Co')`,
    );
    await t.dataSource.query(
      `INSERT INTO corporate_partnership (company_name, contact_name, email, partnership_type) VALUES ('Kept', 'B', 'bystander@fuzz.test', 'client')`,
    );
    await t.dataSource.query(
      `INSERT INTO testimonial (name, title, company, content, is_published) VALUES ('T', 'Role', 'Co', 'Kept words', true)`,
    );
    await t.dataSource.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, consent_source, consent_given_at, consent_wording)
       VALUES ('bystander@fuzz.test', 'confirmed', repeat('a', 64), 'footer-form', now(), 'Kept wording')`,
    );
    const member = await createUser(t, { username: 'fuzzmember', email: 'member@fuzz.test' });
    const admin = await createUser(t, {
      username: 'fuzzadmin',
      email: 'admin@fuzz.test',
      isAdmin: true,
    });
    const actors = [member.id, admin.id];
    const before = await snapshot(actors);

    const fuzzer = new Fuzzer(doc, SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [method, template, op] of fuzzer.operations()) {
      for (const role of ['anonymous', 'member', 'admin'] as const) {
        // Every query-string case as the administrator, who gets past every guard; a sample otherwise.
        const cases = fuzzer.cases(method, template, op, PER_OPERATION, role === 'admin');
        const cookie =
          role === 'anonymous' ? undefined : await signIn(role === 'member' ? member.id : admin.id);
        for (const c of cases) {
          const answer = await send(c, cookie);
          sent += 1;
          const problem = problemWith(answer);
          if (problem) failures.push(`${c.method} ${template} as ${role}, ${c.name}: ${problem}`);
        }
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);

    const after = await snapshot(actors);
    const changed = [...before].filter(([key, row]) => after.get(key) !== row).map(([key]) => key);
    expect(changed).toEqual([]);
    // Every route, every role, every case, one after another: it took 322 s on this machine while
    // other suites ran beside it, so it gets 600.
  }, 600_000);
});
