import type { ImapFlow } from 'imapflow';
import { Client } from 'pg';
import { APP_START_MS, AppProcess, freePort } from './support/app-process';
import { TestDovecot } from './support/dovecot';
import { createTestApp, createTestDatabase, TestApp } from './support/test-app';

async function until(
  what: string | (() => string),
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ADDRESS = 'replies@org.example';

/** A customer's answer as a mail provider delivers it. */
function answer(n: number | string, messageId = `answer-${n}@customer.example`): string {
  return [
    `From: Customer ${n} <customer${n}@customer.example>`,
    `To: ${ADDRESS}`,
    `Subject: Re: Your inquiry ${n}`,
    `Message-ID: <${messageId}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Thank you, this is answer ${n}.`,
    '',
  ].join('\r\n');
}

/**
 * The IMAP way in (INBOUND_IMAP_URL) against a real IMAP server, Debian's dovecot, started by the
 * test (support/dovecot.ts): the app reads the mailbox, keeps each message once (inbound_message)
 * and moves it to the done folder only once it is stored.
 */
describe('inbound mail read from a mailbox by IMAP (a real dovecot)', () => {
  const dovecot = new TestDovecot();
  let imap: ImapFlow;

  beforeAll(async () => {
    await dovecot.start();
    imap = await dovecot.client();
  });
  afterAll(async () => {
    await imap?.logout().catch(() => undefined);
    await dovecot.stop();
  });

  const inFolder = async (folder: string): Promise<number> => {
    try {
      const status = await imap.status(folder, { messages: true });
      return status ? (status.messages ?? 0) : -1;
    } catch {
      return -1; // the folder does not exist (yet)
    }
  };
  const stored = async (t: TestApp | Client): Promise<string[]> => {
    const rows = (
      'dataSource' in t
        ? await t.dataSource.query(
            `SELECT message_id FROM inbound_message WHERE via = 'imap' ORDER BY message_id`,
          )
        : (await t.query(`SELECT message_id FROM inbound_message ORDER BY message_id`)).rows
    ) as { message_id: string }[];
    return rows.map((r) => r.message_id);
  };
  const env = (folder: string, done: string, pollSeconds: number) => ({
    INBOUND_ADDRESS: ADDRESS,
    INBOUND_IMAP_URL: dovecot.url(folder),
    INBOUND_IMAP_DONE_FOLDER: done,
    INBOUND_IMAP_POLL_SECONDS: String(pollSeconds),
  });

  describe('one instance', () => {
    let app: TestApp;
    afterAll(() => app?.close());

    it('stores the messages that were there before it started and moves them to the done folder', async () => {
      await imap.mailboxCreate('Support');
      for (const n of [1, 2, 3]) await imap.append('Support', answer(n));
      // Looks at the mailbox every 60 s: what follows must come from IDLE.
      app = await createTestApp(env('Support', 'Support-done', 60));
      await until(
        'three stored and moved',
        async () => (await inFolder('Support-done')) === 3 && (await inFolder('Support')) === 0,
      );
      expect(await stored(app)).toEqual([1, 2, 3].map((n) => `answer-${n}@customer.example`));
      const [row] = (await app.dataSource.query(
        `SELECT convert_from(raw, 'UTF8') AS raw FROM inbound_message WHERE message_id = $1`,
        ['answer-2@customer.example'],
      )) as { raw: string }[];
      expect(row.raw).toContain('Thank you, this is answer 2.');
    });

    it('stores a message that arrives while it runs within seconds (IDLE), not at its next look', async () => {
      const started = Date.now();
      await imap.append('Support', answer(4));
      await until(
        'the new message stored',
        async () => (await stored(app)).includes('answer-4@customer.example'),
        10_000,
      );
      await until('the new message moved', async () => (await inFolder('Support-done')) === 4);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await inFolder('Support')).toBe(0);
    });

    it('stores the same message delivered twice (same Message-ID) once, and moves both copies', async () => {
      const twice = answer(5, 'delivered-twice@customer.example');
      await imap.append('Support', twice);
      await imap.append('Support', twice);
      await until(
        'both copies moved',
        async () => (await inFolder('Support-done')) === 6 && (await inFolder('Support')) === 0,
      );
      expect(
        (await stored(app)).filter((id) => id === 'delivered-twice@customer.example'),
      ).toHaveLength(1);
      expect(await stored(app)).toHaveLength(5);
    });

    it('reads on after the server dropped its connection (it signs in again)', async () => {
      const logins = dovecot.logins();
      dovecot.kick();
      await imap.logout().catch(() => undefined);
      imap = await dovecot.client();
      await imap.append('Support', answer(6));
      await until(
        'the message after the drop stored and moved',
        async () =>
          (await stored(app)).includes('answer-6@customer.example') &&
          (await inFolder('Support-done')) === 7,
      );
      // The test's own client and the reader signed in again.
      expect(dovecot.logins() - logins).toBe(2);
    });
  });

  describe('a server without IDLE and MOVE', () => {
    const plain = new TestDovecot({ without: ['IDLE', 'MOVE'] });
    let app: TestApp;
    beforeAll(() => plain.start());
    afterAll(async () => {
      await app?.close();
      await plain.stop();
    });

    it('looks every INBOUND_IMAP_POLL_SECONDS, moves by COPY and EXPUNGE, leaves a message too large', async () => {
      const client = await plain.client();
      try {
        expect(client.capabilities.has('IDLE')).toBe(false);
        expect(client.capabilities.has('MOVE')).toBe(false);
        const count = async (folder: string) => {
          const status = await client
            .status(folder, { messages: true })
            .catch(() => false as const);
          return status ? (status.messages ?? 0) : -1;
        };
        // Larger than INBOUND_MAX_BYTES (1 MB here): left in the mailbox for a person, not read.
        const large = answer('large', 'large@customer.example').replace(
          'Thank you',
          `${'x'.repeat(76)}\r\n`.repeat(14_000) + 'Thank you',
        );
        await client.append('INBOX', large);
        await client.append('INBOX', answer(50));
        app = await createTestApp({
          ...env('INBOX', 'Processed', 1),
          INBOUND_IMAP_URL: plain.url('INBOX'),
          INBOUND_MAX_BYTES: String(1024 * 1024),
        });
        await until('the first stored and moved', async () => (await count('Processed')) === 1);
        await client.append('INBOX', answer(51));
        await until(
          'the second, arrived while it runs, stored and moved',
          async () => (await count('Processed')) === 2 && (await count('INBOX')) === 1,
        );
        expect(await stored(app)).toEqual([
          'answer-50@customer.example',
          'answer-51@customer.example',
        ]);
      } finally {
        await client.logout();
      }
    });
  });

  it('with two instances on one database, one reads at a time and each message is stored once', async () => {
    const db = await createTestDatabase();
    await imap.mailboxCreate('Shared');
    const loginsBefore = dovecot.logins();
    const both = { ...env('Shared', 'Shared-done', 1), DATABASE_URL: db.url };
    const [a, b] = await Promise.all([createTestApp(both), createTestApp(both)]);
    try {
      for (let n = 10; n < 30; n++) await imap.append('Shared', answer(n));
      await until(
        'twenty moved',
        async () => (await inFolder('Shared-done')) === 20 && (await inFolder('Shared')) === 0,
      );
      expect(await stored(a)).toHaveLength(20);
      expect(new Set(await stored(a)).size).toBe(20);
      // Only the instance holding the lock signed in to the mailbox; the other waited.
      expect(dovecot.logins() - loginsBefore).toBe(1);

      // The reader stops (at once, its lock released): the other takes over within
      // INBOUND_IMAP_POLL_SECONDS.
      const stopping = Date.now();
      await a.closeApp();
      expect(Date.now() - stopping).toBeLessThan(5_000);
      await imap.append('Shared', answer(30));
      await until('the last one stored by the other instance', async () =>
        (await stored(b)).includes('answer-30@customer.example'),
      );
      await until('moved', async () => (await inFolder('Shared-done')) === 21);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await db.drop();
    }
  });

  it(
    'killed (SIGKILL) in the middle of reading, loses none and keeps each message once after a restart',
    async () => {
      const db = await createTestDatabase();
      await imap.mailboxCreate('Crash');
      const crashEnv = { ...env('Crash', 'Crash-done', 1), DATABASE_URL: db.url };
      const child = new AppProcess({ ...crashEnv, LOG_LEVEL: 'info' }, await freePort());
      const sql = new Client({ connectionString: db.url });
      let restarted: TestApp | undefined;
      try {
        await child.start(APP_START_MS);
        await sql.connect();
        // The 25th message's row, written and not committed by another session: the app's insert
        // of it waits, with 24 stored (the first 20 moved, four stored and not moved yet).
        const holder = new Client({ connectionString: db.url });
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query(
          `INSERT INTO inbound_message (message_id, raw, via) VALUES ($1, 'x', 'smtp')`,
          ['answer-125@customer.example'],
        );
        // Forty answers arrive at once (appended elsewhere, then moved in by one MOVE).
        await imap.mailboxCreate('Arriving');
        for (let n = 101; n <= 140; n++) await imap.append('Arriving', answer(n));
        const lock = await imap.getMailboxLock('Arriving');
        try {
          await imap.messageMove('1:*', 'Crash');
        } finally {
          lock.release();
        }
        await until(
          () => `24 stored while the 25th waits`,
          async () =>
            (await stored(sql)).length === 24 &&
            (
              await sql.query(
                `SELECT 1 FROM pg_stat_activity
                  WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "inbound_message"%'`,
              )
            ).rowCount === 1,
        );
        const movedBeforeTheKill = await inFolder('Crash-done');
        await child.kill('SIGKILL');
        await holder.query('ROLLBACK');
        await holder.end();
        const leftAtTheKill = await inFolder('Crash');
        expect(child.log).toContain('Reading replies at 127.0.0.1');
        expect(child.log).not.toContain(dovecot.password);

        restarted = await createTestApp(crashEnv);
        await until(
          'every message stored and moved after the restart',
          async () => (await inFolder('Crash')) === 0 && (await inFolder('Crash-done')) === 40,
        );
        const ids = await stored(sql);
        expect(ids).toEqual(
          Array.from({ length: 40 }, (_, i) => `answer-${101 + i}@customer.example`),
        );
        // It was killed with the first twenty moved and the next four stored and not moved yet:
        // those were read again and kept once.
        expect([movedBeforeTheKill, leftAtTheKill]).toEqual([20, 20]);
      } finally {
        await child.stop();
        await restarted?.close();
        await sql.end().catch(() => undefined);
        await db.drop();
      }
    },
    APP_START_MS + 60_000,
  );
});
