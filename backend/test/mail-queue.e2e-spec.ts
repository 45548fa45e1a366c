import request from 'supertest';
import { MAIL_JOB_EXPIRY_SECONDS, MAIL_MAINTENANCE_SECONDS } from '../src/mail/mail.service';
import { createUser, signedIn } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

const ORGANISATION = 'organisation@example.org';

/**
 * A row and the e-mails it causes are stored in one transaction: a crash (or any failure) between
 * storing an inquiry and queuing its mails can no longer leave a row without its acknowledgement and
 * notification. Failures are injected in the real database: a trigger refuses mail-queue rows for a
 * chosen recipient, as a crash or a full disk at that moment would.
 */
describe('mail queued in the same transaction as the row', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFICATION_EMAIL: ORGANISATION });
    await t.dataSource.query(`
      CREATE FUNCTION refuse_mail_to() RETURNS trigger AS $$
      BEGIN
        IF NEW.name IN ('mail', 'mail-account') AND NEW.data->>'to' IN (SELECT address FROM refused_recipient) THEN
          RAISE EXCEPTION 'mail queue unavailable (test)';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.dataSource.query(`CREATE TABLE refused_recipient (address text PRIMARY KEY)`);
    await t.dataSource.query(
      `CREATE TRIGGER refuse_mail_to BEFORE INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION refuse_mail_to()`,
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM rate_limit');
    await t.dataSource.query('DELETE FROM refused_recipient');
  });

  const refuse = (address: string) =>
    t.dataSource.query('INSERT INTO refused_recipient VALUES ($1)', [address]);
  const count = async (sql: string, params: unknown[] = []) =>
    ((await t.dataSource.query(sql, params)) as { n: number }[])[0].n;
  /** Mail-queue rows for `address` created since `since` (finished jobs stay in the table a while). */
  const jobsTo = (address: string, since: Date) =>
    count(`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'to' = $1 AND created_on >= $2`, [
      address,
      since,
    ]);

  it.each([
    [
      'a contact message',
      '/api/contact',
      { name: 'Ann', email: 'ann@example.org', message: 'Hello' },
      'contact_message',
    ],
    [
      'a speaking request',
      '/api/speaking-request',
      { contactName: 'Ann', email: 'ann@example.org', company: 'Acme' },
      'speaking_request',
    ],
    [
      'a partnership inquiry',
      '/api/corporate-partnership',
      {
        companyName: 'Acme',
        contactName: 'Ann',
        email: 'ann@example.org',
        partnershipType: 'client',
      },
      'corporate_partnership',
    ],
  ])(
    '%s is not stored when its notification cannot be queued (and is, with both mails, when it can)',
    async (_what, path, body, table) => {
      // The acknowledgement is queued first; the notification then fails: everything rolls back.
      await refuse(ORGANISATION);
      const since = new Date();
      const failed = await request(t.http).post(path).send(body).expect(500);
      expect(failed.body).toEqual({
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again later.',
      });
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`)).toBe(0);
      expect(await jobsTo('ann@example.org', since)).toBe(0);

      await t.dataSource.query('DELETE FROM refused_recipient');
      await request(t.http).post(path).send(body).expect(201);
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`)).toBe(1);
      await smtp.waitFor('ann@example.org');
      await smtp.waitFor(ORGANISATION);
      await t.dataSource.query(`DELETE FROM ${table}`);
      smtp.messages.length = 0;
    },
  );

  it("a member's inquiry leaves no inbox message behind either", async () => {
    const user = await createUser(t, { username: 'txmember' });
    const agent = await signedIn(t, 'txmember');
    await refuse(ORGANISATION);
    await agent
      .post('/api/speaking-request')
      .send({ contactName: 'T', email: user.email, company: 'Tx Co' })
      .expect(500);
    expect(
      await count(`SELECT count(*)::int AS n FROM member_message WHERE user_id = $1`, [user.id]),
    ).toBe(0);
  });

  it('a newsletter sign-up is not stored when its confirmation e-mail cannot be queued', async () => {
    await refuse('reader@example.org');
    await request(t.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'reader@example.org' })
      .expect(500);
    expect(await count(`SELECT count(*)::int AS n FROM newsletter_subscriber`)).toBe(0);
    await t.dataSource.query('DELETE FROM refused_recipient');
    await request(t.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'reader@example.org' })
      .expect(201);
    await smtp.waitFor('reader@example.org');
  });

  it('a delivery cut off by a crash is retried after about a minute, not two or more', async () => {
    const [queue] = await t.dataSource.query(
      `SELECT expire_seconds FROM pgboss.queue WHERE name = 'mail'`,
    );
    expect(queue.expire_seconds).toBe(MAIL_JOB_EXPIRY_SECONDS);
    expect(MAIL_JOB_EXPIRY_SECONDS).toBeLessThanOrEqual(60);
    expect(MAIL_MAINTENANCE_SECONDS).toBeLessThanOrEqual(15);
    // A job an instance had started when it died: active, its minute of expiry already over.
    await t.dataSource.query(
      `INSERT INTO pgboss.job (name, data, state, started_on, expire_in, retry_limit, retry_delay, retry_backoff)
       VALUES ('mail', $1, 'active', now() - interval '61 seconds', interval '60 seconds', 50, 1, true)`,
      [
        JSON.stringify({
          to: 'crashed@example.org',
          subject: 'Interrupted',
          html: '<p>Sent again</p>',
          text: 'Sent again',
        }),
      ],
    );
    // pg-boss's maintenance (every MAIL_MAINTENANCE_SECONDS) fails it by timeout and retries it.
    const mail = await smtp.waitFor(
      'crashed@example.org',
      () => true,
      (MAIL_MAINTENANCE_SECONDS + 10) * 1000,
    );
    expect(mail.parsed.subject).toBe('Interrupted');
  }, 40_000);
});
