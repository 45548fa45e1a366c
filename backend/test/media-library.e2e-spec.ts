import type { UploadStart } from '@bb/shared/admin-content';
import type { AdminPage } from '@bb/shared/pages/admin';
import {
  DELETED_IMAGE_MESSAGE,
  DELETED_IMAGE_URL,
  MEDIA_MESSAGES,
  type MediaDetail,
  type MediaFilter,
  type MediaPage,
  type MediaUse,
  mediaInUseMessage,
} from '@bb/shared/media';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { parseUploadUrl } from '@bb/shared/site';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { MediaService } from '../src/media/media.service';
import { UploadsService } from '../src/uploads/uploads.service';
import { createUser, signedIn } from './support/accounts';
import { NEW_TESTIMONIAL } from './support/content';
import { plainImage } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;
interface Uploaded {
  hash: string;
  url: string;
}

/** The media library (issue 24 part 3): uploads, uses, the admin routes, the defaults. */
describe('media library', () => {
  let t: TestApp;
  let chief: Agent;
  let chiefId: string;
  let size = 300;

  const upload = async (
    headers: Record<string, string> = {},
    bytes?: Buffer,
  ): Promise<Uploaded> => {
    const image = bytes ?? (await plainImage('png', (size += 7), 200));
    const { uploadURL } = (await chief.post('/api/objects/upload').expect(201)).body as UploadStart;
    let req = chief.put(uploadURL).set('Content-Type', 'image/png');
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const { url } = (await req.send(image).expect(201)).body as { url: string };
    return { hash: parseUploadUrl(url)!.hash, url };
  };
  const item = async (hash: string) =>
    (
      (await t.dataSource.query('SELECT * FROM media_item WHERE hash = $1', [hash])) as Record<
        string,
        unknown
      >[]
    )[0];
  const detail = async (hash: string) =>
    (await chief.get(`/api/admin/media/${hash}`).expect(200)).body as MediaDetail;
  const list = async (query: Record<string, string | number> = {}) =>
    (await chief.get('/api/admin/media').query(query).expect(200)).body as MediaPage;
  const ids = async (filter: MediaFilter) =>
    (await list({ filter, pageSize: 100 })).items.map((i) => i.id);
  const kinds = async (hash: string) => (await detail(hash)).uses.map((u) => u.kind);

  beforeAll(async () => {
    t = await createTestApp();
    chiefId = (await createUser(t, { username: 'chief', isAdmin: true })).id;
    chief = await signedIn(t, 'chief');
    await createUser(t, { username: 'member' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe('uploads', () => {
    it('keeps the original file name and uploader of the first upload of the bytes', async () => {
      const bytes = await plainImage('png', 310, 200);
      const { hash } = await upload(
        { 'X-File-Name': encodeURIComponent('Été\u0007 photo.png') },
        bytes,
      );
      expect(await item(hash)).toMatchObject({
        file_name: 'Été photo.png',
        uploaded_by_id: chiefId,
        uploaded_by_name: 'chief',
        kept: false,
        focal_x: 0.5,
        focal_y: 0.5,
        width: 310,
        height: 200,
      });
      const first = (await item(hash)).uploaded_at as Date;
      await upload({ 'X-File-Name': 'other.png' }, bytes);
      const again = await item(hash);
      expect(again.file_name).toBe('Été photo.png');
      expect((again.uploaded_at as Date).getTime()).toBeGreaterThanOrEqual(first.getTime());
    });

    it('ignores a bad file name rather than failing the upload (the image is still listed)', async () => {
      const bad = await upload({ 'X-File-Name': '%E0%A4%A' });
      expect(await item(bad.hash)).toMatchObject({ file_name: null, uploaded_by_name: 'chief' });
      const long = await upload({ 'X-File-Name': 'a'.repeat(256) });
      expect((await item(long.hash)).file_name).toBeNull();
    });

    it('the clean-up keeps unused images kept in the library, and removes unkept ones', async () => {
      const kept = (await upload({ 'X-Media-Library': '1' })).hash;
      const named = (await upload({ 'X-File-Name': 'n.png' })).hash;
      const plain = (await upload()).hash;
      expect((await item(kept)).kept).toBe(true);
      await t.dataSource.query(
        `UPDATE upload SET uploaded_at = now() - interval '25 hours' WHERE hash = ANY($1)`,
        [[kept, named, plain]],
      );
      const removed = await t.app.get(UploadsService).removeUnused();
      expect(removed).toEqual(expect.arrayContaining([named, plain]));
      expect(removed).not.toContain(kept);
      expect(await item(named)).toBeUndefined(); // removed with its upload (ON DELETE CASCADE)
      expect(await item(kept)).toBeDefined();
    });
  });

  describe('uses', () => {
    it('follows testimonials, carousel items, page drafts, publishing and campaigns', async () => {
      const a = await upload({ 'X-File-Name': 'a.png' });
      const b = await upload({ 'X-File-Name': 'b.png' });
      expect(await ids('unused')).toEqual(expect.arrayContaining([a.hash, b.hash]));
      expect((await detail(a.hash)).uses).toEqual([]);

      // A testimonial, then its photo changed to another image.
      const testimonial = (
        await chief
          .post('/api/admin/testimonials')
          .send({ ...NEW_TESTIMONIAL, imageUrl: a.url })
          .expect(201)
      ).body as { id: string };
      expect((await detail(a.hash)).uses).toEqual([
        {
          kind: 'testimonial',
          label: NEW_TESTIMONIAL.name,
          link: `/admin/testimonials?search=${encodeURIComponent(NEW_TESTIMONIAL.name)}`,
          alt: null,
        },
      ]);
      expect(await ids('testimonials')).toContain(a.hash);
      expect(await ids('unused')).not.toContain(a.hash);
      await chief
        .patch(`/api/admin/testimonials/${testimonial.id}`)
        .send({ imageUrl: b.url })
        .expect(200);
      expect(await ids('unused')).toContain(a.hash);
      expect(await ids('testimonials')).toEqual(expect.arrayContaining([b.hash]));
      expect(await ids('testimonials')).not.toContain(a.hash);

      // A carousel item: created, changed, deleted.
      await t.dataSource.query(`DELETE FROM carousel_item WHERE slug = 'home'`);
      const slide = (
        await chief
          .post('/api/admin/carousel/home')
          .send({ imageUrl: a.url, altText: 'A slide' })
          .expect(201)
      ).body as { id: string };
      expect((await detail(a.hash)).uses).toEqual([
        {
          kind: 'carousel-item',
          label: 'Home Page carousel, slide 1',
          link: '/admin/carousels?slug=home',
          alt: 'A slide',
        },
      ]);
      expect(await ids('carousels')).toContain(a.hash);
      await chief
        .patch(`/api/admin/carousel/home/${slide.id}`)
        .send({ imageUrl: b.url })
        .expect(200);
      expect(await ids('carousels')).not.toContain(a.hash);
      expect(await kinds(b.hash)).toEqual(['carousel-item', 'testimonial']);
      expect((await list({ search: 'b.png' })).items[0]).toMatchObject({ id: b.hash, useCount: 2 });
      await chief.delete(`/api/admin/carousel/home/${slide.id}`).expect(200);
      expect(await kinds(b.hash)).toEqual(['testimonial']);

      // A page draft, then published (the page and a revision), then a new draft discarded.
      const page = structuredClone(DEFAULT_PAGES.about);
      page.story.image = { url: a.url, alt: 'Our story', decorative: false };
      const { version } = (await chief.get('/api/admin/pages/about').expect(200)).body as {
        version: number;
      };
      await chief.put('/api/admin/pages/about/draft').send({ content: page, version }).expect(200);
      expect((await detail(a.hash)).uses).toEqual([
        {
          kind: 'page-draft',
          label: 'About (draft)',
          link: '/admin/content/pages/about',
          alt: 'Our story',
        },
      ]);
      expect(await ids('pages')).toContain(a.hash);
      await chief
        .post('/api/admin/pages/about/publish')
        .send({ version: version + 1 })
        .expect(200);
      const published = (await detail(a.hash)).uses;
      expect(published.map((u) => u.kind)).toEqual(['page', 'page-revision']);
      expect(published[0]).toEqual({
        kind: 'page',
        label: 'About',
        link: '/admin/content/pages/about',
        alt: 'Our story',
      });
      expect(published[1].label).toMatch(/^About, revision \d+$/);
      expect(published[1].link).toBe('/admin/content/pages/about/history');
      const draft = structuredClone(page);
      draft.story.image = { url: b.url, alt: '', decorative: true };
      await chief
        .put('/api/admin/pages/about/draft')
        .send({ content: draft, version: version + 2 })
        .expect(200);
      expect((await detail(b.hash)).uses[0]).toMatchObject({ kind: 'page-draft', alt: '' });
      await chief.delete('/api/admin/pages/about/draft').expect(200);
      expect(await kinds(b.hash)).toEqual(['testimonial']);

      // A newsletter campaign's body.
      const campaign = (
        await chief
          .post('/api/admin/newsletter/campaigns')
          .send({ subject: 'Spring news', body: `Hello.\n\n![The team](${b.url})` })
          .expect(201)
      ).body as { id: string };
      expect((await detail(b.hash)).uses).toEqual([
        expect.objectContaining({ kind: 'testimonial' }),
        {
          kind: 'newsletter-campaign',
          label: 'Spring news',
          link: `/admin/content/campaigns/${campaign.id}`,
          alt: 'The team',
        },
      ]);
      expect(await ids('newsletters')).toContain(b.hash);
      expect((await list({ search: 'b.png' })).items[0].useCount).toBe(2);
      expect(await ids('newsletters')).not.toContain(a.hash);
    });
  });

  describe('delete', () => {
    it('refuses an image in use (409 naming the uses) and deletes an unused one', async () => {
      const used = await upload({ 'X-File-Name': 'used.png' });
      const unused = await upload({ 'X-File-Name': 'unused.png' });
      await chief
        .post('/api/admin/testimonials')
        .send({ ...NEW_TESTIMONIAL, name: 'Rosa Delgado', imageUrl: used.url })
        .expect(201);
      const refused = await chief.delete(`/api/admin/media/${used.hash}`).expect(409);
      const uses: MediaUse[] = [
        {
          kind: 'testimonial',
          label: 'Rosa Delgado',
          link: `/admin/testimonials?search=Rosa%20Delgado`,
          alt: null,
        },
      ];
      expect(refused.body).toEqual({ statusCode: 409, message: mediaInUseMessage(uses) });
      await detail(used.hash);
      await request(t.http).get(used.url).expect(200);

      await chief.delete(`/api/admin/media/${unused.hash}`).expect(204);
      const gone = await chief.get(`/api/admin/media/${unused.hash}`).expect(404);
      expect(gone.body.message).toBe(MEDIA_MESSAGES.notFound);
      await request(t.http).get(unused.url).expect(404);
      await chief.delete(`/api/admin/media/${unused.hash}`).expect(404);
      const [entry] = (await t.dataSource.query(
        `SELECT actor_name, target_id FROM audit_entry WHERE action = 'upload.delete' AND target_id = $1`,
        [unused.hash],
      )) as { actor_name: string; target_id: string }[];
      expect(entry).toEqual({ actor_name: 'chief', target_id: unused.hash });
    });
  });

  describe('an image only kept revisions use', () => {
    it('is deleted (204, the audit names the revisions); they show the placeholder, and a restore of one asks for an image', async () => {
      const team = await upload({ 'X-File-Name': 'team.png' });
      const other = await upload({ 'X-File-Name': 'other.png' });
      const page = async () =>
        (await chief.get('/api/admin/pages/about').expect(200)).body as AdminPage;
      const publish = async (image: { url: string; alt: string }) => {
        const content = structuredClone(DEFAULT_PAGES.about);
        content.story.image = { ...image, decorative: false };
        const { version } = await page();
        await chief.put('/api/admin/pages/about/draft').send({ content, version }).expect(200);
        await chief
          .post('/api/admin/pages/about/publish')
          .send({ version: version + 1 })
          .expect(200);
      };
      const BRIDGE = 'Two people fitting the last plank into a bridge';
      await publish({ url: team.url, alt: BRIDGE });
      const revisions = (await chief.get('/api/admin/pages/about/revisions').expect(200)).body as {
        items: { id: string; number: number }[];
      };
      const kept = revisions.items[0];

      // While the page shows it, the revision's use is not named, the page's is.
      const refused = await chief.delete(`/api/admin/media/${team.hash}`).expect(409);
      expect(refused.body.message).toBe(
        mediaInUseMessage([{ kind: 'page', label: 'About', link: '', alt: null }]),
      );

      await publish({ url: other.url, alt: 'The team on stage' });
      expect(await kinds(team.hash)).toEqual(['page-revision']);
      await chief.delete(`/api/admin/media/${team.hash}`).expect(204);
      await request(t.http).get(team.url).expect(404);
      const [entry] = (await t.dataSource.query(
        `SELECT actor_name, detail FROM audit_entry WHERE action = 'upload.delete' AND target_id = $1`,
        [team.hash],
      )) as { actor_name: string; detail: string }[];
      expect(entry).toEqual({
        actor_name: 'chief',
        detail: `Deleted from the media library. Kept revisions that showed it now show a placeholder: About, revision ${kept.number}.`,
      });

      // The revision shows the placeholder where the image was, its alt text as it was.
      const revision = (await chief.get(`/api/admin/pages/about/revisions/${kept.id}`).expect(200))
        .body as { content: typeof DEFAULT_PAGES.about };
      expect(revision.content.story.image).toEqual({
        url: DELETED_IMAGE_URL,
        alt: BRIDGE,
        decorative: false,
      });
      // Restored, the draft asks for an image: a publish is refused at the image, nothing changes.
      const { version } = await page();
      const restored = (
        await chief
          .post(`/api/admin/pages/about/revisions/${kept.id}/restore`)
          .send({ version })
          .expect(200)
      ).body as AdminPage;
      expect((restored.draft as typeof DEFAULT_PAGES.about).story.image.url).toBe(
        DELETED_IMAGE_URL,
      );
      expect(restored.checks).toContainEqual({
        path: 'story.image.url',
        severity: 'error',
        message: DELETED_IMAGE_MESSAGE,
      });
      const [restore] = (await t.dataSource.query(
        `SELECT detail FROM audit_entry WHERE action = 'page.restore' ORDER BY at DESC LIMIT 1`,
      )) as { detail: string }[];
      expect(restore.detail).toBe(
        'One image of the revision had been deleted from the media library: the draft shows a placeholder there.',
      );
      const blocked = await chief
        .post('/api/admin/pages/about/publish')
        .send({ version: restored.version })
        .expect(400);
      expect(blocked.body.errors).toEqual({ 'content.story.image.url': DELETED_IMAGE_MESSAGE });
      const live = await page();
      expect((live.published as typeof DEFAULT_PAGES.about).story.image.url).toBe(other.url);
      await chief.delete('/api/admin/pages/about/draft').expect(200);
    });
  });

  // MediaService.holdNewImages: a save that starts using an image holds it (a shared lock on the
  // key the delete takes alone) and checks that it is still in the library.
  describe('a delete beside saves that start using the image', () => {
    const DELETED =
      'An image chosen here has been deleted from the media library. Choose or upload it again.';
    const count = async (table: string) =>
      ((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0]
        .n;
    /** Runs `work` in a transaction of its own connection, which `work` commits; else rolled back. */
    const inOpenTransaction = async (work: (runner: QueryRunner) => Promise<void>) => {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await work(runner);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    };

    it('refuses every save that starts using a deleted image, and stores nothing', async () => {
      const gone = await upload({ 'X-File-Name': 'gone.png' });
      await chief.delete(`/api/admin/media/${gone.hash}`).expect(204);
      const before = {
        testimonials: await count('testimonial'),
        items: await count('carousel_item'),
        campaigns: await count('newsletter_campaign'),
      };

      const refusals = [
        await chief
          .post('/api/admin/testimonials')
          .send({ ...NEW_TESTIMONIAL, name: 'Nadia Gone', imageUrl: gone.url }),
        await chief.post('/api/admin/carousel/home').send({ imageUrl: gone.url, altText: 'Gone' }),
        await chief
          .post('/api/admin/newsletter/campaigns')
          .send({ subject: 'Gone news', body: `Hello.\n\n![Gone](${gone.url})` }),
      ];
      const { version } = (await chief.get('/api/admin/pages/about').expect(200)).body as {
        version: number;
      };
      const page = structuredClone(DEFAULT_PAGES.about);
      page.story.image = { url: gone.url, alt: 'Our story', decorative: false };
      refusals.push(
        await chief.put('/api/admin/pages/about/draft').send({ content: page, version }),
      );
      for (const res of refusals) expect([res.status, res.body.message]).toEqual([400, DELETED]);
      expect({
        testimonials: await count('testimonial'),
        items: await count('carousel_item'),
        campaigns: await count('newsletter_campaign'),
      }).toEqual(before);
      const after = (await chief.get('/api/admin/pages/about').expect(200)).body as {
        version: number;
        draft: unknown;
      };
      expect(after.version).toBe(version);

      // A change to a testimonial that keeps the photo it has is not refused for another's.
      const kept = await upload();
      const { id } = (
        await chief
          .post('/api/admin/testimonials')
          .send({ ...NEW_TESTIMONIAL, name: 'Nadia Kept', imageUrl: kept.url })
          .expect(201)
      ).body as { id: string };
      const refused = await chief
        .patch(`/api/admin/testimonials/${id}`)
        .send({ imageUrl: gone.url })
        .expect(400);
      expect(refused.body.message).toBe(DELETED);
      await chief.patch(`/api/admin/testimonials/${id}`).send({ title: 'Director' }).expect(200);
    });

    it('a delete waits for a save holding the image, then sees its use and keeps it', async () => {
      const held = await upload({ 'X-File-Name': 'held.png' });
      let deleteStatus: number | undefined;
      await inOpenTransaction(async (runner) => {
        // A save, stopped after it held the image and before it stored its use.
        await t.app.get(MediaService).holdNewImages(runner.manager, { photo: held.url });
        const deletion = chief.delete(`/api/admin/media/${held.hash}`).then((res) => {
          deleteStatus = res.status;
          return res;
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(deleteStatus).toBeUndefined();
        await runner.query(
          `INSERT INTO testimonial (name, title, company, content, rating, is_published, image_url)
           VALUES ('Held Photo', 'Lead', 'Org', 'Kind words.', 5, false, $1)`,
          [held.url],
        );
        await runner.commitTransaction();
        const res = await deletion;
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(/Held Photo/);
      });
      await detail(held.hash);
      await request(t.http).get(held.url).expect(200);
    });

    it('a save that waited for a delete of its image is refused, and stores nothing', async () => {
      const doomed = await upload({ 'X-File-Name': 'doomed.png' });
      let status: number | undefined;
      await inOpenTransaction(async (runner) => {
        // A delete, stopped after it took the image's lock (as removeOne does).
        await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `upload:${doomed.hash}`,
        ]);
        const save = chief
          .post('/api/admin/testimonials')
          .send({ ...NEW_TESTIMONIAL, name: 'Doomed Photo', imageUrl: doomed.url })
          .then((res) => {
            status = res.status;
            return res;
          });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(status).toBeUndefined();
        await runner.query('DELETE FROM upload WHERE hash = $1', [doomed.hash]);
        await runner.commitTransaction();
        const res = await save;
        expect([res.status, res.body.message]).toEqual([400, DELETED]);
      });
      const rows = (await t.dataSource.query(
        `SELECT id FROM testimonial WHERE name = 'Doomed Photo'`,
      )) as unknown[];
      expect(rows).toEqual([]);
    });

    it('the clean-up looks at the uses again under the lock', async () => {
      const old = await upload({ 'X-File-Name': 'old.png' });
      await t.dataSource.query(
        `UPDATE upload SET uploaded_at = now() - interval '2 days' WHERE hash = $1`,
        [old.hash],
      );
      await inOpenTransaction(async (runner) => {
        await t.app.get(MediaService).holdNewImages(runner.manager, old.url);
        const cleanUp = t.app.get(UploadsService).removeUnused();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await runner.query(
          `INSERT INTO testimonial (name, title, company, content, rating, is_published, image_url)
           VALUES ('Late Use', 'Lead', 'Org', 'Kind words.', 5, false, $1)`,
          [old.url],
        );
        await runner.commitTransaction();
        expect(await cleanUp).not.toContain(old.hash);
      });
      await detail(old.hash);
    });
  });

  describe('details and their defaults', () => {
    it('PATCH changes the details, keeps the image and audits it', async () => {
      const image = await upload({ 'X-File-Name': 'details.png' });
      const res = await chief
        .patch(`/api/admin/media/${image.hash}`)
        .send({ fileName: '  stage.png ', altText: ' On stage ', focalX: 0.25, focalY: 1 })
        .expect(200);
      expect(res.body).toMatchObject({
        id: image.hash,
        fileName: 'stage.png',
        altText: 'On stage',
        focalX: 0.25,
        focalY: 1,
        kept: true,
        uses: [],
      });
      const [entry] = (await t.dataSource.query(
        `SELECT actor_name, target_type, target_label, detail FROM audit_entry
          WHERE action = 'media.update' AND target_id = $1`,
        [image.hash],
      )) as Record<string, string>[];
      expect(entry).toMatchObject({ actor_name: 'chief', target_type: 'upload' });
      expect(entry.target_label).toBe('stage.png');
      expect(entry.detail).toContain('Alt text: none → "On stage".');
      const cleared = await chief
        .patch(`/api/admin/media/${image.hash}`)
        .send({ fileName: null, altText: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ fileName: null, altText: null, kept: true });
      expect(await ids('kept')).toContain(image.hash);
    });

    it('"Needs a description" lists the images without the library\'s alt text', async () => {
      const described = await upload({ 'X-File-Name': 'described.png' });
      const bare = await upload({ 'X-File-Name': 'bare.png' });
      await chief
        .patch(`/api/admin/media/${described.hash}`)
        .send({ altText: 'A described photo' })
        .expect(200);
      const undescribed = await ids('undescribed');
      expect(undescribed).toContain(bare.hash);
      expect(undescribed).not.toContain(described.hash);
      const page = await list({ filter: 'undescribed', search: 'bare.png' });
      expect(page).toMatchObject({ total: 1, items: [{ id: bare.hash, altText: null }] });
      // Cleared again, it needs one again.
      await chief.patch(`/api/admin/media/${described.hash}`).send({ altText: '' }).expect(200);
      expect(await ids('undescribed')).toContain(described.hash);
    });

    it('refuses bad input, ids, and anyone but an administrator', async () => {
      const { hash } = await upload();
      const bad = async (body: object, message: string) => {
        const res = await chief.patch(`/api/admin/media/${hash}`).send(body);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      };
      await bad({}, MEDIA_MESSAGES.noChange);
      await bad({ fileName: 'x'.repeat(256) }, MEDIA_MESSAGES.fileName);
      await bad({ fileName: 'a\u0001b' }, MEDIA_MESSAGES.fileName);
      await bad({ fileName: 12 }, MEDIA_MESSAGES.fileName);
      await bad({ altText: 'x'.repeat(301) }, MEDIA_MESSAGES.altText);
      await bad({ altText: false }, MEDIA_MESSAGES.altText);
      await bad({ focalX: 1.5 }, MEDIA_MESSAGES.focal);
      await bad({ focalY: -0.1 }, MEDIA_MESSAGES.focal);
      await bad({ focalX: '0.5' }, MEDIA_MESSAGES.focal);
      await bad({ focalY: null }, MEDIA_MESSAGES.focal);
      expect((await chief.get('/api/admin/media/NOTAHASH').expect(400)).body.message).toBe(
        MEDIA_MESSAGES.badId,
      );
      await chief.get(`/api/admin/media/${hash.toUpperCase()}`).expect(400);
      await chief.patch('/api/admin/media/123').send({ altText: 'x' }).expect(400);
      await chief.delete('/api/admin/media/123').expect(400);
      const unknown = '0'.repeat(32);
      await chief.get(`/api/admin/media/${unknown}`).expect(404);
      await chief.patch(`/api/admin/media/${unknown}`).send({ altText: 'x' }).expect(404);
      await chief.get('/api/admin/media').query({ filter: 'nope' }).expect(400);
      await chief.get('/api/admin/media').query({ sort: 'nope' }).expect(400);
      await chief.get('/api/admin/media').query({ pageSize: 101 }).expect(400);
      const member = await signedIn(t, 'member');
      await member.get('/api/admin/media').expect(403);
      await member.patch(`/api/admin/media/${hash}`).send({ altText: 'x' }).expect(403);
      await member.delete(`/api/admin/media/${hash}`).expect(403);
      await request(t.http).get('/api/admin/media').expect(401);
      await request(t.http).get(`/api/admin/media/${hash}`).expect(401);
    });

    it("fills a carousel item's missing alt text and the focal point from the library", async () => {
      await t.dataSource.query(`DELETE FROM carousel_item WHERE slug = 'programs'`);
      const image = await upload();
      const other = await upload();
      const add = (imageUrl: string, altText: string | null) =>
        chief
          .post('/api/admin/carousel/programs')
          .send({ imageUrl, altText, isPublished: true })
          .expect(201);
      await add(image.url, null);
      await add(image.url, 'Its own');
      await add(other.url, null);
      await add('/images/gallery-1-960.webp', 'Catalog');
      const carousel = async () =>
        (await request(t.http).get('/api/carousel/programs').expect(200)).body as {
          items: { altText: string | null; focalX: number; focalY: number }[];
        };
      expect((await carousel()).items.map((i) => [i.altText, i.focalX, i.focalY])).toEqual([
        [null, 0.5, 0.5],
        ['Its own', 0.5, 0.5],
        [null, 0.5, 0.5],
        ['Catalog', 0.5, 0.5],
      ]);
      await chief
        .patch(`/api/admin/media/${image.hash}`)
        .send({ altText: 'From the library', focalX: 0.2, focalY: 0.8 })
        .expect(200);
      expect((await carousel()).items.map((i) => [i.altText, i.focalX, i.focalY])).toEqual([
        ['From the library', 0.2, 0.8],
        ['Its own', 0.2, 0.8],
        [null, 0.5, 0.5],
        ['Catalog', 0.5, 0.5],
      ]);
      const uses = (await detail(image.hash)).uses;
      expect(uses.map((u) => [u.label, u.alt])).toEqual([
        ['Programs Page carousel, slide 1', null],
        ['Programs Page carousel, slide 2', 'Its own'],
      ]);
    });

    it('gives a page image saved without alt text the library alt text', async () => {
      const image = await upload();
      await chief
        .patch(`/api/admin/media/${image.hash}`)
        .send({ altText: 'Library words' })
        .expect(200);
      const page = structuredClone(DEFAULT_PAGES.about);
      page.story.image = { url: image.url, alt: '', decorative: false };
      const { version } = (await chief.get('/api/admin/pages/about').expect(200)).body as {
        version: number;
      };
      const saved = await chief
        .put('/api/admin/pages/about/draft')
        .send({ content: page, version })
        .expect(200);
      expect(saved.body.draft.story.image).toEqual({
        url: image.url,
        alt: 'Library words',
        decorative: false,
      });
      await chief.delete('/api/admin/pages/about/draft').expect(200);
    });
  });

  describe('the list', () => {
    it('searches file names and alt texts, sorts by name, pages', async () => {
      const tag = 'zq';
      const first = await upload({ 'X-File-Name': `${tag}-Beta.png` });
      const second = await upload({ 'X-File-Name': `${tag}-alpha.png` });
      const third = await upload({ 'X-File-Name': 'gamma.png' });
      await chief
        .patch(`/api/admin/media/${third.hash}`)
        .send({ altText: `A ${tag}-100% cat_` })
        .expect(200);
      const found = await list({ search: tag, sort: 'name' });
      expect(found.items.map((i) => i.id)).toEqual([third.hash, second.hash, first.hash]);
      expect(found.total).toBe(3);
      expect((await list({ search: '100%' })).items.map((i) => i.id)).toEqual([third.hash]);
      expect((await list({ search: 'cat_' })).total).toBe(1);
      expect((await list({ search: '%' })).items.map((i) => i.id)).toEqual([third.hash]);
      const paged = await list({ search: tag, sort: 'name', page: 2, pageSize: 2 });
      expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(paged.items.map((i) => i.id)).toEqual([first.hash]);
      const newest = await list({ search: tag });
      expect(newest.items.map((i) => i.id)).toEqual([third.hash, second.hash, first.hash]);
      expect(newest.pageSize).toBe(48);
      const oldest = await list({ search: tag, sort: 'oldest' });
      expect(oldest.items.map((i) => i.id)).toEqual([first.hash, second.hash, third.hash]);
      expect(newest.items[2]).toMatchObject({
        url: first.url,
        fileName: `${tag}-Beta.png`,
        uploadedBy: 'chief',
        kept: false,
        useCount: 0,
      });
      expect(newest.items[2].thumbnailUrl).toMatch(/-\d+x200-\d+\.webp$/);
      expect(newest.items[2].bytes).toBeGreaterThan(0);
    });

    it('stays fast with 50,000 images', async () => {
      await t.dataSource.query(
        `WITH rows AS (
           SELECT lpad(to_hex(n), 32, '0') AS hash, n FROM generate_series(1, 50000) n),
         uploads AS (
           INSERT INTO upload (hash, width, height, stored_bytes, uploaded_at)
           SELECT hash, 1200, 800, 100000, now() - interval '1 year' - n * interval '1 minute'
             FROM rows RETURNING hash)
         INSERT INTO media_item (hash, width, height, stored_bytes, uploaded_at, file_name, alt_text)
         SELECT hash, 1200, 800, 100000, now() - interval '1 year' - n * interval '1 minute',
                'bulk-' || n || '.jpg', CASE WHEN n % 1000 = 0 THEN 'needle ' || n END
           FROM rows`,
      );
      await t.dataSource.query('ANALYZE media_item');
      const started = Date.now();
      const all = await list({ sort: 'oldest' });
      const firstPage = Date.now() - started;
      expect(all.total).toBeGreaterThanOrEqual(50_000);
      expect(all.items).toHaveLength(48);
      expect(all.items[0].fileName).toBe('bulk-50000.jpg');
      const searchStarted = Date.now();
      const needles = await list({ search: 'needle', sort: 'name', pageSize: 100 });
      const search = Date.now() - searchStarted;
      expect(needles.total).toBe(50);
      expect(needles.items[0].fileName).toBe('bulk-1000.jpg');
      const unusedStarted = Date.now();
      const unused = await list({ filter: 'unused', page: 500 });
      const unusedTime = Date.now() - unusedStarted;
      expect(unused.items).toHaveLength(48);
      const undescribedStarted = Date.now();
      const undescribed = await list({ filter: 'undescribed', page: 500 });
      const undescribedTime = Date.now() - undescribedStarted;
      expect(undescribed.total).toBeGreaterThanOrEqual(49_950);
      expect(undescribed.items).toHaveLength(48);
      console.log(
        `media list with 50,000 rows: first page ${firstPage} ms, search ${search} ms, unused page 500 ${unusedTime} ms, needs a description page 500 ${undescribedTime} ms`,
      );
    });
  });
});
