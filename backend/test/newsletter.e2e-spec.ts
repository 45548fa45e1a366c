import { AddressInfo } from 'node:net';
import {
  NEWSLETTER_MEMBER_SETTING_WORDING,
  NEWSLETTER_MESSAGES,
} from '@bb/shared/newsletter-consent';
import { NEWSLETTER_FOOTER_WORDING } from '@bb/shared/newsletter-footer';
import request from 'supertest';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { NewsletterService } from '../src/newsletter/newsletter.service';
import { MAIL_QUEUE_LOCK_KEY } from '../src/mail/mail.service';
import { hashToken, newToken } from '../src/common/tokens';
import { createUser, signedIn } from './support/accounts';
import { headerOf, linkIn, ReceivedMail, TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';
import { queuedSubjects } from './support/mail-queue';

const CONFIRM_SUBJECT =
  'Please confirm your subscription to the Building Bridges Inclusion newsletter';
const WELCOME_SUBJECT = 'Welcome to the Building Bridges Inclusion newsletter';
const CONFIRM_LINK = 'http://localhost:3000/newsletter/confirm?token=';
const UNSUBSCRIBE_LINK = 'http://localhost:3000/newsletter/unsubscribe?token=';

const tokenOf = (mail: ReceivedMail, prefix: string) =>
  new URL(linkIn(mail, prefix)).searchParams.get('token')!;

describe('newsletter', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let newsletter: NewsletterService;
  const rows = () =>
    t.dataSource.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'ASC' } });
  const rowOf = (email: string) =>
    t.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ email });
  const subscribe = (body: unknown) =>
    request(t.http)
      .post('/api/newsletter/subscribe')
      .send(body as object);
  const confirm = (body: unknown) =>
    request(t.http)
      .post('/api/newsletter/confirm')
      .send(body as object);
  /** Signs an address up and answers the token of its confirmation e-mail. */
  const signUp = async (email: string): Promise<string> => {
    const seen = new Set(smtp.to(email));
    await subscribe({ email }).expect(201);
    const mail = await smtp.waitFor(
      email,
      (m) => !seen.has(m) && m.parsed.subject === CONFIRM_SUBJECT,
    );
    return tokenOf(mail, CONFIRM_LINK);
  };
  /** Signs an address up, confirms it and answers its welcome e-mail. */
  const confirmedSubscriber = async (email: string): Promise<ReceivedMail> => {
    const seen = new Set(smtp.to(email));
    await confirm({ token: await signUp(email) }).expect(200);
    return smtp.waitFor(email, (m) => !seen.has(m) && m.parsed.subject === WELCOME_SUBJECT);
  };

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    // Behind a proxy, so that the burst below can come from many addresses (rate limits are per IP).
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    newsletter = t.app.get(NewsletterService);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM newsletter_subscriber');
    await t.dataSource.query('DELETE FROM rate_limit');
  });

  describe('double opt-in', () => {
    it('signs a trimmed, lower-cased address up as pending with its consent, and mails a confirmation link, no welcome', async () => {
      const before = Date.now();
      const res = await subscribe({ email: '  Alex.Morgan@Example.ORG ' }).expect(201);
      expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        email: 'alex.morgan@example.org',
        status: 'pending',
        consentSource: 'footer-form',
        consentWording: NEWSLETTER_FOOTER_WORDING,
        consentConfirmedAt: null,
      });
      expect(stored[0].consentGivenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // The link lasts 7 days.
      const days =
        (stored[0].confirmExpiresAt!.getTime() - stored[0].consentGivenAt.getTime()) / 864e5;
      expect(days).toBeCloseTo(7, 3);

      const mail = await smtp.waitFor('alex.morgan@example.org');
      expect(mail.parsed.subject).toBe(CONFIRM_SUBJECT);
      expect(mail.parsed.text).toMatch(/expires in\s+7 days/);
      expect(mail.parsed.html).toContain('Confirm my subscription');
      const token = tokenOf(mail, CONFIRM_LINK);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(stored[0].confirmTokenHash).not.toBe(token); // only the hash is stored
      // No welcome, and nothing else, before confirmation.
      expect(await queuedSubjects(t.dataSource, 'alex.morgan@example.org')).toEqual([
        CONFIRM_SUBJECT,
      ]);
      expect(await newsletter.countConfirmed()).toBe(0);
    });

    it('confirms with the link: confirmed with the time, the welcome follows with its unsubscribe link and headers; again changes nothing', async () => {
      const token = await signUp('confirm.me@example.org');
      const res = await confirm({ token }).expect(200);
      expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
      const row = await rowOf('confirm.me@example.org');
      expect(row.status).toBe('confirmed');
      expect(row.consentConfirmedAt).toEqual(expect.any(Date));
      expect(row.consentConfirmedAt!.getTime()).toBeGreaterThanOrEqual(
        row.consentGivenAt.getTime(),
      );
      expect(row).toMatchObject({
        consentSource: 'footer-form',
        consentWording: NEWSLETTER_FOOTER_WORDING,
      });

      const welcome = await smtp.waitFor(
        'confirm.me@example.org',
        (m) => m.parsed.subject === WELCOME_SUBJECT,
      );
      expect(welcome.parsed.text).toContain('Once a month');
      expect(headerOf(welcome, 'List-Unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
      );
      expect(headerOf(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // Following the link again (or a double click): the same answer, no second welcome.
      const again = await confirm({ token }).expect(200);
      expect(again.body).toEqual(res.body);
      expect(await queuedSubjects(t.dataSource, 'confirm.me@example.org')).toEqual([
        CONFIRM_SUBJECT,
        WELCOME_SUBJECT,
      ]);

      // The welcome's link unsubscribes; then the confirmation link no longer works.
      const unsubscribeToken = tokenOf(welcome, UNSUBSCRIBE_LINK);
      await request(t.http)
        .post('/api/newsletter/unsubscribe')
        .send({ token: unsubscribeToken })
        .expect(200);
      expect((await rowOf('confirm.me@example.org')).status).toBe('unsubscribed');
      await confirm({ token }).expect(400);
    });

    it('refuses an expired, unknown or missing confirmation token with a 400 saying why', async () => {
      const token = await signUp('late@example.org');
      await t.dataSource.query(
        `UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 second'`,
      );
      const expired = await confirm({ token }).expect(400);
      expect(expired.body).toEqual({
        statusCode: 400,
        message: NEWSLETTER_MESSAGES.confirmInvalid,
      });
      expect((await rowOf('late@example.org')).status).toBe('pending');
      expect(await queuedSubjects(t.dataSource, 'late@example.org')).toEqual([CONFIRM_SUBJECT]);

      const unknown = await confirm({ token: 'x'.repeat(43) }).expect(400);
      expect(unknown.body.message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
      const missing = await confirm({}).expect(400);
      expect(missing.body.message).toBe(NEWSLETTER_MESSAGES.confirmMissing);
      const wrongType = await confirm({ token: 42 }).expect(400);
      expect(wrongType.body.message).toBe('The confirmation token must be text.');
      const long = await confirm({ token: 'x'.repeat(201) }).expect(400);
      expect(long.body.message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
      await confirm({ token, extra: true }).expect(400);
      await request(t.http).get(`/api/newsletter/confirm?token=${token}`).expect(404);
    });

    it('answers the same for a known address; a confirmed one gets no mail, a pending one at most one new link per 10 minutes', async () => {
      const first = await subscribe({ email: 'twice@example.org' }).expect(201);
      await smtp.waitFor('twice@example.org');
      // Pending, within 10 minutes: no second mail, the same answer.
      const second = await subscribe({ email: 'TWICE@example.org' }).expect(201);
      expect(second.body).toEqual(first.body);
      expect(await rows()).toHaveLength(1);
      expect(await queuedSubjects(t.dataSource, 'twice@example.org')).toEqual([CONFIRM_SUBJECT]);

      // Eleven minutes later: a new link, which replaces the old one.
      const firstToken = tokenOf(smtp.to('twice@example.org')[0], CONFIRM_LINK);
      await t.dataSource.query(
        `UPDATE newsletter_subscriber SET confirm_sent_at = now() - interval '11 minutes'`,
      );
      await subscribe({ email: 'twice@example.org' }).expect(201);
      expect(await queuedSubjects(t.dataSource, 'twice@example.org')).toEqual([
        CONFIRM_SUBJECT,
        CONFIRM_SUBJECT,
      ]);
      const newMail = await smtp.waitFor(
        'twice@example.org',
        (m) => tokenOf(m, CONFIRM_LINK) !== firstToken,
      );
      await confirm({ token: firstToken }).expect(400);
      await confirm({ token: tokenOf(newMail, CONFIRM_LINK) }).expect(200);

      // Confirmed: signing up again answers the same and sends nothing.
      const third = await subscribe({ email: 'twice@example.org' }).expect(201);
      expect(third.body).toEqual(first.body);
      const subjects = await queuedSubjects(t.dataSource, 'twice@example.org');
      expect(subjects).toEqual([CONFIRM_SUBJECT, CONFIRM_SUBJECT, WELCOME_SUBJECT]);
      expect((await rowOf('twice@example.org')).status).toBe('confirmed');
    });

    it('100 simultaneous sign-ups of one address make one row and at most one confirmation e-mail', async () => {
      await t.app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
      const statuses = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const res = await fetch(`${base}/api/newsletter/subscribe`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `198.51.100.${i + 1}`,
            },
            body: JSON.stringify({ email: i % 2 ? 'Burst@Example.org' : 'burst@example.org' }),
          });
          return res.status;
        }),
      );
      expect(statuses).toEqual(Array.from({ length: 100 }, () => 201));
      expect(await rows()).toHaveLength(1);
      expect(await queuedSubjects(t.dataSource, 'burst@example.org')).toEqual([CONFIRM_SUBJECT]);
    });

    it('welcomes back, after a new confirmation, someone who had unsubscribed or bounced', async () => {
      const welcome = await confirmedSubscriber('returning@example.org');
      await request(t.http)
        .post('/api/newsletter/unsubscribe')
        .send({ token: tokenOf(welcome, UNSUBSCRIBE_LINK) })
        .expect(200);
      await subscribe({ email: 'returning@example.org' }).expect(201);
      let row = await rowOf('returning@example.org');
      expect(row).toMatchObject({
        status: 'pending',
        unsubscribedAt: null,
        consentConfirmedAt: null,
      });
      expect(await queuedSubjects(t.dataSource, 'returning@example.org')).toEqual([
        CONFIRM_SUBJECT,
        WELCOME_SUBJECT,
        CONFIRM_SUBJECT,
      ]);

      // A bounced address is not mailed until it confirms again.
      const bounced = await confirmedSubscriber('bouncy@example.org');
      expect(bounced).toBeDefined();
      row = await rowOf('bouncy@example.org');
      await newsletter.markBounced(row.id, '550 5.1.1 <bouncy@example.org>: mailbox unavailable');
      row = await rowOf('bouncy@example.org');
      expect(row).toMatchObject({
        status: 'bounced',
        bounceReason: '550 5.1.1 <bouncy@example.org>: mailbox unavailable',
      });
      expect(row.bouncedAt).toEqual(expect.any(Date));
      expect(await newsletter.recipient(row.id)).toEqual({
        id: row.id,
        email: 'bouncy@example.org',
        state: 'bounced',
      });
      const token = await signUp('bouncy@example.org');
      expect((await rowOf('bouncy@example.org')).status).toBe('pending');
      await confirm({ token }).expect(200);
      expect((await rowOf('bouncy@example.org')).status).toBe('confirmed');
    });

    it('removes the pending sign-ups whose link expired, and only those', async () => {
      await signUp('expired@example.org');
      await signUp('fresh@example.org');
      await confirmedSubscriber('kept@example.org');
      await t.dataSource.query(
        `UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 minute'
          WHERE email IN ('expired@example.org', 'kept@example.org')`,
      );
      // Two instances' runs at once: one removes, the other finds the lock taken.
      const results = await Promise.all([
        newsletter.removeExpiredPending(),
        newsletter.removeExpiredPending(),
      ]);
      expect(results.filter((n) => n !== null).reduce((a, n) => a! + n!, 0)).toBe(1);
      expect((await rows()).map((r) => r.email).sort()).toEqual([
        'fresh@example.org',
        'kept@example.org',
      ]);
    });

    it('removes them while another instance starts (holding the mail queue lock)', async () => {
      await signUp('expired.again@example.org');
      await t.dataSource.query(
        `UPDATE newsletter_subscriber SET confirm_expires_at = now() - interval '1 minute'
          WHERE email = 'expired.again@example.org'`,
      );
      const starting = t.dataSource.createQueryRunner();
      await starting.connect();
      try {
        await starting.query('SELECT pg_advisory_lock($1)', [MAIL_QUEUE_LOCK_KEY]);
        expect(await newsletter.removeExpiredPending()).toBe(1);
      } finally {
        await starting.query('SELECT pg_advisory_unlock($1)', [MAIL_QUEUE_LOCK_KEY]);
        await starting.release();
      }
      expect(await rows()).toEqual([]);
    });
  });

  describe('unsubscribing', () => {
    it('accepts the RFC 8058 one-click POST of the welcome (form body, token in the URL, no Origin)', async () => {
      const welcome = await confirmedSubscriber('oneclick@example.org');
      const url = new URL(headerOf(welcome, 'List-Unsubscribe')!.slice(1, -1));
      await request(t.http)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect((await rowOf('oneclick@example.org')).status).toBe('unsubscribed');
    });

    it("unsubscribes with a campaign's HMAC token by one-click POST without an Origin header, and by JSON; twice is fine", async () => {
      await confirmedSubscriber('campaign.reader@example.org');
      const { id } = await rowOf('campaign.reader@example.org');
      const urls = await newsletter.unsubscribeUrls(id);
      expect(urls).toEqual(await newsletter.unsubscribeUrls(id)); // stable
      expect(urls.page).toMatch(
        new RegExp(`^http://localhost:3000/newsletter/unsubscribe\\?token=${id}\\.[\\w-]{43}$`),
      );
      const oneClick = new URL(urls.oneClick);
      expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe');
      expect(oneClick.searchParams.get('token')).toBe(new URL(urls.page).searchParams.get('token'));

      // As a mail client sends it: a form post, no Origin, no cookie.
      const res = await request(t.http)
        .post(`${oneClick.pathname}${oneClick.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(res.body.message).toMatch(/unsubscribed/);
      const row = await rowOf('campaign.reader@example.org');
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribedAt).toEqual(expect.any(Date));
      expect(await newsletter.confirmedBatch(null, 10)).toEqual([]);

      // The page's JSON post with the same token, again: fine, nothing changes.
      const token = oneClick.searchParams.get('token')!;
      await request(t.http).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
      expect((await rowOf('campaign.reader@example.org')).unsubscribedAt).toEqual(
        row.unsubscribedAt,
      );

      // A bounced address's link works too, and it stays bounced.
      await confirmedSubscriber('gone@example.org');
      const gone = await rowOf('gone@example.org');
      await newsletter.markBounced(gone.id, '550 no such user');
      const goneToken = new URL(
        (await newsletter.unsubscribeUrls(gone.id)).oneClick,
      ).searchParams.get('token');
      await request(t.http)
        .post(`/api/newsletter/unsubscribe?token=${goneToken}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect((await rowOf('gone@example.org')).status).toBe('bounced');
    });

    it("keeps campaign links working on an instance with another SESSION_SECRET (the key is the database's)", async () => {
      await confirmedSubscriber('rotation@example.org');
      const { id } = await rowOf('rotation@example.org');
      const { oneClick } = await newsletter.unsubscribeUrls(id);
      const rotated = await createTestApp({
        DATABASE_URL: t.config.databaseUrl!,
        SESSION_SECRET: 'a-rotated-session-secret-that-is-long-enough-9876543210',
      });
      try {
        const url = new URL(oneClick);
        await request(rotated.http)
          .post(`${url.pathname}${url.search}`)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(200);
        expect((await rowOf('rotation@example.org')).status).toBe('unsubscribed');
      } finally {
        await rotated.close();
      }
    });

    it('refuses a forged or tampered HMAC token with a 400', async () => {
      await confirmedSubscriber('victim@example.org');
      const { id } = await rowOf('victim@example.org');
      const token = new URL((await newsletter.unsubscribeUrls(id)).oneClick).searchParams.get(
        'token',
      )!;
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [tampered, `${id}.`, `${id}.short`, `not-a-uuid.${token.split('.')[1]}`]) {
        const res = await request(t.http)
          .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(400);
        expect(res.body.message).toMatch(/not valid/);
      }
      expect((await rowOf('victim@example.org')).status).toBe('confirmed');
    });

    it('refuses an unknown or missing unsubscribe token with a clear message', async () => {
      const bad = await request(t.http)
        .post('/api/newsletter/unsubscribe')
        .send({ token: 'x'.repeat(43) })
        .expect(400);
      expect(bad.body.message).toMatch(/not valid/);
      const missing = await request(t.http)
        .post('/api/newsletter/unsubscribe')
        .send({})
        .expect(400);
      expect(missing.body.message).toBe('The unsubscribe link is missing its token.');
    });

    it("takes 100 valid one-click POSTs at once from one mail provider's address; only invalid tokens are limited", async () => {
      // 100 confirmed readers: 90 with a campaign's HMAC link, 10 with their welcome's stored token.
      const emails = Array.from({ length: 100 }, (_, i) => `reader${i}@example.org`);
      const welcomeTokens = emails.slice(90).map(() => newToken());
      await t.dataSource.query(
        `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, consent_source,
           consent_given_at, consent_confirmed_at, consent_wording)
         SELECT e, 'confirmed', h, 'footer-form', now(), now(), 'Monthly insights'
           FROM unnest($1::text[], $2::text[]) AS x(e, h)`,
        [
          emails,
          emails.map((e, i) =>
            i < 90 ? hashToken(`not-mailed-${e}`) : hashToken(welcomeTokens[i - 90]),
          ),
        ],
      );
      const tokens = [
        ...(await Promise.all(
          emails.slice(0, 90).map(async (e) => {
            const { oneClick } = await newsletter.unsubscribeUrls((await rowOf(e)).id);
            return new URL(oneClick).searchParams.get('token')!;
          }),
        )),
        ...welcomeTokens,
      ];
      // As Gmail sends them: every reader's POST from the same few servers (here one address).
      const provider = '203.0.113.7';
      const oneClick = (token: string, from = provider) =>
        request(t.http)
          .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
          .set('X-Forwarded-For', from)
          .type('form')
          .send('List-Unsubscribe=One-Click');
      const answers = await Promise.all(tokens.map((token) => oneClick(token)));
      expect(answers.map((a) => a.status)).toEqual(tokens.map(() => 200));
      const states = (await rows()).map((r) => r.status);
      expect(states).toHaveLength(100);
      expect(new Set(states)).toEqual(new Set(['unsubscribed']));

      // Invalid tokens are counted per address: of 40 at once, 30 are told so, 10 are refused.
      const prober = '198.51.100.9';
      const forged = await Promise.all(
        Array.from({ length: 40 }, (_, i) => oneClick(`${tokens[i].slice(0, -2)}xx`, prober)),
      );
      const statuses = forged.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 400)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const refused = forged.find((a) => a.status === 429)!;
      expect(refused.body).toEqual({
        statusCode: 429,
        message: 'Too many requests. Please wait 15 minutes and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A valid token from that address still works; the provider's address was never counted.
      await confirmedSubscriber('late.reader@example.org');
      const late = await newsletter.unsubscribeUrls((await rowOf('late.reader@example.org')).id);
      await oneClick(new URL(late.oneClick).searchParams.get('token')!, prober).expect(200);
      expect((await rowOf('late.reader@example.org')).status).toBe('unsubscribed');
      await oneClick('x'.repeat(43), prober).expect(429);
      await oneClick('x'.repeat(43), provider).expect(400);
    });
  });

  describe('for the campaigns module', () => {
    it('reads the confirmed in id order by keyset batches, counts states, and finds a recipient', async () => {
      for (const name of ['c1', 'c2', 'c3']) await confirmedSubscriber(`${name}@example.org`);
      await signUp('waiting@example.org');
      const ids = (await rows())
        .filter((r) => r.status === 'confirmed')
        .map((r) => r.id)
        .sort();
      const first = await newsletter.confirmedBatch(null, 2);
      expect(first.map((r) => r.id)).toEqual(ids.slice(0, 2));
      const rest = await t.dataSource.transaction((m) =>
        newsletter.confirmedBatch(first[1].id, 2, m),
      );
      expect(rest.map((r) => r.id)).toEqual(ids.slice(2));
      expect(rest[0].email).toMatch(/^c\d@example\.org$/);
      expect(await newsletter.countConfirmed()).toBe(3);
      expect(await newsletter.stateCounts()).toEqual({
        pending: 1,
        confirmed: 3,
        unsubscribed: 0,
        bounced: 0,
      });
      expect(await newsletter.recipient('3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10')).toBeNull();
    });
  });

  describe('members', () => {
    it("turning Marketing Emails on confirms the verified address at once with the setting's consent; off unsubscribes; Download Your Data shows the consent", async () => {
      await createUser(t, { username: 'settingsfan', email: 'settingsfan@example.org' });
      const agent = await signedIn(t, 'settingsfan');
      // A footer sign-up left pending is not "on" yet.
      await signUp('settingsfan@example.org');
      expect((await agent.get('/api/user/preferences').expect(200)).body.marketingEmails).toBe(
        false,
      );

      const before = Date.now();
      const on = await agent
        .put('/api/user/preferences')
        .send({ marketingEmails: true })
        .expect(200);
      expect(on.body.marketingEmails).toBe(true);
      const row = await rowOf('settingsfan@example.org');
      expect(row).toMatchObject({
        status: 'confirmed',
        consentSource: 'member-settings',
        consentWording: NEWSLETTER_MEMBER_SETTING_WORDING,
      });
      expect(row.consentGivenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.consentConfirmedAt).toEqual(row.consentGivenAt);
      const welcome = await smtp.waitFor(
        'settingsfan@example.org',
        (m) => m.parsed.subject === WELCOME_SUBJECT,
      );
      expect(headerOf(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // On again: nothing more.
      await agent.put('/api/user/preferences').send({ marketingEmails: true }).expect(200);
      expect(await queuedSubjects(t.dataSource, 'settingsfan@example.org')).toEqual([
        CONFIRM_SUBJECT,
        WELCOME_SUBJECT,
      ]);

      const exported = (await agent.get('/api/user/export').expect(200)).body;
      expect(exported.newsletterSubscriptions).toEqual([
        {
          email: 'settingsfan@example.org',
          status: 'confirmed',
          consent: {
            source: 'member-settings',
            givenAt: row.consentGivenAt.toISOString(),
            confirmedAt: row.consentConfirmedAt!.toISOString(),
            wording: NEWSLETTER_MEMBER_SETTING_WORDING,
          },
          subscribedAt: expect.any(String),
          unsubscribedAt: null,
          bouncedAt: null,
          bounceReason: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(exported)).not.toMatch(/token|hash/i);

      const off = await agent
        .put('/api/user/preferences')
        .send({ marketingEmails: false })
        .expect(200);
      expect(off.body.marketingEmails).toBe(false);
      expect((await rowOf('settingsfan@example.org')).status).toBe('unsubscribed');
    });
  });

  describe('input', () => {
    it.each([
      ['an invalid address', { email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['an empty address', { email: '   ' }, 'Email address is required.'],
      ['a missing address', {}, 'Email address is required.'],
      ['a non-text address', { email: 42 }, 'Email address must be text.'],
      [
        'an over-long address',
        { email: `${'a'.repeat(250)}@example.org` },
        'Email address must be at most 254 characters.',
      ],
    ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
      const res = await subscribe(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { email: message } });
      expect(await rows()).toHaveLength(0);
    });

    it('refuses an address over 254 characters even when it is otherwise well-formed', async () => {
      const local = 'a'.repeat(64);
      const domain = Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.') + '.org';
      const res = await subscribe({ email: `${local}@${domain}` }).expect(400);
      expect(res.body.errors.email).toBe('Email address must be at most 254 characters.');
    });

    it('refuses extra fields', async () => {
      const res = await subscribe({ email: 'extra@example.org', isAdmin: true }).expect(400);
      expect(res.body.message).toBe('property isAdmin should not exist');
      expect(await rows()).toHaveLength(0);
    });

    it('never changes state on GET', async () => {
      await request(t.http).get('/api/newsletter/unsubscribe?token=abc').expect(404);
      await request(t.http).get('/api/newsletter/subscribe?email=a@example.org').expect(404);
    });

    it('rate-limits sign-ups per IP with 429, a clear message and Retry-After', async () => {
      for (let i = 0; i < 10; i++) await subscribe({ email: `limit${i}@example.org` }).expect(201);
      const res = await subscribe({ email: 'limit10@example.org' }).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        message: 'Too many requests. Please wait 15 minutes and try again.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows()).toHaveLength(10);
    });

    it('rate-limits confirmations per IP', async () => {
      for (let i = 0; i < 30; i++) await confirm({ token: `unknown-${i}` }).expect(400);
      await confirm({ token: 'unknown-30' }).expect(429);
    });
  });

  it('keeps a mail queued while the mail server is down and delivers it when it is back', async () => {
    await smtp.stop();
    const res = await subscribe({ email: 'outage@example.org' }).expect(201); // the request does not fail
    expect(res.body.message).toBe(NEWSLETTER_MESSAGES.subscribed);
    await new Promise((r) => setTimeout(r, 2500)); // at least one delivery attempt fails meanwhile
    const health = await request(t.http).get('/api/health').expect(200);
    expect(health.body.mailQueue.waiting).toBeGreaterThanOrEqual(1);
    await smtp.start();
    const mail = await smtp.waitFor('outage@example.org', () => true, 25_000);
    expect(mail.parsed.subject).toBe(CONFIRM_SUBJECT);
  }, 40_000);
});
