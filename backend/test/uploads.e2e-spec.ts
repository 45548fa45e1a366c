import type { AdminSystemHealth } from '@bb/shared/admin';
import {
  parseUploadUrl,
  UPLOAD_MAX_BYTES,
  type UploadStart,
  uploadUrl,
  uploadVariantUrl,
} from '@bb/shared/admin-content';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ACCESS_MESSAGES } from '../src/common/access';
import { UPLOAD_MESSAGES } from '../src/uploads/image-pipeline';
import { ImageWorker } from '../src/uploads/image-worker';
import { ORPHAN_FILE_AGE_MS } from '../src/uploads/orphaned-files';
import { UPLOAD_TICKET_MESSAGES, UploadsService } from '../src/uploads/uploads.service';
import { createUser, PASSWORD, signedIn } from './support/accounts';
import { EXIF_ARTIST, EXIF_CAMERA, pixelBomb, plainImage, sidewaysPhoto } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

describe('image uploads: /api/objects/upload and /uploads/...', () => {
  let t: TestApp;
  let chief: Agent;
  let deputy: Agent;
  let member: Agent;
  let chiefId: string;
  let port: number;
  let uploadsDir: string;

  /** Every file in the uploads directory (temporary ones included). */
  const storedFiles = (): string[] =>
    existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
  const uploadRows = async (): Promise<number> =>
    ((await t.dataSource.query('SELECT count(*)::int AS n FROM upload')) as { n: number }[])[0].n;

  const start = async (agent: Agent): Promise<UploadStart> =>
    (await agent.post('/api/objects/upload').expect(201)).body as UploadStart;
  const put = (agent: Agent, uploadURL: string, bytes: Buffer, type = 'image/jpeg') =>
    agent.put(uploadURL).set('Content-Type', type).send(bytes);
  /** Asks for an address and PUTs `bytes` there, expecting `status`. */
  const upload = async (agent: Agent, bytes: Buffer, type = 'image/jpeg', status = 201) =>
    put(agent, (await start(agent)).uploadURL, bytes, type).expect(status);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    uploadsDir = path.join(t.config.dataDir, 'uploads');
    chiefId = (await createUser(t, { username: 'chief', isAdmin: true })).id;
    await createUser(t, { username: 'deputy', isAdmin: true });
    await createUser(t, { username: 'plainmember' });
    chief = await signedIn(t, 'chief');
    deputy = await signedIn(t, 'deputy');
    member = await signedIn(t, 'plainmember');
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  describe('access', () => {
    it('answers 401 signed out and 403 to a member, for both routes', async () => {
      const { uploadURL } = await start(chief);
      const bytes = await plainImage('png');

      const anonymous = request(t.http);
      expect((await anonymous.post('/api/objects/upload').expect(401)).body.message).toBe(
        ACCESS_MESSAGES.signedOut,
      );
      await anonymous.put(uploadURL).set('Content-Type', 'image/png').send(bytes).expect(401);
      expect((await member.post('/api/objects/upload').expect(403)).body.message).toBe(
        ACCESS_MESSAGES.notAdmin,
      );
      await put(member, uploadURL, bytes, 'image/png').expect(403);

      // Nobody got in: the address is still unused and works for its administrator.
      expect(storedFiles()).toEqual([]);
      await put(chief, uploadURL, bytes, 'image/png').expect(201);
    });

    it('refuses an upload from another site (Origin) and a body type it does not take', async () => {
      const { uploadURL } = await start(chief);
      const bytes = await plainImage('png');
      await put(chief, uploadURL, bytes, 'image/png')
        .set('Origin', 'https://evil.example')
        .expect(403);
      const svg = await put(chief, uploadURL, bytes, 'image/svg+xml').expect(415);
      expect(svg.body.message).toMatch(/image\/jpeg/);
    });
  });

  describe('the start', () => {
    it('answers a signed, single-use address on this server and the image-to-be alias', async () => {
      const a = await start(chief);
      const b = await start(chief);
      expect(a.uploadURL).toMatch(/^\/api\/objects\/upload\/[A-Za-z0-9_-]{43}$/);
      expect(a.uploadURL).not.toBe(b.uploadURL);
      expect(a.publicPath).toMatch(/^\/uploads\/t\/[0-9a-f-]{36}$/);
      // Only the token's hash is stored, bound to the administrator, expiring in 15 minutes.
      const token = a.uploadURL.split('/').pop()!;
      const [row] = (await t.dataSource.query(
        `SELECT user_id, extract(epoch FROM expires_at - created_at)::int AS ttl FROM upload_ticket
          WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      )) as { user_id: string; ttl: number }[];
      expect(row).toEqual({ user_id: chiefId, ttl: 900 });
      // Empty JSON is fine too.
      await chief.post('/api/objects/upload').send({}).expect(201);
    });
  });

  describe('the pipeline', () => {
    it('stores a sideways photo upright, with no metadata, in every width and format', async () => {
      const photo = await sidewaysPhoto(1600, 1000);
      const raw = await sharp(photo).metadata();
      expect([raw.width, raw.height, raw.orientation]).toEqual([1600, 1000, 6]);
      expect(raw.exif).toBeDefined();

      const { uploadURL, publicPath } = await start(chief);
      const res = await put(chief, uploadURL, photo).expect(201);
      const image = { hash: hashOf(photo), width: 1000, height: 1600 };
      expect(res.body).toEqual({ url: uploadUrl(image) });
      expect(res.body.url).toBe(`/uploads/${image.hash}-1000x1600-960.webp`);

      // 480 and 960 (1440 is wider than the image), each as AVIF and WebP; nothing else.
      const names = [480, 960].flatMap((w) =>
        (['avif', 'webp'] as const).map((f) => uploadVariantUrl(image, w, f).slice(9)),
      );
      expect(storedFiles()).toEqual(expect.arrayContaining(names));
      expect(storedFiles().filter((f) => f.startsWith(image.hash))).toHaveLength(4);
      expect(storedFiles().filter((f) => f.startsWith('.'))).toEqual([]);

      for (const name of names) {
        const bytes = readFileSync(path.join(uploadsDir, name));
        const meta = await sharp(bytes).metadata();
        const width = Number(/-(\d+)\.\w+$/.exec(name)![1]);
        expect(meta.format).toBe(name.endsWith('.avif') ? 'heif' : 'webp');
        // Upright: portrait, the raw image's width and height swapped.
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((1600 * width) / 1000));
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        for (const text of [EXIF_ARTIST, EXIF_CAMERA, 'PocketCam', 'Exif', 'GPS'])
          expect(bytes.includes(text)).toBe(false);
        // The top is the red half, the bottom the blue one: turned, not just relabelled.
        const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        const pixel = (y: number) => {
          const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
          return [data[at], data[at + 2]];
        };
        const [topRed, topBlue] = pixel(5);
        const [bottomRed, bottomBlue] = pixel(info.height - 5);
        expect(topRed).toBeGreaterThan(150);
        expect(topBlue).toBeLessThan(100);
        expect(bottomBlue).toBeGreaterThan(150);
        expect(bottomRed).toBeLessThan(100);
      }

      // The audit trail says who uploaded what.
      const [entry] = (await t.dataSource.query(
        `SELECT actor_id, action, target_type, target_label FROM audit_entry
          WHERE action = 'upload.create' AND target_id = $1`,
        [image.hash],
      )) as Record<string, string>[];
      expect(entry).toEqual({
        actor_id: chiefId,
        action: 'upload.create',
        target_type: 'upload',
        target_label: '1000 × 1600 image',
      });

      // The publicPath names the same image.
      const alias = await request(t.http).get(publicPath).expect(302);
      expect(alias.headers.location).toBe(res.body.url);
    });

    it.each([
      ['PNG', 'png', 'image/png'],
      ['WebP', 'webp', 'image/webp'],
      ['GIF', 'gif', 'image/gif'],
      ['JPEG sent as octet-stream', 'jpeg', 'application/octet-stream'],
      ['PNG sent as image/jpeg (the bytes decide)', 'png', 'image/jpeg'],
    ] as const)('accepts %s', async (_name, format, type) => {
      const bytes = await plainImage(format, 500 + format.length, 300);
      const res = await upload(chief, bytes, type);
      const parsed = parseUploadUrl(res.body.url as string)!;
      expect(parsed).toMatchObject({
        hash: hashOf(bytes),
        width: 500 + format.length,
        height: 300,
        variantWidth: 480,
        format: 'webp',
      });
      const served = await request(t.http)
        .get(res.body.url as string)
        .expect(200);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(480);
    });

    it('keeps the first frame of an animated GIF', async () => {
      // Three 40 x 40 frames, red, blue, red, as one animation.
      const frames = await sharp({
        create: { width: 40, height: 120, channels: 3, background: '#f00' },
      })
        .composite([
          {
            input: { create: { width: 40, height: 40, channels: 3, background: '#00f' } },
            left: 0,
            top: 40,
          },
        ])
        .raw()
        .toBuffer();
      const gif = await sharp(frames, {
        raw: { width: 40, height: 120, channels: 3, pageHeight: 40 },
      })
        .gif({ delay: [100, 100, 100], loop: 0 })
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBe(3);
      const res = await upload(chief, gif, 'image/gif');
      expect(parseUploadUrl(res.body.url as string)).toMatchObject({ width: 40, height: 40 });
      const served = await request(t.http)
        .get(res.body.url as string)
        .expect(200);
      const { data } = await sharp(served.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Red, the first frame (not blue, the second).
      expect(data[0]).toBeGreaterThan(150);
      expect(data[2]).toBeLessThan(80);
    });

    it('does the image work in a process of its own at the lowest CPU priority, and replaces one that was killed', async () => {
      const worker = t.app.get(ImageWorker);
      const res = await upload(chief, await plainImage('jpeg', 900, 600));
      expect(parseUploadUrl(res.body.url as string)).toMatchObject({ width: 900, height: 600 });
      const pid = worker.pid!;
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(process.pid);
      if (process.platform === 'linux') {
        // Each thread's nice value (/proc/<pid>/task/<id>/stat, field 19) and the CPU time it used.
        const threads = (dir: string) =>
          readdirSync(dir).map((id) => {
            const fields = readFileSync(path.join(dir, id, 'stat'), 'utf8')
              .split(') ')[1]
              .split(' ');
            return { nice: Number(fields[16]), ticks: Number(fields[11]) + Number(fields[12]) };
          });
        const workerThreads = threads(`/proc/${pid}/task`);
        // libuv's and libvips' threads included: the decoding and encoding ran there.
        expect(workerThreads.length).toBeGreaterThanOrEqual(5);
        expect(new Set(workerThreads.map((thread) => thread.nice))).toEqual(new Set([19]));
        expect(workerThreads.reduce((sum, thread) => sum + thread.ticks, 0)).toBeGreaterThan(0);
        // The app's own threads keep their priority.
        expect(threads('/proc/self/task').map((thread) => thread.nice)).not.toContain(19);
      }

      // Killed (as by the kernel's OOM killer): the next image gets a new worker.
      process.kill(pid, 'SIGKILL');
      const again = await upload(chief, await plainImage('png', 640, 480), 'image/png');
      expect(parseUploadUrl(again.body.url as string)).toMatchObject({ width: 640, height: 480 });
      expect(worker.pid).toBeDefined();
      expect(worker.pid).not.toBe(pid);
    });

    describe('refuses, leaving nothing behind', () => {
      let before: string[];
      let rowsBefore: number;
      beforeEach(async () => {
        before = storedFiles();
        rowsBefore = await uploadRows();
      });
      afterEach(async () => {
        expect(storedFiles()).toEqual(before);
        expect(await uploadRows()).toBe(rowsBefore);
      });

      it.each([
        [
          'an SVG',
          () =>
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            ),
          'image/png',
        ],
        [
          'an HTML page',
          () => Buffer.from('<!doctype html><script>alert(1)</script>'),
          'image/jpeg',
        ],
        ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg'],
        ['a TIFF', () => plainImage('jpeg').then((j) => sharp(j).tiff().toBuffer()), 'image/jpeg'],
      ])('%s: 415', async (_name, make, type) => {
        const res = await upload(chief, await make(), type, 415);
        expect(res.body).toEqual({ statusCode: 415, message: UPLOAD_MESSAGES.notImage });
      });

      it('a JPEG header followed by a script: 400', async () => {
        const bytes = Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<script>alert(document.cookie)</script>'),
        ]);
        const res = await upload(chief, bytes, 'image/jpeg', 400);
        expect(res.body.message).toBe(UPLOAD_MESSAGES.unreadable);
      });

      it('a truncated JPEG: 400', async () => {
        const whole = await plainImage('jpeg', 800, 600);
        const res = await upload(
          chief,
          whole.subarray(0, Math.floor(whole.length * 0.8)),
          'image/jpeg',
          400,
        );
        expect(res.body.message).toBe(UPLOAD_MESSAGES.unreadable);
      });

      it('an empty body: 400', async () => {
        const { uploadURL } = await start(chief);
        const res = await chief.put(uploadURL).set('Content-Type', 'image/jpeg').expect(400);
        expect(res.body.message).toBe(UPLOAD_MESSAGES.empty);
      });

      it('a pixel bomb (100 megapixels in a few hundred kB): 413, quickly', async () => {
        const bomb = await pixelBomb();
        expect(bomb.length).toBeLessThan(1024 * 1024);
        const { uploadURL } = await start(chief);
        const startedAt = Date.now();
        const res = await put(chief, uploadURL, bomb, 'image/png').expect(413);
        expect(Date.now() - startedAt).toBeLessThan(2000);
        expect(res.body.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
      });

      it('6 MB streamed without a length: 413 before the client has sent it all', async () => {
        const { uploadURL } = await start(chief);
        const cookie = await sessionCookie(t, 'chief');
        const chunk = Buffer.alloc(64 * 1024, 0xab);
        chunk.set([0xff, 0xd8, 0xff, 0xe0]);
        const total = 6 * 1024 * 1024;
        const outcome = await new Promise<{ status: number; body: string; sent: number }>(
          (resolve, reject) => {
            let sent = 0;
            let answered = false;
            const req = http.request(
              {
                host: '127.0.0.1',
                port,
                method: 'PUT',
                path: uploadURL,
                headers: { Cookie: cookie, 'Content-Type': 'image/jpeg' }, // chunked: no length
              },
              (res) => {
                answered = true;
                const sentWhenAnswered = sent;
                let body = '';
                res.on('data', (d: Buffer) => (body += d.toString()));
                res.on('end', () =>
                  resolve({ status: res.statusCode ?? 0, body, sent: sentWhenAnswered }),
                );
              },
            );
            req.on('error', (err) => {
              if (!answered) reject(err);
            });
            const pump = () => {
              if (answered || sent >= total) return void req.end();
              sent += chunk.length;
              // Slowly enough for the answer to come back while the body is still going.
              req.write(chunk, () => setTimeout(pump, 5));
            };
            pump();
          },
        );
        expect(outcome.status).toBe(413);
        expect(JSON.parse(outcome.body)).toEqual({
          statusCode: 413,
          message: UPLOAD_MESSAGES.tooLarge,
        });
        expect(outcome.sent).toBeGreaterThan(UPLOAD_MAX_BYTES);
        expect(outcome.sent).toBeLessThan(total);
      });

      it('a declared length over 5 MB: 413 before any of the body is sent, address kept', async () => {
        const { uploadURL } = await start(chief);
        const cookie = await sessionCookie(t, 'chief');
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'PUT',
              path: uploadURL,
              headers: {
                Cookie: cookie,
                'Content-Type': 'image/jpeg',
                'Content-Length': String(6 * 1024 * 1024),
              },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
              req.destroy();
            },
          );
          req.on('error', reject);
          req.flushHeaders(); // headers only; the body never comes
        });
        expect(status).toBe(413);
        // The address was not used by the refused request.
        await put(chief, uploadURL, await plainImage('png'), 'image/png').expect(201);
        before = storedFiles();
        rowsBefore = await uploadRows();
      });
    });
  });

  describe('the upload address', () => {
    it('is usable once', async () => {
      const { uploadURL } = await start(chief);
      const bytes = await plainImage('png', 120, 80);
      await put(chief, uploadURL, bytes, 'image/png').expect(201);
      const again = await put(chief, uploadURL, bytes, 'image/png').expect(410);
      expect(again.body.message).toBe(UPLOAD_TICKET_MESSAGES.used);
    });

    it('is used by a refused upload too', async () => {
      const { uploadURL } = await start(chief);
      await put(chief, uploadURL, Buffer.from('<svg/>'), 'image/png').expect(415);
      await put(chief, uploadURL, await plainImage('png'), 'image/png').expect(410);
    });

    it('expires', async () => {
      const { uploadURL } = await start(chief);
      const token = uploadURL.split('/').pop()!;
      await t.dataSource.query(
        `UPDATE upload_ticket SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [createHash('sha256').update(token).digest('hex')],
      );
      const files = storedFiles();
      const res = await put(chief, uploadURL, await plainImage('png', 130, 80), 'image/png');
      expect(res.status).toBe(410);
      expect(res.body.message).toBe(UPLOAD_TICKET_MESSAGES.expired);
      expect(storedFiles()).toEqual(files);
    });

    it('is refused to another administrator, and stays usable for its own', async () => {
      const { uploadURL } = await start(chief);
      const bytes = await plainImage('png', 140, 80);
      const res = await put(deputy, uploadURL, bytes, 'image/png').expect(403);
      expect(res.body.message).toBe(UPLOAD_TICKET_MESSAGES.otherAdmin);
      await put(chief, uploadURL, bytes, 'image/png').expect(201);
    });

    it('is unknown when forged or altered', async () => {
      const { uploadURL } = await start(chief);
      const forged = uploadURL.slice(0, -1) + (uploadURL.endsWith('A') ? 'B' : 'A');
      const bytes = await plainImage('png');
      expect((await put(chief, forged, bytes, 'image/png').expect(404)).body.message).toBe(
        UPLOAD_TICKET_MESSAGES.unknown,
      );
      await put(chief, '/api/objects/upload/short', bytes, 'image/png').expect(404);
    });

    it('can be used by one of two simultaneous requests only', async () => {
      const { uploadURL } = await start(chief);
      const bytes = await plainImage('png', 150, 90);
      const answers = await Promise.all([
        put(chief, uploadURL, bytes, 'image/png'),
        put(chief, uploadURL, bytes, 'image/png'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    });
  });

  describe('serving', () => {
    it('sends a stored image with immutable caching, its type, length and ETag', async () => {
      const bytes = await plainImage('jpeg', 1000, 500);
      const { url } = (await upload(chief, bytes)).body as { url: string };
      const res = await request(t.http).get(url).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(
        readFileSync(path.join(uploadsDir, url.slice(9))).length,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      await request(t.http).get(url).set('If-None-Match', etag).expect(304);
      const avif = await request(t.http).get(url.replace('-960.webp', '-480.avif')).expect(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      const head = await request(t.http).head(url).expect(200);
      expect(head.headers['content-length']).toBe(res.headers['content-length']);
    });

    it('answers a plain JSON 404 for anything else, never a file outside the uploads', async () => {
      const unknown = `/uploads/${'0'.repeat(32)}-100x100-100.webp`;
      const res = await request(t.http).get(unknown).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ statusCode: 404, message: UPLOAD_TICKET_MESSAGES.noImage });
      for (const bad of [
        '/uploads/..%2Fsecrets.json',
        '/uploads/..%2F..%2Fetc%2Fpasswd',
        '/uploads/secrets.json',
        '/uploads/%2e%2e',
        `/uploads/${'0'.repeat(32)}-100x100-100.png`,
        '/uploads/t/not-a-uuid',
        '/uploads/t/3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10',
      ])
        await request(t.http).get(bad).expect(404);
    });

    it('the alias (publicPath) is a 404 until its upload is stored', async () => {
      const { publicPath } = await start(chief);
      await request(t.http).get(publicPath).expect(404);
    });
  });

  describe('removing unused images', () => {
    it('removes an image unused for a day, with all its files, and keeps used and recent ones', async () => {
      const service = t.app.get(UploadsService);
      const urlOf = async (width: number) =>
        (await upload(chief, await plainImage('jpeg', width, 600))).body.url as string;
      const unused = await urlOf(1500);
      const inTestimonial = await urlOf(1510);
      const inDraftItem = await urlOf(1520);
      const recent = await urlOf(1530);
      const hash = (url: string) => parseUploadUrl(url)!.hash;

      await t.dataSource.query(
        `INSERT INTO testimonial (name, title, company, content, is_published, image_url)
         VALUES ('T', 'Role', 'Co', 'Words', false, $1)`,
        // Any variant counts as use.
        [inTestimonial.replace('-960.webp', '-480.avif')],
      );
      await t.dataSource.query(
        `INSERT INTO carousel_item (slug, image_url, is_published) VALUES ('home', $1, false)`,
        [inDraftItem],
      );
      await t.dataSource.query(
        `UPDATE upload SET uploaded_at = now() - interval '25 hours' WHERE hash = ANY($1)`,
        [[unused, inTestimonial, inDraftItem].map(hash)],
      );
      const filesOf = (url: string) => storedFiles().filter((f) => f.startsWith(hash(url)));
      expect(filesOf(unused)).toHaveLength(6);

      // Two instances' runs at once remove it once.
      const runs = await Promise.all([service.removeUnused(), service.removeUnused()]);
      expect(runs.flat()).toEqual([hash(unused)]);

      expect(filesOf(unused)).toEqual([]);
      await request(t.http).get(unused).expect(404);
      for (const kept of [inTestimonial, inDraftItem, recent]) {
        expect(filesOf(kept)).toHaveLength(6);
        await request(t.http).get(kept).expect(200);
      }
      const rows = (await t.dataSource.query('SELECT hash FROM upload')) as { hash: string }[];
      expect(rows.map((r) => r.hash)).not.toContain(hash(unused));
      const entries = (await t.dataSource.query(
        `SELECT actor_id, target_type FROM audit_entry WHERE action = 'upload.delete' AND target_id = $1`,
        [hash(unused)],
      )) as Record<string, unknown>[];
      expect(entries).toEqual([{ actor_id: null, target_type: 'upload' }]);
      expect(await service.removeUnused()).toEqual([]);
    });

    it('keeps the images that pages (published, draft, kept revisions) and newsletter campaigns show', async () => {
      const service = t.app.get(UploadsService);
      const urlOf = async (width: number) =>
        (await upload(chief, await plainImage('jpeg', width, 600))).body.url as string;
      const [published, draft, revision, campaign, unused] = await Promise.all(
        [1600, 1610, 1620, 1630, 1640].map(urlOf),
      );
      const hash = (url: string) => parseUploadUrl(url)!.hash;
      const doc = (url: string) => JSON.stringify({ story: { image: { url, alt: 'A photo' } } });
      await t.dataSource.query(
        `INSERT INTO page_content (slug, published, draft) VALUES ('test-page', $1, $2)`,
        [doc(published), doc(draft)],
      );
      await t.dataSource.query(
        `INSERT INTO content_revision (subject, number, content) VALUES ('page:test-page', 1, $1)`,
        [doc(revision)],
      );
      await t.dataSource.query(
        `INSERT INTO newsletter_campaign (subject, body) VALUES ('Kept', $1)`,
        [JSON.stringify({ blocks: [{ type: 'image', image: { url: campaign, alt: '' } }] })],
      );
      const all = [published, draft, revision, campaign, unused];
      await t.dataSource.query(
        `UPDATE upload SET uploaded_at = now() - interval '25 hours' WHERE hash = ANY($1)`,
        [all.map(hash)],
      );
      try {
        expect(await service.removeUnused()).toEqual([hash(unused)]);
        for (const kept of [published, draft, revision, campaign])
          await request(t.http).get(kept).expect(200);
      } finally {
        await t.dataSource.query(`DELETE FROM page_content WHERE slug = 'test-page'`);
        await t.dataSource.query(`DELETE FROM content_revision WHERE subject = 'page:test-page'`);
        await t.dataSource.query(`DELETE FROM newsletter_campaign WHERE subject = 'Kept'`);
      }
    });

    it('gives an image uploaded again a new day', async () => {
      const service = t.app.get(UploadsService);
      const bytes = await plainImage('jpeg', 700, 500);
      const first = (await upload(chief, bytes)).body.url as string;
      const { hash } = parseUploadUrl(first)!;
      await t.dataSource.query(
        `UPDATE upload SET uploaded_at = now() - interval '25 hours' WHERE hash = $1`,
        [hash],
      );
      const second = (await upload(chief, bytes)).body.url as string;
      expect(second).toBe(first);
      expect(await service.removeUnused()).not.toContain(hash);
      await request(t.http).get(first).expect(200);
    });
  });

  describe('removing stored files that no row names', () => {
    const hash = (url: string) => parseUploadUrl(url)!.hash;
    const filesOf = (url: string) => storedFiles().filter((f) => f.startsWith(hash(url)));
    /** Sets the modification time of `names` in the uploads directory to `ms` ago. */
    const age = (names: string[], ms: number) => {
      const when = new Date(Date.now() - ms);
      for (const name of names) utimesSync(path.join(uploadsDir, name), when, when);
    };
    /** An upload whose row is gone, as after a kill -9 between writing its files and its commit. */
    const orphanedUpload = async (width: number): Promise<string> => {
      const url = (await upload(chief, await plainImage('jpeg', width, 500))).body.url as string;
      await t.dataSource.query('DELETE FROM upload WHERE hash = $1', [hash(url)]);
      return url;
    };

    it('removes them once older than an upload can take, on every run at once, and keeps the rest', async () => {
      const service = t.app.get(UploadsService);
      const old = await orphanedUpload(1600);
      const young = await orphanedUpload(1610);
      const named = (await upload(chief, await plainImage('jpeg', 1620, 500))).body.url as string;
      expect(filesOf(old)).toHaveLength(6);
      age(filesOf(old), ORPHAN_FILE_AGE_MS + 60_000);
      age(filesOf(young), ORPHAN_FILE_AGE_MS - 5 * 60_000);
      // Files a row names stay whatever their age (the image's own clock is its row's).
      age(filesOf(named), 3 * ORPHAN_FILE_AGE_MS);
      // A write that a kill interrupted leaves a temporary file beside them.
      const temporary = `.tmp-0123456789abcdef-${filesOf(young)[0]}`;
      writeFileSync(path.join(uploadsDir, temporary), 'half an image');
      age([temporary], ORPHAN_FILE_AGE_MS + 60_000);
      // Anything that is not an upload's file is not ours to remove.
      writeFileSync(path.join(uploadsDir, 'README.txt'), 'kept by the operator');
      age(['README.txt'], 10 * ORPHAN_FILE_AGE_MS);

      // Two instances' runs at once.
      await Promise.all([service.cleanUpHourly(), service.cleanUpHourly()]);

      expect(filesOf(old)).toEqual([]);
      await request(t.http).get(old).expect(404);
      expect(filesOf(young)).toHaveLength(6);
      expect(filesOf(named)).toHaveLength(6);
      await request(t.http).get(named).expect(200);
      expect(storedFiles()).not.toContain(temporary);
      expect(storedFiles()).toContain('README.txt');
      rmSync(path.join(uploadsDir, 'README.txt'));

      // Once the young files are as old, the next run removes them.
      age(filesOf(young), ORPHAN_FILE_AGE_MS + 60_000);
      await service.cleanUpHourly();
      expect(filesOf(young)).toEqual([]);
      expect(filesOf(named)).toHaveLength(6);
    });

    it('leaves the files of an upload of the same bytes in progress for a later run', async () => {
      const service = t.app.get(UploadsService);
      const url = await orphanedUpload(1630);
      age(filesOf(url), ORPHAN_FILE_AGE_MS + 60_000);
      // An upload of these bytes holds their hash's lock from its first file to its commit.
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `upload:${hash(url)}`,
        ]);
        await service.cleanUpHourly();
        expect(filesOf(url)).toHaveLength(6);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
      await service.cleanUpHourly();
      expect(filesOf(url)).toEqual([]);
    });
  });

  describe('upload budgets', () => {
    const MB = 1024 * 1024;
    /** A row of `bytes` stored images, first stored `when` (an image uploaded by another test). */
    const FILLER = 'f'.repeat(32);
    const fill = async (bytes: number, when = 'now()') => {
      await t.dataSource.query('DELETE FROM upload WHERE hash = $1', [FILLER]);
      if (bytes > 0)
        await t.dataSource.query(
          `INSERT INTO upload (hash, width, height, stored_bytes, created_at)
           VALUES ($1, 10, 10, $2, ${when})`,
          [FILLER, bytes],
        );
    };
    const budgets = (daily: number, storage: number) =>
      chief
        .patch('/api/admin/settings')
        .send({ uploadDailyBudgetMb: daily, uploadStorageBudgetMb: storage })
        .expect(200);
    const health = async () =>
      ((await chief.get('/api/admin/system').expect(200)).body as AdminSystemHealth).storage.budget;

    afterEach(async () => {
      await fill(0);
      await budgets(200, 5120);
    });

    it('refuses an image past the daily budget (429, Retry-After) or the storage budget (507), naming the limit; nothing stored', async () => {
      // What the other tests stored counts as uploaded on an earlier day.
      await t.dataSource.query(`UPDATE upload SET created_at = now() - interval '3 days'`);
      await budgets(1, 5120);
      expect(await health()).toMatchObject({
        todayBytes: 0,
        dailyLimitBytes: MB,
        storageLimitBytes: 5120 * MB,
        timeZone: 'UTC',
      });
      // Room for a kilobyte today: the image needs more.
      await fill(MB - 1024);
      const rows = await uploadRows();
      const files = storedFiles();
      const { uploadURL } = await start(chief);
      const refused = await put(chief, uploadURL, await plainImage('png', 321, 200), 'image/png');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^The daily upload budget of 1 MB is used up: 1,?023\.?\d* KB of images were added today and this image needs [\d.]+ KB\. Uploads start again at midnight \(UTC\), or an administrator can raise the budget in Settings\.$/,
      );
      const wait = Number(refused.headers['retry-after']);
      const midnight = new Date();
      midnight.setUTCHours(24, 0, 0, 0);
      expect(Math.abs(wait - (midnight.getTime() - Date.now()) / 1000)).toBeLessThan(60);
      expect(await uploadRows()).toBe(rows);
      expect(storedFiles()).toEqual(files);
      // The address was used by the refused PUT.
      await put(chief, uploadURL, await plainImage('png', 322, 200), 'image/png').expect(410);

      // Used up: refused before an address is given, and before a PUT reads the body.
      const early = await start(chief);
      await fill(MB);
      const noAddress = await chief.post('/api/objects/upload').expect(429);
      expect(noAddress.body.message).toBe(
        'The daily upload budget of 1 MB is used up: 1 MB of images were added today. Uploads start again at midnight (UTC), or an administrator can raise the budget in Settings.',
      );
      await put(chief, early.uploadURL, await plainImage('png', 323, 200), 'image/png').expect(429);
      // Yesterday's uploads do not count, and a raised budget lets the image in.
      await fill(MB, `now() - interval '2 days'`);
      await put(chief, early.uploadURL, await plainImage('png', 324, 200), 'image/png').expect(201);
      await fill(MB);
      await budgets(2, 5120);
      await upload(chief, await plainImage('png', 325, 200), 'image/png');

      // The storage budget counts every stored image, whenever it came.
      await fill(0);
      const { storedBytes } = await health();
      const limit = Math.ceil(storedBytes / MB) + 1;
      await budgets(200, limit);
      await fill(limit * MB - storedBytes - 1024, `now() - interval '2 days'`);
      const full = await put(
        chief,
        (await start(chief)).uploadURL,
        await plainImage('png', 326, 200),
        'image/png',
      ).expect(507);
      expect(full.body.message).toMatch(
        new RegExp(
          `^The storage budget of ${limit} MB for uploaded images is used up: the stored images take [\\d.,]+ MB and this image needs [\\d.]+ KB\\. Delete images nothing uses in the Media Library, or an administrator can raise the budget in Settings\\.$`,
        ),
      );
      expect((await health()).storedBytes).toBe(limit * MB - 1024);
    });
  });

  describe('system health', () => {
    it("reports the uploads' disk", async () => {
      const res = await chief.get('/api/admin/system').expect(200);
      const storage = (res.body as AdminSystemHealth).storage;
      expect(storage.driver).toBe('local');
      const onDisk = storedFiles().reduce(
        (sum, f) => sum + readFileSync(path.join(uploadsDir, f)).length,
        0,
      );
      expect(onDisk).toBeGreaterThan(0);
      expect(storage.usedBytes).toBe(onDisk);
      expect(storage.totalBytes).toBeGreaterThan(0);
    });
  });
});

/** A session cookie for raw http requests (the agents keep theirs to themselves). */
async function sessionCookie(t: TestApp, username: string): Promise<string> {
  const res = await request(t.http)
    .post('/api/login')
    .send({ username, password: PASSWORD })
    .expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('uploads beside the built frontend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST: path.join(__dirname, 'fixtures', 'spa') });
    await createUser(t, { username: 'chief', isAdmin: true });
  });
  afterAll(() => t.close());

  it('/uploads/... never falls through to the SPA: images are served, unknown ones a JSON 404', async () => {
    expect(t.config.frontendDist).toBeDefined();
    const chief = await signedIn(t, 'chief');
    const { uploadURL, publicPath } = (await chief.post('/api/objects/upload').expect(201))
      .body as UploadStart;
    const bytes = await plainImage('png', 200, 100);
    const { url } = (
      await chief.put(uploadURL).set('Content-Type', 'image/png').send(bytes).expect(201)
    ).body as { url: string };
    const image = await request(t.http).get(url).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await request(t.http).get(publicPath).expect(302)).headers.location).toBe(url);
    for (const missing of [
      `/uploads/${'a'.repeat(32)}-200x100-200.webp`,
      '/uploads/index.html',
      '/uploads/t/3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10',
    ]) {
      const res = await request(t.http).get(missing).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
