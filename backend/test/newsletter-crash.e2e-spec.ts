import { Client } from 'pg';
import { AppProcess, freePort } from './support/app-process';
import { TestSmtpServer } from './support/smtp';
import { createTestDatabase } from './support/test-app';

async function until(
  what: string | (() => string),
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const SUBJECT = 'Crash-proof insights';

describe('the app killed (SIGKILL) in the middle of a newsletter campaign', () => {
  const smtp = new TestSmtpServer();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: AppProcess;
  let sql: Client;

  beforeAll(async () => {
    await smtp.start();
    db = await createTestDatabase();
    app = new AppProcess(
      {
        DATABASE_URL: db.url,
        SMTP_URL: smtp.url,
        // 20 a second: the campaign takes a few seconds, long enough to be cut in the middle.
        NEWSLETTER_RATE_PER_MINUTE: '1200',
        MAIL_RETRY_DELAY_SECONDS: '1',
        MAIL_MAINTENANCE_SECONDS: '1',
      },
      await freePort(),
    );
    await app.start();
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await sql?.end();
    await db?.drop();
    await smtp.stop();
  });

  it('after a restart, delivers the rest: every confirmed subscriber gets the campaign exactly once', async () => {
    const emails = Array.from(
      { length: 80 },
      (_, i) => `reader${String(i).padStart(2, '0')}@example.org`,
    );
    await sql.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash,
         consent_source, consent_given_at, consent_confirmed_at, consent_wording)
       SELECT e, 'confirmed', md5(e) || md5(e || 'x'), 'footer-form', now(), now(), 'Monthly insights'
         FROM unnest($1::text[]) AS e`,
      [emails],
    );
    // A campaign an administrator has just sent (the runner of every instance looks each second).
    const {
      rows: [{ id }],
    } = await sql.query(
      `INSERT INTO newsletter_campaign (subject, body, state, started_at, slug)
       VALUES ($1, $2, 'sending', now(), '2026-11-crash-proof-insights') RETURNING id`,
      [SUBJECT, JSON.stringify([{ type: 'paragraph', content: [{ text: 'Hello.' }] }])],
    );
    const received = () => smtp.messages.filter((m) => m.parsed.subject === SUBJECT);
    await until(
      () => `20 messages (${received().length})`,
      () => received().length >= 20,
    );

    // Hold the server's answers; kill while a delivery waits for one (so the server has not accepted
    // it) and once every message it did accept is recorded as sent.
    smtp.closeGate();
    const recorded = async () =>
      (
        await sql.query(
          `SELECT count(*)::int AS n FROM newsletter_delivery WHERE campaign_id = $1 AND status = 'sent'`,
          [id],
        )
      ).rows[0].n as number;
    await until(
      'a delivery in progress, and every accepted message recorded',
      async () => smtp.held > 0 && (await recorded()) >= received().length,
    );
    await app.kill('SIGKILL');
    const beforeKill = received().length;
    expect(beforeKill).toBeLessThan(emails.length);
    // The server learns that the dead app's connections are gone (and drops the messages it held
    // for them) before the gate opens.
    await new Promise((r) => setTimeout(r, 1_000));
    smtp.openGate();

    // The deliveries cut off stay "active" until their jobs expire (a minute): restart as if that
    // minute had passed (the expiry itself is tested in mail-queue.e2e-spec.ts).
    await sql.query(
      `UPDATE pgboss.job SET started_on = started_on - interval '61 seconds'
        WHERE name = 'mail-bulk' AND state = 'active'`,
    );
    await sql.query(
      `UPDATE newsletter_delivery SET claimed_at = claimed_at - interval '61 seconds'
        WHERE status = 'sending'`,
    );
    await app.start();

    await until(
      () => `the campaign sent (${received().length} of ${emails.length}; ${app.log})`,
      async () =>
        (await sql.query(`SELECT state FROM newsletter_campaign WHERE id = $1`, [id])).rows[0]
          .state === 'sent',
      90_000,
    );
    // Give a second delivery of any of them time to arrive.
    await new Promise((r) => setTimeout(r, 1_500));
    const to = received().map((m) => m.to[0]);
    expect(to.sort()).toEqual(emails);
    const { rows } = await sql.query(
      `SELECT status, count(*)::int AS n FROM newsletter_delivery WHERE campaign_id = $1 GROUP BY status`,
      [id],
    );
    expect(rows).toEqual([{ status: 'sent', n: emails.length }]);
  }, 150_000);
});
