import { parseUploadUrl } from '@bb/shared/admin-content';
import sharp from 'sharp';
import { UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createUser, signedIn } from './support/accounts';
import { transparentPng, uploadedImage } from './support/images';
import { headerOf, linkIn, TestSmtpServer } from './support/smtp';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Confirmed subscribers, inserted directly (the double opt-in has its own tests). */
async function confirmedSubscribers(t: { dataSource: TestApp['dataSource'] }, emails: string[]) {
  await t.dataSource.query(
    `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash,
       consent_source, consent_given_at, consent_confirmed_at, consent_wording)
     SELECT e, 'confirmed', md5(e) || md5(e || 'x'), 'footer-form', now(), now(), 'Monthly insights'
       FROM unnest($1::text[]) AS e`,
    [emails],
  );
}

const campaignMails = (smtp: TestSmtpServer, subject: string) =>
  smtp.messages.filter((m) => m.parsed.subject === subject);

describe('newsletter campaigns', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: Agent;
  const ADMIN_EMAIL = 'editor@example.org';

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '10000' });
    await createUser(t, { username: 'editor', email: ADMIN_EMAIL, isAdmin: true });
    admin = await signedIn(t, 'editor');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM newsletter_campaign');
    await t.dataSource.query('DELETE FROM newsletter_subscriber');
    await t.dataSource.query('DELETE FROM newsletter_send_window');
    smtp.messages.length = 0;
  });

  const create = (body: object) =>
    admin.post('/api/admin/newsletter/campaigns').send(body).expect(201);
  const deliveries = async (campaignId: string) =>
    (await t.dataSource.query(
      `SELECT s.email, d.status FROM newsletter_delivery d
        JOIN newsletter_subscriber s ON s.id = d.subscriber_id
       WHERE d.campaign_id = $1 ORDER BY s.email`,
      [campaignId],
    )) as { email: string; status: string }[];
  const campaign = async (id: string) =>
    (await admin.get(`/api/admin/newsletter/campaigns/${id}`).expect(200)).body;

  it('creates a draft from plain text, refuses invalid content with field errors and stores nothing', async () => {
    const created = await create({
      subject: 'Inclusion insights for November',
      body: 'First paragraph with **bold** and [a link](/contact).\n\n### What we learned\n\n- one\n- two',
    });
    expect(created.body).toMatchObject({ state: 'draft', version: 1, published: false });
    expect(created.body.body).toEqual([
      {
        type: 'paragraph',
        content: [
          { text: 'First paragraph with ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'a link', href: '/contact' },
          { text: '.' },
        ],
      },
      { type: 'subheading', content: [{ text: 'What we learned' }] },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
    ]);

    const bad = await admin
      .post('/api/admin/newsletter/campaigns')
      .send({
        subject: 'Bad',
        body: [
          { type: 'paragraph', content: [{ text: 'x', href: 'javascript:alert(1)' }] },
          { type: 'image', image: { url: '/uploads/nope.png', alt: '', decorative: false } },
        ],
      })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      'body.0.content.0.href': expect.stringMatching(/Links must start with/),
    });
    expect(JSON.stringify(bad.body.errors)).toMatch(/Choose an uploaded image/);
    await admin
      .post('/api/admin/newsletter/campaigns')
      .send({ subject: '', body: 'x' })
      .expect(400);
    // A link that names organisation details is checked with them filled in, as a typed one is:
    // '{phone}' is the number as shown, not a tel: link. On a new campaign and on a change.
    const unsafe = `The link “Call us” goes to “${DEFAULT_SITE_DETAILS.phoneDisplay}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`;
    const placeholder = await admin
      .post('/api/admin/newsletter/campaigns')
      .send({ subject: 'Call', body: 'Hello.\n\n[Call us]({phone}) or [write](mailto:{email}).' })
      .expect(400);
    expect(placeholder.body.errors).toEqual({ 'body.1': unsafe });
    await admin
      .patch(`/api/admin/newsletter/campaigns/${created.body.id}`)
      .send({ version: 1, body: '[Call us]({phone})' })
      .expect(400);
    const { rows } = await admin
      .get('/api/admin/newsletter/campaigns')
      .expect(200)
      .then((r) => ({ rows: r.body }));
    expect(rows.total).toBe(1);
  });

  it('edits with a version (409 when stale), audits every action, and previews the e-mail', async () => {
    const { body: draft } = await create({ subject: 'Draft one', body: 'Hello {name}.' });
    const edited = await admin
      .patch(`/api/admin/newsletter/campaigns/${draft.id}`)
      .send({ subject: 'Draft two', previewText: 'A short preview', version: 1 })
      .expect(200);
    expect(edited.body).toMatchObject({ subject: 'Draft two', version: 2 });
    const stale = await admin
      .patch(`/api/admin/newsletter/campaigns/${draft.id}`)
      .send({ subject: 'Lost?', version: 1 })
      .expect(409);
    expect(stale.body.message).toMatch(/Someone saved this campaign/);
    expect((await campaign(draft.id)).subject).toBe('Draft two');

    const preview = await admin
      .get(`/api/admin/newsletter/campaigns/${draft.id}/preview`)
      .expect(200);
    expect(preview.body.subject).toBe('Draft two');
    expect(preview.body.html).toMatch(/^<!DOCTYPE html>/);
    expect(preview.body.html).toContain('<h1');
    expect(preview.body.html).toContain('A short preview');
    expect(preview.body.html).toContain('Hello Building Bridges Inclusion.');
    expect(preview.body.text).toContain('Hello Building Bridges Inclusion.');

    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/test`).expect(200);
    const test = await smtp.waitFor(ADMIN_EMAIL);
    expect(test.parsed.subject).toBe('[Test] Draft two');
    expect(smtp.messages).toHaveLength(1);

    const actions = (
      await t.dataSource.query(
        `SELECT action FROM audit_entry WHERE target_id = $1 ORDER BY at, action`,
        [draft.id],
      )
    ).map((r: { action: string }) => r.action);
    expect(actions).toEqual([
      'newsletter-campaign.create',
      'newsletter-campaign.update',
      'newsletter-campaign.test',
    ]);
  });

  it('sends to exactly the confirmed subscribers, once each, personal and with both List-Unsubscribe headers', async () => {
    const confirmed = Array.from(
      { length: 30 },
      (_, i) => `reader${String(i).padStart(2, '0')}@example.org`,
    );
    await confirmedSubscribers(t, confirmed);
    await t.dataSource.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, unsubscribed_at,
         consent_source, consent_given_at, consent_wording)
       VALUES ('gone@example.org', 'unsubscribed', md5('a') || md5('b'), now(), 'footer-form', now(), 'Monthly insights')`,
    );
    const { body: draft } = await create({
      subject: 'November insights',
      body: 'Hello.\n\n![Our team at a workshop](/images/hero-portrait-720.webp)',
      published: true,
    });
    const sent = await admin
      .post(`/api/admin/newsletter/campaigns/${draft.id}/send`)
      .send({})
      .expect(200);
    expect(sent.body.state).toBe('sending');

    await until('every delivery sent', async () => (await campaign(draft.id)).state === 'sent');
    const mails = campaignMails(smtp, 'November insights');
    expect(mails.map((m) => m.to[0]).sort()).toEqual(confirmed);
    const final = await campaign(draft.id);
    expect(final.stats).toMatchObject({
      recipients: 30,
      sent: 30,
      queued: 0,
      failed: 0,
      bounced: 0,
    });

    const one = mails[0];
    expect(headerOf(one, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = headerOf(one, 'List-Unsubscribe')!.slice(1, -1);
    expect(oneClick).toMatch(
      /^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w.-]+$/,
    );
    expect(new Set(mails.map((m) => headerOf(m, 'List-Unsubscribe'))).size).toBe(30);
    expect(one.parsed.html).toContain('alt="Our team at a workshop"');
    // The site's artwork by its JPEG for mail, which the build makes beside the page sizes.
    expect(one.parsed.html).toContain('src="http://localhost:3000/images/hero-portrait-mail.jpg"');
    expect(one.parsed.text).toContain('[Image: Our team at a workshop]');
    linkIn(one, 'http://localhost:3000/newsletter/unsubscribe?token=');

    // The mail client's one-click POST (a form body, no Origin) unsubscribes at once.
    const url = new URL(oneClick);
    await request(t.http)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [{ status }] = await t.dataSource.query(
      `SELECT status FROM newsletter_subscriber WHERE email = $1`,
      [one.to[0]],
    );
    expect(status).toBe('unsubscribed');
    expect((await campaign(draft.id)).stats.unsubscribed).toBe(1);

    // The public archive shows it (published), by its slug.
    const archive = await request(t.http).get('/api/newsletter/archive').expect(200);
    expect(archive.body).toEqual([
      expect.objectContaining({
        subject: 'November insights',
        slug: expect.stringMatching(/^\d{4}-\d{2}-november-insights$/),
      }),
    ]);
    const issue = await request(t.http)
      .get(`/api/newsletter/archive/${archive.body[0].slug}`)
      .expect(200);
    expect(issue.body.body[0]).toEqual({ type: 'paragraph', content: [{ text: 'Hello.' }] });
    await request(t.http).get('/api/newsletter/archive/2026-01-nothing-here').expect(404);
    await request(t.http).get('/api/newsletter/archive/..%2Fetc').expect(400);
  });

  it('pauses, resumes and cancels; an address unsubscribed while sending gets nothing more', async () => {
    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 60 }).expect(200);
    const emails = Array.from(
      { length: 12 },
      (_, i) => `slow${String(i).padStart(2, '0')}@example.org`,
    );
    await confirmedSubscribers(t, emails);
    const { body: draft } = await create({ subject: 'Throttled', body: 'Slowly.' });
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/send`).send({}).expect(200);
    await until('the first message', () => campaignMails(smtp, 'Throttled').length >= 1);
    // At 60 a minute: about one a second, never a burst.
    await new Promise((r) => setTimeout(r, 1500));
    expect(campaignMails(smtp, 'Throttled').length).toBeLessThanOrEqual(4);

    // Unsubscribed while the campaign sends: skipped when its turn comes.
    const got = new Set(campaignMails(smtp, 'Throttled').map((m) => m.to[0]));
    const leaving = emails.filter((e) => !got.has(e)).slice(-1)[0];
    await t.dataSource.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now() WHERE email = $1`,
      [leaving],
    );

    const paused = await admin
      .post(`/api/admin/newsletter/campaigns/${draft.id}/pause`)
      .expect(200);
    expect(paused.body.state).toBe('paused');
    await new Promise((r) => setTimeout(r, 1500)); // a delivery under way may still finish
    const atPause = campaignMails(smtp, 'Throttled').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(campaignMails(smtp, 'Throttled').length).toBe(atPause);

    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 10000 }).expect(200);
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/resume`).expect(200);
    await until('sent', async () => (await campaign(draft.id)).state === 'sent');
    const to = campaignMails(smtp, 'Throttled').map((m) => m.to[0]);
    expect(to.sort()).toEqual(emails.filter((e) => e !== leaving));
    expect(new Set(to).size).toBe(to.length);
    expect((await deliveries(draft.id)).find((d) => d.email === leaving)?.status).toBe('skipped');

    // Cancel: a scheduled campaign never starts; a sent one cannot be cancelled.
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/cancel`).expect(400);
    const { body: later } = await create({ subject: 'Later', body: 'Not yet.' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await admin
      .post(`/api/admin/newsletter/campaigns/${later.id}/send`)
      .send({ at })
      .expect(200);
    expect(scheduled.body).toMatchObject({ state: 'scheduled', sendAt: at });
    const cancelled = await admin
      .post(`/api/admin/newsletter/campaigns/${later.id}/cancel`)
      .expect(200);
    expect(cancelled.body.state).toBe('cancelled');
    await admin.delete(`/api/admin/newsletter/campaigns/${later.id}`).expect(204);
    await admin.delete(`/api/admin/newsletter/campaigns/${draft.id}`).expect(409);
    await admin
      .post(`/api/admin/newsletter/campaigns/${draft.id}/send`)
      .send({ at: new Date(Date.now() - 60_000).toISOString() })
      .expect(400);
  });

  it('cancelling takes its waiting messages out of the mail queue, so the next campaign does not wait behind them', async () => {
    // At 60 a minute the first campaign sends about one a second: nearly all of its 2,000
    // recipients still wait when it is cancelled.
    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 60 }).expect(200);
    const readers = Array.from(
      { length: 2000 },
      (_, i) => `many${String(i).padStart(4, '0')}@example.org`,
    );
    await confirmedSubscribers(t, readers);
    const { body: first } = await create({ subject: 'Cancelled early', body: 'Never mind.' });
    await admin.post(`/api/admin/newsletter/campaigns/${first.id}/send`).send({}).expect(200);
    await until('every recipient queued', async () => {
      const [row] = await t.dataSource.query(
        `SELECT enqueue_phase FROM newsletter_campaign WHERE id = $1`,
        [first.id],
      );
      return row.enqueue_phase === 'done';
    });
    await until('the first message', () => campaignMails(smtp, 'Cancelled early').length >= 1);
    const waitingJobs = async (campaignId: string) => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pgboss.job j
          JOIN newsletter_delivery d ON d.id::text = j.data->>'ref'
         WHERE j.name = 'mail-bulk' AND j.state < 'active' AND d.campaign_id = $1`,
        [campaignId],
      );
      return n as number;
    };
    expect(await waitingJobs(first.id)).toBeGreaterThan(1900);

    const cancelled = await admin
      .post(`/api/admin/newsletter/campaigns/${first.id}/cancel`)
      .expect(200);
    expect(cancelled.body.state).toBe('cancelled');
    // Gone from the queue with the cancel (its transaction), not drained one by one afterwards.
    expect(await waitingJobs(first.id)).toBe(0);
    // A message being delivered when the cancel came finishes, once; the figures add up.
    await until('nothing under way', async () => (await campaign(first.id)).stats.queued === 0);
    const sentFirst = campaignMails(smtp, 'Cancelled early').map((m) => m.to[0]);
    expect(new Set(sentFirst).size).toBe(sentFirst.length);
    const final = await campaign(first.id);
    expect(final.stats).toMatchObject({
      recipients: 2000,
      sent: sentFirst.length,
      queued: 0,
      failed: 0,
    });
    const [{ n: cancelledRows }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM newsletter_delivery WHERE campaign_id = $1 AND status = 'cancelled'`,
      [first.id],
    );
    expect(cancelledRows + sentFirst.length).toBe(2000);

    // The next campaign, to five readers at full speed, is sent at once.
    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 10000 }).expect(200);
    await t.dataSource.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now()
        WHERE email <> ALL($1::text[])`,
      [readers.slice(0, 5)],
    );
    const { body: next } = await create({ subject: 'The next one', body: 'Straight away.' });
    const started = Date.now();
    await admin.post(`/api/admin/newsletter/campaigns/${next.id}/send`).send({}).expect(200);
    await until('the next campaign sent', async () => (await campaign(next.id)).state === 'sent');
    const took = Date.now() - started;
    expect(
      campaignMails(smtp, 'The next one')
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(readers.slice(0, 5));
    expect(campaignMails(smtp, 'Cancelled early')).toHaveLength(sentFirst.length);
    // Behind 2,000 leftover jobs it had not started after 20 s; alone it takes a second or two.
    expect(took).toBeLessThan(8000);
  }, 60_000);

  it('resumed after a pause that came while its recipients were still being queued, it sends to every one, once', async () => {
    // 1,200 readers: more than one batch (ENQUEUE_BATCH, 1,000) of deliveries to make.
    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 60 }).expect(200);
    const readers = Array.from(
      { length: 1200 },
      (_, i) => `paused${String(i).padStart(4, '0')}@example.org`,
    );
    await confirmedSubscribers(t, readers);
    const { body: draft } = await create({ subject: 'Paused while queueing', body: 'Hello.' });
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/send`).send({}).expect(200);
    await until('every recipient queued', async () => {
      const [row] = await t.dataSource.query(
        `SELECT enqueue_phase FROM newsletter_campaign WHERE id = $1`,
        [draft.id],
      );
      return row.enqueue_phase === 'done';
    });
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/pause`).expect(200);
    await new Promise((r) => setTimeout(r, 1500)); // a delivery under way may still finish
    // As if the pause had come after the first batch (the queueing is too quick to catch): the
    // second batch's deliveries not made yet, and over a long pause every waiting job taken and
    // dropped by the queue (a paused campaign's deliveries are not sent).
    const [{ id: cursor }] = await t.dataSource.query(
      `SELECT id FROM newsletter_subscriber ORDER BY id OFFSET 999 LIMIT 1`,
    );
    await t.dataSource.query(
      `DELETE FROM newsletter_delivery WHERE campaign_id = $1 AND subscriber_id > $2`,
      [draft.id, cursor],
    );
    await t.dataSource.query(
      `UPDATE newsletter_campaign SET enqueue_phase = 'recipients', enqueue_cursor = $2,
              recipients = 1000 WHERE id = $1`,
      [draft.id, cursor],
    );
    await t.dataSource.query(
      `DELETE FROM pgboss.job j USING newsletter_delivery d
        WHERE j.name = 'mail-bulk' AND j.state < 'active' AND d.id::text = j.data->>'ref'
          AND d.campaign_id = $1`,
      [draft.id],
    );

    await admin.patch('/api/admin/settings').send({ newsletterRatePerMinute: 10000 }).expect(200);
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/resume`).expect(200);
    // Before: the rest of the recipients were queued, the waiting ones never again; it stayed
    // 'sending' for ever with about a thousand deliveries waiting.
    await until('sent', async () => (await campaign(draft.id)).state === 'sent', 60_000);
    const to = campaignMails(smtp, 'Paused while queueing').map((m) => m.to[0]);
    expect(new Set(to).size).toBe(to.length);
    expect(to.sort()).toEqual(readers);
    expect((await campaign(draft.id)).stats).toMatchObject({
      recipients: 1200,
      sent: 1200,
      queued: 0,
    });
  }, 120_000);

  it('shows each image by an absolute JPEG or PNG address that any origin may load without a cookie, made once', async () => {
    await confirmedSubscribers(t, ['pictures@example.org']);
    const photo = await uploadedImage(admin, 1600, 1000);
    const logo = await uploadedImage(admin, 400, 300, await transparentPng(400, 300));
    const { body: draft } = await create({
      subject: 'Pictures',
      body: `Hello.\n\n![Our team](${photo})\n\n![Our logo](${logo})`,
    });
    const sources = (html: string) =>
      [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    const photoHash = parseUploadUrl(photo)!.hash;
    const logoHash = parseUploadUrl(logo)!.hash;
    const storedBytes = async () =>
      (
        (await t.dataSource.query(
          `SELECT u.stored_bytes, m.stored_bytes AS library_bytes
             FROM upload u JOIN media_item m USING (hash) WHERE u.hash = ANY($1) ORDER BY u.width DESC`,
          [[photoHash, logoHash]],
        )) as { stored_bytes: string; library_bytes: string }[]
      ).map((r) => [Number(r.stored_bytes), Number(r.library_bytes)]);
    const uploadedBytes = await storedBytes();
    const expected = [
      `http://localhost:3000/uploads/${photoHash}-1600x1000-1088.jpg`,
      `http://localhost:3000/uploads/${logoHash}-400x300-400.png`,
    ];

    // The admin's preview, several times at once (the rendition is made by the first).
    const previews = await Promise.all(
      [1, 2, 3].map(() => admin.get(`/api/admin/newsletter/campaigns/${draft.id}/preview`)),
    );
    for (const preview of previews) {
      expect(preview.status).toBe(200);
      expect(sources(preview.body.html)).toEqual(expected);
    }
    const formats = await t.dataSource.query(
      `SELECT mail_format FROM upload WHERE hash = ANY($1) ORDER BY width DESC`,
      [[photoHash, logoHash]],
    );
    expect(formats.map((r: { mail_format: string }) => r.mail_format)).toEqual(['jpg', 'png']);

    // Fetched as a mail app, an image proxy or another site's page would: no cookie, cross-site.
    const files: Buffer[] = [];
    for (const src of expected) {
      const res = await request(t.http)
        .get(new URL(src).pathname)
        .set('Origin', 'https://mail.example.net')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'no-cors')
        .set('Sec-Fetch-Dest', 'image')
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['set-cookie']).toBeUndefined();
      files.push(res.body as Buffer);
    }
    const [jpeg, png] = await Promise.all(files.map((file) => sharp(file).metadata()));
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 1088, height: 680, isProgressive: false });
    expect(jpeg.exif).toBeUndefined();
    expect(png).toMatchObject({ format: 'png', width: 400, height: 300, hasAlpha: true });
    // Each file's bytes counted once in its image's stored bytes, and in the library's copy.
    expect(await storedBytes()).toEqual(
      uploadedBytes.map(([bytes], i) => [bytes + files[i].length, bytes + files[i].length]),
    );
    // The site's own variants stay for this site's pages only.
    const variant = await request(t.http).get(photo).expect(200);
    expect(variant.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(variant.headers['access-control-allow-origin']).toBeUndefined();

    // The test to the administrator and the subscriber's copy show the same addresses.
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/test`).expect(200);
    const test = await smtp.waitFor(ADMIN_EMAIL, (m) => m.parsed.subject === '[Test] Pictures');
    expect(sources(test.parsed.html || '')).toEqual(expected);
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/send`).send({}).expect(200);
    const mail = await smtp.waitFor('pictures@example.org', (m) => m.parsed.subject === 'Pictures');
    expect(sources(mail.parsed.html || '')).toEqual(expected);
    expect(mail.parsed.html).toContain('alt="Our team"');
    expect(mail.parsed.html).not.toMatch(/\.webp|\.avif/);
  });

  it('starts a scheduled campaign when its time comes, under the administrator who scheduled it', async () => {
    await confirmedSubscribers(t, ['early@example.org']);
    const { body: draft } = await create({ subject: 'On time', body: 'Now.' });
    await admin
      .post(`/api/admin/newsletter/campaigns/${draft.id}/send`)
      .send({ at: new Date(Date.now() + 1_500).toISOString() })
      .expect(200);
    expect(smtp.to('early@example.org')).toHaveLength(0);
    await smtp.waitFor('early@example.org');
    await until('sent', async () => (await campaign(draft.id)).state === 'sent');
    const [start] = await t.dataSource.query(
      `SELECT actor_name FROM audit_entry WHERE target_id = $1 AND action = 'newsletter-campaign.start'`,
      [draft.id],
    );
    expect(start.actor_name).toBe('editor');
  });

  it('marks a permanent refusal (SMTP 5xx) as a bounce and sends that address nothing more', async () => {
    // A server that refuses one recipient for good.
    const accepted: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'nobody@example.org')
          return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          accepted.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const other = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NEWSLETTER_RATE_PER_MINUTE: '10000',
    });
    try {
      await createUser(other, { username: 'boss', email: 'boss@example.org', isAdmin: true });
      const agent = await signedIn(other, 'boss');
      await confirmedSubscribers(other, ['somebody@example.org', 'nobody@example.org']);
      const { body: draft } = await agent
        .post('/api/admin/newsletter/campaigns')
        .send({ subject: 'Bounce test', body: 'Hi.' })
        .expect(201);
      await agent.post(`/api/admin/newsletter/campaigns/${draft.id}/send`).send({}).expect(200);
      await until('sent', async () => {
        const { body } = await agent.get(`/api/admin/newsletter/campaigns/${draft.id}`);
        return body.state === 'sent';
      });
      const { body } = await agent.get(`/api/admin/newsletter/campaigns/${draft.id}`);
      expect(body.stats).toMatchObject({ recipients: 2, sent: 1, bounced: 1 });
      expect(accepted).toEqual(['somebody@example.org']);
      const [subscriber] = await other.dataSource.query(
        `SELECT status FROM newsletter_subscriber WHERE email = 'nobody@example.org'`,
      );
      expect(subscriber.status).toBe('bounced');
    } finally {
      await other.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
