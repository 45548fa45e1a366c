import request from 'supertest';
import { MailService } from '../src/mail/mail.service';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

async function until(what: () => string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Queues `count` newsletter welcomes as the inquiry forms do: rendered, then stored in batches. */
async function queueBacklog(t: TestApp, count: number, batch = 500): Promise<void> {
  const mail = t.app.get(MailService);
  for (let from = 0; from < count; from += batch)
    await mail.transaction(async (_m, tx) => {
      for (let i = from; i < Math.min(count, from + batch); i++)
        await tx.send('newsletter-welcome', `backlog${i}@example.org`, {
          context: { unsubscribeUrl: `http://localhost:3000/newsletter/unsubscribe?token=${i}` },
        });
    });
}

const BACKLOG = 3_000;

describe('account mail does not wait behind a backlog', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it(`a new member's verification e-mail arrives within seconds while ${BACKLOG} other mails wait`, async () => {
    await queueBacklog(t, BACKLOG);
    // The backlog is being delivered when the member registers.
    await until(
      () => 'the first mail of the backlog',
      () => smtp.messages.length > 0,
    );
    const registered = Date.now();
    await request(t.http)
      .post('/api/register')
      .send({
        username: 'new_member',
        email: 'new.member@example.org',
        password: 'Kestrel-Ridge-77',
      })
      .expect(201);
    const mail = await smtp.waitFor('new.member@example.org', () => true, 5_000);
    const waited = Date.now() - registered;
    expect(mail.parsed.subject).toBe(
      'Please verify your email address for Building Bridges Inclusion',
    );
    expect(waited).toBeLessThan(5_000);
    // It went ahead of the backlog: most of it had not arrived yet.
    const backlogArrived = smtp.messages.filter((m) => m.to[0].startsWith('backlog')).length;
    expect(backlogArrived).toBeLessThan(BACKLOG);
  }, 60_000);
});

describe('several deliveries at once over pooled SMTP connections', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
  });
  afterEach(async () => {
    smtp.openGate();
    await t?.close();
    smtp.messages.length = 0;
    smtp.maxHeld = 0;
  });
  afterAll(async () => {
    await smtp.stop();
  });

  /** Queues `count` welcomes, holding the server's answers until `inFlight` deliveries wait for one. */
  async function deliverHeld(count: number, inFlight: number) {
    smtp.closeGate();
    const mail = t.app.get(MailService);
    const to = Array.from({ length: count }, (_, i) => `reader${i}@example.org`);
    for (const [i, address] of to.entries())
      await mail.send('newsletter-welcome', address, {
        context: { unsubscribeUrl: `http://localhost:3000/newsletter/unsubscribe?token=${i}` },
      });
    await until(
      () => `${inFlight} deliveries at once (${smtp.held} held)`,
      () => smtp.held >= inFlight,
    );
    // Time for any delivery beyond the limit to show up.
    await new Promise((r) => setTimeout(r, 300));
    smtp.openGate();
    for (const address of to) await smtp.waitFor(address);
    return to;
  }

  it('by default, three at once, each connection carrying several messages', async () => {
    t = await createTestApp({ SMTP_URL: smtp.url });
    const to = await deliverHeld(12, 3);
    expect(smtp.maxHeld).toBe(3);
    const connections = new Set(smtp.messages.map((m) => m.connection));
    expect(connections.size).toBeLessThanOrEqual(3);
    for (const address of to) expect(smtp.to(address)).toHaveLength(1);
  });

  it('never more connections than MAIL_SMTP_CONNECTIONS, whatever MAIL_CONCURRENCY', async () => {
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_SMTP_CONNECTIONS: '2',
      MAIL_CONCURRENCY: '6',
    });
    const to = await deliverHeld(12, 2);
    expect(smtp.maxHeld).toBe(2);
    expect(new Set(smtp.messages.map((m) => m.connection)).size).toBeLessThanOrEqual(2);
    for (const address of to) expect(smtp.to(address)).toHaveLength(1);
  });
});
