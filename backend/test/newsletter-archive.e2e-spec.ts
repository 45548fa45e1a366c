import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createUser, signedIn } from './support/accounts';
import { fixtureBuild } from './support/ssr-build';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ARCHIVE_SCRIPT =
  /<script type="application\/json" id="newsletter-archive">([\s\S]*?)<\/script>/;
const embeddedArchive = (html: string) => JSON.parse(ARCHIVE_SCRIPT.exec(html)?.[1] ?? 'null');
const renderNumber = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
/** The inline script of the archive's templates in this stand-in build. */
const TEMPLATE_SCRIPT = "document.documentElement.dataset.fixture = 'archive';";

/**
 * Issue 23, part 4: the public archive at /newsletter is served like the public pages: its HTML
 * carries the published, sent campaigns (and an issue its body) from the first byte, rendered by
 * the build's server bundle (here the stand-in of test/fixtures/ssr) into the build's templates,
 * with the data for hydration; light or dark; the app shell in coming-soon mode; a 404 page for an
 * address that is no issue. Kept while the public content version holds, renewed on every instance
 * when a campaign is published, unpublished or sent.
 */
describe('the newsletter archive is served with its content', () => {
  let dir: string;
  let t: TestApp;
  let second: TestApp;
  let smtp: TestSmtpServer;
  let admin: Agent;

  const page = (app: TestApp, p: string, status = 200, cookie?: string) => {
    const req = request(app.http).get(p);
    if (cookie) req.set('Cookie', cookie);
    return req.expect(status).expect('content-type', /html/);
  };
  const campaign = async (id: string) =>
    (await admin.get(`/api/admin/newsletter/campaigns/${id}`).expect(200)).body as {
      state: string;
      version: number;
    };
  /** Creates a campaign and sends it (to one confirmed subscriber); its archive slug. */
  const sendCampaign = async (subject: string, body: string, published: boolean) => {
    const { body: draft } = await admin
      .post('/api/admin/newsletter/campaigns')
      .send({ subject, previewText: `${subject}: the preview`, body, published })
      .expect(201);
    await admin.post(`/api/admin/newsletter/campaigns/${draft.id}/send`).send({}).expect(200);
    await until(`${subject} sent`, async () => (await campaign(draft.id)).state === 'sent');
    const [{ slug }] = (await t.dataSource.query(
      'SELECT slug FROM newsletter_campaign WHERE id = $1',
      [draft.id],
    )) as { slug: string }[];
    return { id: draft.id as string, slug };
  };

  beforeAll(async () => {
    dir = fixtureBuild(true);
    // The build's templates of the archive's pages (scripts/prerender.mjs), each with its own inline
    // script, as the build writes them.
    const contact = readFileSync(path.join(dir, 'dist', 'prerendered', 'contact.html'), 'utf8');
    mkdirSync(path.join(dir, 'dist', 'prerendered', 'templates'));
    for (const file of ['newsletter', 'newsletter-issue'])
      writeFileSync(
        path.join(dir, 'dist', 'prerendered', 'templates', `${file}.html`),
        contact
          .replaceAll('/contact', '/newsletter')
          .replace('fixture-built-contact', `fixture-built-${file}`)
          .replace("document.documentElement.dataset.fixture = 'ssr';", TEMPLATE_SCRIPT),
      );
    smtp = await new TestSmtpServer().start();
    t = await createTestApp({
      FRONTEND_DIST: path.join(dir, 'dist'),
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '10000',
    });
    second = await createTestApp({
      FRONTEND_DIST: path.join(dir, 'dist'),
      DATABASE_URL: t.config.databaseUrl!,
      SMTP_URL: smtp.url,
    });
    await createUser(t, { username: 'editor', email: 'editor@example.org', isAdmin: true });
    admin = await signedIn(t, 'editor');
    await t.dataSource.query(
      `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash,
         consent_source, consent_given_at, consent_confirmed_at, consent_wording)
       VALUES ('reader@example.org', 'confirmed', md5('a') || md5('b'),
               'footer-form', now(), now(), 'Monthly insights')`,
    );
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the empty state in the HTML before anything is published, and never sends a template as such', async () => {
    const html = (await page(t, '/newsletter')).text;
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('No newsletters have been published yet.');
    expect(html).not.toContain('fixture-built-newsletter');
    expect(embeddedArchive(html)).toEqual({ list: [] });
    // The templates are no pages of their own.
    const template = (await page(t, '/prerendered/templates/newsletter.html')).text;
    expect(template).not.toContain('data-prerendered');
  });

  let published: { id: string; slug: string };
  let hidden: { id: string; slug: string };

  it('lists a published, sent campaign in the served HTML, not an unpublished one, on every instance', async () => {
    // Both instances have sent (and kept) the empty archive before the sends.
    await page(t, '/newsletter');
    await page(second, '/newsletter');
    published = await sendCampaign(
      'Spring inclusion insights',
      'Hello readers of {name}.\n\nQuiet rooms help everyone focus.\n\n![Two colleagues at a workshop](/images/hero-portrait-720.webp)',
      true,
    );
    hidden = await sendCampaign('Internal notes only', 'Not for the archive.', false);

    for (const app of [t, second]) {
      const html = (await page(app, '/newsletter')).text;
      expect(html).toContain('Spring inclusion insights');
      expect(html).toContain(`href="/newsletter/${published.slug}"`);
      expect(html).not.toContain('Internal notes only');
      expect(html).not.toContain('No newsletters have been published yet.');
      expect(embeddedArchive(html)).toEqual({
        list: [
          {
            slug: published.slug,
            subject: 'Spring inclusion insights',
            previewText: 'Spring inclusion insights: the preview',
            sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
      });
    }
  });

  it("serves an issue's body in its HTML, with the issue for hydration", async () => {
    const res = await page(t, `/newsletter/${published.slug}`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root" data-prerendered>');
    expect(res.text).toContain('Spring inclusion insights');
    expect(res.text).toContain('Quiet rooms help everyone focus.');
    // The organisation's details filled in, as in the mail (the archive's code does not fill them).
    expect(res.text).toContain('Hello readers of Building Bridges Inclusion.');
    expect(res.text).not.toContain('{name}');
    expect(res.text).toContain('alt="Two colleagues at a workshop"');
    expect(res.text).toContain(TEMPLATE_SCRIPT);
    expect(embeddedArchive(res.text)).toMatchObject({
      slug: published.slug,
      issue: { subject: 'Spring inclusion insights', body: expect.any(Array) },
    });
    const api = await request(second.http).get(`/api/newsletter/archive/${published.slug}`);
    expect(api.body.body[0]).toEqual({
      type: 'paragraph',
      content: [{ text: 'Hello readers of Building Bridges Inclusion.' }],
    });
    // A trailing slash and capitals are the same page.
    expect((await page(t, `/Newsletter/${published.slug}/`)).text).toContain(
      'Quiet rooms help everyone focus.',
    );
    // The templates' inline scripts are allowed by the Content-Security-Policy, by hash.
    const hash = createHash('sha256').update(TEMPLATE_SCRIPT, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('answers 404 with the not-found page for an unpublished or unknown issue', async () => {
    for (const p of [`/newsletter/${hidden.slug}`, '/newsletter/2026-01-nothing-here']) {
      const res = await page(t, p, 404);
      expect(res.text).toContain('Newsletter Not Found');
      expect(res.text).not.toContain('Not for the archive.');
      expect(embeddedArchive(res.text)).toEqual({ slug: p.split('/')[2], issue: null });
    }
  });

  it("leaves the app's own routes under /newsletter alone", async () => {
    const unsubscribe = await page(t, '/newsletter/unsubscribe?token=abc');
    expect(unsubscribe.text).not.toContain('data-prerendered');
    expect(unsubscribe.headers['referrer-policy']).toBe('no-referrer');
    for (const p of ['/newsletter/confirm', '/newsletter/Not-A-Slug', '/newsletter/a/b']) {
      const res = await page(t, p);
      expect(res.text).not.toContain('data-prerendered');
    }
  });

  it('keeps a rendered page while nothing changes, and renders it again when a campaign is unpublished', async () => {
    const first = (await page(t, '/newsletter')).text;
    const again = (await page(t, '/newsletter')).text;
    expect(renderNumber(again)).toBe(renderNumber(first));
    // A change elsewhere in the public content renews the version, not the page (the same data).
    await t.dataSource.query(`UPDATE public_content_version SET token = gen_random_uuid()`);
    expect(renderNumber((await page(t, '/newsletter')).text)).toBe(renderNumber(first));

    // A draft's edits leave the content version alone.
    const [{ token: before }] = await t.dataSource.query(
      'SELECT token FROM public_content_version',
    );
    const { body: draft } = await admin
      .post('/api/admin/newsletter/campaigns')
      .send({ subject: 'Draft in progress', body: 'Words.' })
      .expect(201);
    await admin
      .patch(`/api/admin/newsletter/campaigns/${draft.id}`)
      .send({ subject: 'Draft still in progress', version: draft.version })
      .expect(200);
    const [{ token: after }] = await t.dataSource.query('SELECT token FROM public_content_version');
    expect(after).toBe(before);

    // Unpublished: gone from the list and its page, on both instances, from the next request.
    await page(second, `/newsletter/${published.slug}`);
    await admin
      .patch(`/api/admin/newsletter/campaigns/${published.id}`)
      .send({ published: false, version: (await campaign(published.id)).version })
      .expect(200);
    for (const app of [t, second]) {
      const html = (await page(app, '/newsletter')).text;
      expect(html).not.toContain('Spring inclusion insights');
      expect(html).toContain('No newsletters have been published yet.');
      expect((await page(app, `/newsletter/${published.slug}`, 404)).text).toContain(
        'Newsletter Not Found',
      );
    }
    // Published again: back.
    await admin
      .patch(`/api/admin/newsletter/campaigns/${published.id}`)
      .send({ published: true, version: (await campaign(published.id)).version })
      .expect(200);
    expect((await page(second, '/newsletter')).text).toContain('Spring inclusion insights');
    expect((await page(second, `/newsletter/${published.slug}`)).text).toContain(
      'Quiet rooms help everyone focus.',
    );
  });

  it('renders the archive dark for a member with Dark Mode on (the signed-in hint)', async () => {
    for (const p of ['/newsletter', `/newsletter/${published.slug}`]) {
      const dark = (await page(t, p, 200, 'signed_in=dark')).text;
      expect(dark).toMatch(/<div id="root" data-prerendered data-color-mode="dark">/);
      expect(dark).toContain('Spring inclusion insights');
      expect(dark).toMatch(/background-color:#121018/);
    }
  });

  it('sends the app shell, not the archive, in coming-soon mode', async () => {
    await admin.patch('/api/admin/settings').send({ comingSoon: true }).expect(200);
    try {
      for (const p of ['/newsletter', `/newsletter/${published.slug}`, '/newsletter/2026-01-x']) {
        const res = await page(t, p);
        expect(res.text).not.toContain('data-prerendered');
        expect(res.text).not.toContain('Spring inclusion insights');
        expect(res.text).not.toContain('newsletter-archive');
      }
    } finally {
      await admin.patch('/api/admin/settings').send({ comingSoon: false }).expect(200);
    }
    expect((await page(t, '/newsletter')).text).toContain('Spring inclusion insights');
  });

  it('sends the app shell when the build has no server bundle (the browser loads the archive)', async () => {
    const bare = fixtureBuild(false);
    const app = await createTestApp({
      FRONTEND_DIST: path.join(bare, 'dist'),
      DATABASE_URL: t.config.databaseUrl!,
    });
    try {
      for (const p of ['/newsletter', `/newsletter/${published.slug}`]) {
        const res = await page(app, p);
        expect(res.text).not.toContain('data-prerendered');
        expect(res.text).not.toContain('Spring inclusion insights');
      }
    } finally {
      await app.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
