import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { PAGE_DEFINITIONS, PAGE_SLUGS, type PageSlug } from '@bb/shared/pages/registry';
import { MISSING_ALT_MESSAGE } from '@bb/shared/pages/checks';
import { fillContent } from '@bb/shared/pages/placeholders';
import { UNSAFE_LINK_MESSAGE } from '@bb/shared/pages/rich-text';
import { DEFAULT_SITE_DETAILS } from '@bb/shared/site';
import { listItem, objectFields, type SchemaField } from '@bb/shared/pages/walk';
import request from 'supertest';
import type { z } from 'zod';
import { PAGE_MESSAGES, PagesService } from '../../src/pages/pages.service';
import { CorporateEngagementButtons1733795100000 } from '../../src/database/migrations/1733795100000-CorporateEngagementButtons';
import { createUser, signedIn } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** Every rich-text field of a document, as [path, value holder] (list items: the first). */
function richTextPaths(schema: z.ZodType, value: unknown, path: (string | number)[] = []) {
  const found: (string | number)[][] = [];
  const visit = (field: SchemaField, v: unknown, p: (string | number)[]) => {
    if (field.meta.kind === 'richText') found.push(p);
    else if (field.meta.kind === 'group') found.push(...richTextPaths(field.schema, v, p));
    else if (field.meta.kind === 'list' && Array.isArray(v) && v.length)
      found.push(...richTextPaths(listItem(field), v[0], [...p, 0]));
  };
  for (const [key, field] of objectFields(schema))
    visit(field, (value as Record<string, unknown>)?.[key], [...path, key]);
  return found;
}

function setAt(doc: unknown, path: (string | number)[], value: unknown) {
  let node = doc as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

describe('public pages: /api/pages and /api/admin/pages', () => {
  let t: TestApp;
  let boss: Agent;

  const about = () => structuredClone(DEFAULT_PAGES.about);
  const admin = async (slug: PageSlug = 'about') =>
    (await boss.get(`/api/admin/pages/${slug}`).expect(200)).body;
  const published = async (slug: PageSlug = 'about', app = t) =>
    (await request(app.http).get(`/api/pages/${slug}`).expect(200)).body;
  const save = (content: unknown, version: number, slug: PageSlug = 'about') =>
    boss.put(`/api/admin/pages/${slug}/draft`).send({ content, version });
  const auditOf = (action: string) =>
    t.dataSource.query(
      `SELECT actor_name, target_type, target_id, target_label, changes
         FROM audit_entry WHERE action = $1 ORDER BY at, id`,
      [action],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'editor', isAdmin: true });
    boss = await signedIn(t, 'editor');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.dataSource.query(`DELETE FROM page_content`);
    await t.dataSource.query(`DELETE FROM audit_entry`);
    await t.app.get(PagesService).onApplicationBootstrap();
  });

  it('serves every page its default document, with an ETag; unknown pages are 404', async () => {
    for (const slug of PAGE_SLUGS)
      expect(await published(slug)).toEqual(fillContent(DEFAULT_PAGES[slug], DEFAULT_SITE_DETAILS));
    const first = await request(t.http).get('/api/pages/about').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(t.http)
      .get('/api/pages/about')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    await request(t.http).get('/api/pages/nothing-here').expect(404);
    await request(t.http).get('/api/pages/constructor').expect(404);
  });

  it('lists every page with its path and state', async () => {
    const list = (await boss.get('/api/admin/pages').expect(200)).body;
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(PAGE_SLUGS);
    expect(list[PAGE_SLUGS.indexOf('about')]).toMatchObject({
      slug: 'about',
      title: PAGE_DEFINITIONS.about.title,
      path: '/about',
      state: 'published',
      version: 1,
      updatedBy: null,
    });
  });

  it('stores a draft that the public never sees, and audits the fields changed', async () => {
    const draft = about();
    draft.hero.headline = 'Every Mind Belongs Here';
    draft.values.items.pop();
    const res = await save(draft, 1).expect(200);
    expect(res.body).toMatchObject({ state: 'draft', version: 2, updatedBy: 'editor' });
    expect(res.body.draft.hero.headline).toBe('Every Mind Belongs Here');
    expect(await published()).toEqual(DEFAULT_PAGES.about);
    const [entry] = await auditOf('page.save');
    expect(entry).toMatchObject({ actor_name: 'editor', target_type: 'page', target_id: 'about' });
    expect(entry.changes['hero.headline']).toEqual({
      from: DEFAULT_PAGES.about.hero.headline,
      to: 'Every Mind Belongs Here',
    });
    expect(entry.changes['values.items']).toEqual({ from: '5 items', to: '4 items' });
  });

  it('refuses an invalid document with field errors, and stores nothing', async () => {
    const bad = about() as unknown as Record<string, Record<string, unknown>>;
    bad.hero.headline = 42;
    bad.values.items = 'many';
    const res = await save(bad, 1).expect(400);
    expect(res.body.errors['content.hero.headline']).toMatch(/string/i);
    expect(res.body.errors['content.values.items']).toBeTruthy();
    const tooLong = about();
    tooLong.hero.headline = 'x'.repeat(500);
    const long = await save(tooLong, 1).expect(400);
    expect(long.body.errors['content.hero.headline']).toMatch(/at most 160 characters/);
    await save('not a document', 1).expect(400);
    await save(about(), 0).expect(400);
    expect(await admin()).toMatchObject({ version: 1, draft: null, state: 'published' });
    expect(await auditOf('page.save')).toEqual([]);
  });

  it('keeps rich text as data: markup stays text, event attributes are dropped, unsafe links are refused on every rich-text field', async () => {
    const draft = about();
    draft.story.items[0].body = [
      {
        type: 'paragraph',
        content: [
          { text: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
          { text: 'our programs', href: '/programs', onclick: 'alert(1)' } as never,
        ],
        style: 'color:red',
      } as never,
    ];
    const saved = await save(draft, 1).expect(200);
    expect(saved.body.draft.story.items[0].body).toEqual([
      {
        type: 'paragraph',
        content: [
          { text: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
          { text: 'our programs', href: '/programs' },
        ],
      },
    ]);
    const stored = await t.dataSource.query(
      `SELECT draft::text AS d FROM page_content WHERE slug = 'about'`,
    );
    expect(stored[0].d).not.toMatch(/onclick|color:red/);

    const version = saved.body.version as number;
    for (const slug of PAGE_SLUGS) {
      const schema = PAGE_DEFINITIONS[slug].schema as z.ZodType;
      const paths = richTextPaths(schema, DEFAULT_PAGES[slug]);
      for (const path of paths) {
        for (const href of [
          'javascript:alert(1)',
          'JaVaScRiPt:alert(1)',
          'data:text/html,x',
          '//evil.example',
        ]) {
          const doc = structuredClone(DEFAULT_PAGES[slug]);
          setAt(doc, path, [{ type: 'paragraph', content: [{ text: 'Click', href }] }]);
          const current = (await admin(slug)).version;
          const res = await save(doc, current, slug).expect(400);
          expect(Object.entries(res.body.errors)).toContainEqual([
            `content.${path.join('.')}.0.content.0.href`,
            UNSAFE_LINK_MESSAGE,
          ]);
        }
      }
      if (slug === 'about') expect(paths.length).toBeGreaterThan(0);
    }
    expect((await admin()).version).toBe(version);
  });

  it('refuses a save or publish over a newer version (409), keeping what is stored', async () => {
    const mine = about();
    mine.hero.headline = 'Mine';
    await save(mine, 1).expect(200);
    const theirs = about();
    theirs.hero.headline = 'Theirs';
    const stale = await save(theirs, 1).expect(409);
    expect(stale.body.message).toBe(PAGE_MESSAGES.stale);
    await boss.post('/api/admin/pages/about/publish').send({ version: 1 }).expect(409);
    const page = await admin();
    expect(page.draft.hero.headline).toBe('Mine');
    expect(await published()).toEqual(DEFAULT_PAGES.about);
  });

  it('blocks publishing a missing alt text at its field, then publishes for every instance at once', async () => {
    const second = await createTestApp({ DATABASE_URL: t.config.databaseUrl! });
    try {
      expect(await published('about', second)).toEqual(DEFAULT_PAGES.about);
      const draft = about();
      draft.hero.headline = 'Published Headline';
      draft.story.image.alt = '';
      const saved = await save(draft, 1).expect(200);
      expect(saved.body.checks).toContainEqual({
        path: 'story.image.alt',
        severity: 'error',
        message: MISSING_ALT_MESSAGE,
      });
      const blocked = await boss
        .post('/api/admin/pages/about/publish')
        .send({ version: 2 })
        .expect(400);
      expect(blocked.body.errors).toEqual({ 'content.story.image.alt': MISSING_ALT_MESSAGE });
      expect(await published('about', second)).toEqual(DEFAULT_PAGES.about);

      draft.story.image.decorative = true;
      await save(draft, 2).expect(200);
      const done = await boss
        .post('/api/admin/pages/about/publish')
        .send({ version: 3 })
        .expect(200);
      expect(done.body).toMatchObject({
        state: 'published',
        draft: null,
        version: 4,
        publishedBy: 'editor',
      });
      expect((await published('about', second)).hero.headline).toBe('Published Headline');
      expect((await published('about', t)).story.image).toMatchObject({ decorative: true });
      const [entry] = await auditOf('page.publish');
      expect(entry.changes['hero.headline']).toEqual({
        from: DEFAULT_PAGES.about.hero.headline,
        to: 'Published Headline',
      });
    } finally {
      await second.close();
    }
  });

  it('a publish that fails halfway leaves the published page as it was', async () => {
    const draft = about();
    draft.hero.headline = 'Never Published';
    await save(draft, 1).expect(200);
    await t.dataSource.query(`
      CREATE FUNCTION fail_page_publish() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER fail_page_publish BEFORE INSERT ON audit_entry FOR EACH ROW
        WHEN (NEW.action = 'page.publish') EXECUTE FUNCTION fail_page_publish()`);
    try {
      await boss.post('/api/admin/pages/about/publish').send({ version: 2 }).expect(500);
    } finally {
      await t.dataSource.query(`DROP TRIGGER fail_page_publish ON audit_entry`);
      await t.dataSource.query(`DROP FUNCTION fail_page_publish()`);
    }
    expect(await published()).toEqual(DEFAULT_PAGES.about);
    expect(await admin()).toMatchObject({ version: 2, state: 'draft' });
    expect((await admin()).draft.hero.headline).toBe('Never Published');
  });

  it('discards a draft, audited; the published page stays', async () => {
    const draft = about();
    draft.hero.subtitle = 'A draft subtitle';
    await save(draft, 1).expect(200);
    const res = await boss.delete('/api/admin/pages/about/draft').expect(200);
    expect(res.body).toMatchObject({ draft: null, state: 'published', version: 3 });
    expect(await published()).toEqual(DEFAULT_PAGES.about);
    const [entry] = await auditOf('page.discard');
    expect(entry.changes['hero.subtitle']).toEqual({
      from: 'A draft subtitle',
      to: DEFAULT_PAGES.about.hero.subtitle,
    });
    await boss.post('/api/admin/pages/about/publish').send({ version: 3 }).expect(400);
  });

  it('serves documents with the organisation details filled in, anew on every instance when they change; a link a detail makes unsafe keeps only its words', async () => {
    const second = await createTestApp({ DATABASE_URL: t.config.databaseUrl! });
    try {
      const callLine = async (app: TestApp) =>
        (await published('contact', app)).forms.partnership.callLine;
      // The default: 'Call us at [{phone}]({phoneLink}).'
      expect(await callLine(second)).toEqual([
        {
          type: 'paragraph',
          content: [
            { text: 'Prefer to talk it through? Call us at ' },
            { text: '+1 (555) 010-0199', href: 'tel:+15550100199' },
            { text: '.' },
          ],
        },
      ]);
      const before = await request(second.http).get('/api/pages/contact').expect(200);

      await boss
        .patch('/api/admin/settings')
        .send({
          siteDetails: {
            phoneDisplay: '+1 (555) 010-0123',
            phoneHref: 'tel:+15550100123',
            speakerName: 'Dr. Rivera',
          },
        })
        .expect(200);
      const after = await request(second.http)
        .get('/api/pages/contact')
        .set('If-None-Match', before.headers.etag)
        .expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body.forms.partnership.callLine[0].content[1]).toEqual({
        text: '+1 (555) 010-0123',
        href: 'tel:+15550100123',
      });
      expect(after.body.forms.speaking.intro[0].content[0].text).toMatch(/^Invite Dr\. Rivera to /);
      // Stored as written: the editor keeps the placeholders.
      expect((await admin('contact')).published.forms.partnership.callLine).toEqual(
        DEFAULT_PAGES.contact.forms.partnership.callLine,
      );

      // '{email}' alone is saved as written, but filled it is an address without mailto:, which a
      // typed link could not be: shown at its field, and the publish refused there.
      const draft = structuredClone(DEFAULT_PAGES.contact);
      draft.forms.partnership.callLine = [
        { type: 'paragraph', content: [{ text: 'Write to us', href: '{email}' }] },
      ];
      const unsafe = `The link “Write to us” goes to “${DEFAULT_SITE_DETAILS.email}” once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`;
      const saved = await save(draft, 1, 'contact').expect(200);
      expect(saved.body.checks).toContainEqual({
        path: 'forms.partnership.callLine',
        severity: 'error',
        message: unsafe,
      });
      const refused = await boss
        .post('/api/admin/pages/contact/publish')
        .send({ version: 2 })
        .expect(400);
      expect(refused.body.errors).toEqual({ 'content.forms.partnership.callLine': unsafe });
      expect((await admin('contact')).published).toEqual(DEFAULT_PAGES.contact);

      // Links that were fine when published and that a later detail spoils keep only their words.
      await boss
        .patch('/api/admin/settings')
        .send({ siteDetails: { speakerName: 'Rivera' } })
        .expect(200);
      const href = '/about#{speaker}';
      draft.forms.partnership.callLine = [
        { type: 'paragraph', content: [{ text: 'Meet our speaker', href }] },
      ];
      await save(draft, 2, 'contact').expect(200);
      await boss.post('/api/admin/pages/contact/publish').send({ version: 3 }).expect(200);
      const home = structuredClone(DEFAULT_PAGES.home);
      home.hero.primaryButton = { label: 'Meet our speaker', href };
      await save(home, 1, 'home').expect(200);
      await boss.post('/api/admin/pages/home/publish').send({ version: 2 }).expect(200);
      expect((await callLine(t))[0].content[0]).toEqual({
        text: 'Meet our speaker',
        href: '/about#Rivera',
      });
      await boss
        .patch('/api/admin/settings')
        .send({ siteDetails: { speakerName: 'Dr. Sam Rivera' } })
        .expect(200);
      expect(await callLine(second)).toEqual([
        { type: 'paragraph', content: [{ text: 'Meet our speaker' }] },
      ]);
      expect((await published('home', second)).hero.primaryButton).toEqual({
        label: 'Meet our speaker',
        href: '',
      });
    } finally {
      await second.close();
      const { phoneDisplay, phoneHref, speakerName } = DEFAULT_SITE_DETAILS;
      await boss
        .patch('/api/admin/settings')
        .send({ siteDetails: { phoneDisplay, phoneHref, speakerName } });
    }
  });

  it('moves the corporate engagement buttons still pointing to /contact, and leaves edited ones (migration 1733795100000)', async () => {
    const doc = structuredClone(DEFAULT_PAGES['corporate-engagement']) as unknown as {
      formats: { items: { button: { label: string; href: string } }[] };
      cta: { secondaryButton: { label: string; href: string } };
    };
    // As stored before the migration: every button to /contact; one an editor changed.
    for (const item of doc.formats.items) item.button.href = '/contact';
    doc.cta.secondaryButton.href = '/contact';
    doc.formats.items[3].button = { label: 'Talk to our ERG team', href: '/contact' };
    const stored = JSON.stringify(doc);
    await t.dataSource.query(
      `INSERT INTO page_content (slug, published, draft) VALUES ('corporate-engagement', $1, $1)
       ON CONFLICT (slug) DO UPDATE SET published = $1, draft = $1`,
      [stored],
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new CorporateEngagementButtons1733795100000().up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await t.dataSource.query<{ published: typeof doc; draft: typeof doc }[]>(
      `SELECT published, draft FROM page_content WHERE slug = 'corporate-engagement'`,
    );
    for (const moved of [row.published, row.draft]) {
      expect(moved.formats.items.map((item) => item.button.href)).toEqual([
        '/book-mwo-show?event=keynote#booking-request-heading',
        '/book-mwo-show?event=workshop#booking-request-heading',
        '/contact?type=training#contact-forms-heading',
        '/contact',
      ]);
      expect(moved.cta.secondaryButton.href).toBe('/book-mwo-show#booking-request-heading');
    }
    await t.dataSource.query(`DELETE FROM page_content WHERE slug = 'corporate-engagement'`);
  });
});
