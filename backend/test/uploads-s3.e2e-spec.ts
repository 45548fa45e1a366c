import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AdminSystemHealth } from '@bb/shared/admin';
import { parseUploadUrl, type UploadStart, uploadVariantUrl } from '@bb/shared/admin-content';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { S3UploadStorage } from '../src/config/config';
import { ORPHAN_FILE_AGE_MS } from '../src/uploads/orphaned-files';
import { S3StorageDriver } from '../src/uploads/storage/s3-storage';
import { UploadsService } from '../src/uploads/uploads.service';
import { createUser, signedIn } from './support/accounts';
import { EXIF_ARTIST, plainImage, sidewaysPhoto } from './support/images';
import { TestS3Server } from './support/s3-server';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The S3 storage driver, over HTTP against a real S3-protocol server started here (s3rver), through
 * the app's API: upload, the objects in the bucket, serving them back, removal of unused ones.
 */
describe('image uploads in S3-compatible storage', () => {
  const s3 = new TestS3Server('bridges-uploads');
  let t: TestApp;
  let client: S3Client;
  let chief: Awaited<ReturnType<typeof signedIn>>;

  const keys = async (): Promise<string[]> =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (o) => o.Key!,
    );
  const upload = async (bytes: Buffer, status = 201) => {
    const { uploadURL } = (await chief.post('/api/objects/upload').expect(201)).body as UploadStart;
    return chief.put(uploadURL).set('Content-Type', 'image/jpeg').send(bytes).expect(status);
  };

  beforeAll(async () => {
    await s3.start();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await createTestApp(s3.env());
    await createUser(t, { username: 'chief', isAdmin: true });
    chief = await signedIn(t, 'chief');
  });
  afterAll(async () => {
    client.destroy();
    await t.close();
    await s3.stop();
  });

  it('stores the variants in the bucket, upright and stripped, and nothing on local disk', async () => {
    expect(t.config.uploadStorage).toMatchObject({ driver: 's3', bucket: s3.bucket });
    const photo = await sidewaysPhoto(1200, 800);
    const { url } = (await upload(photo)).body as { url: string };
    const image = parseUploadUrl(url)!;
    expect([image.width, image.height]).toEqual([800, 1200]);

    const names = [480].flatMap((w) =>
      (['avif', 'webp'] as const).map((f) => uploadVariantUrl(image, w, f).slice(9)),
    );
    expect((await keys()).sort()).toEqual(names.sort());
    for (const name of names) {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(object.ContentType).toBe(name.endsWith('.avif') ? 'image/avif' : 'image/webp');
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([480, 720]);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(EXIF_ARTIST)).toBe(false);
    }
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('serves the objects back through GET /uploads/... (the site never sends visitors to the bucket)', async () => {
    const bytes = await plainImage('png', 1000, 400);
    const { url } = (await upload(bytes)).body as { url: string };
    const res = await request(t.http).get(url).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: url.slice(9) }),
    );
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(Buffer.compare(res.body as Buffer, stored)).toBe(0);
    await request(t.http)
      .get(`/uploads/${'f'.repeat(32)}-10x10-10.webp`)
      .expect(404);
  });

  it('refuses a non-image without writing an object', async () => {
    const before = await keys();
    await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415);
    expect(await keys()).toEqual(before);
  });

  it('removes an unused image from the bucket', async () => {
    const { url } = (await upload(await plainImage('jpeg', 600, 300))).body as { url: string };
    const { hash } = parseUploadUrl(url)!;
    await t.dataSource.query(
      `UPDATE upload SET uploaded_at = now() - interval '2 days' WHERE hash = $1`,
      [hash],
    );
    expect(await t.app.get(UploadsService).removeUnused()).toEqual([hash]);
    expect((await keys()).filter((k) => k.startsWith(hash))).toEqual([]);
    await expect(
      client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: url.slice(9) })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    await request(t.http).get(url).expect(404);
  });

  it('the media library lists an S3 image with its file name, keeps it through the clean-up, and deletes its objects', async () => {
    const { uploadURL } = (await chief.post('/api/objects/upload').expect(201)).body as UploadStart;
    const { url } = (
      await chief
        .put(uploadURL)
        .set('Content-Type', 'image/jpeg')
        .set('X-File-Name', 'bucket-photo.jpg')
        .set('X-Media-Library', '1')
        .send(await plainImage('jpeg', 640, 360))
        .expect(201)
    ).body as { url: string };
    const { hash } = parseUploadUrl(url)!;
    const listed = (await chief.get('/api/admin/media?search=bucket-photo').expect(200)).body as {
      items: { id: string; fileName: string; kept: boolean }[];
    };
    expect(listed.items).toEqual([
      expect.objectContaining({ id: hash, fileName: 'bucket-photo.jpg', kept: true }),
    ]);
    // Kept in the library on purpose: unused for two days, the clean-up leaves it.
    await t.dataSource.query(
      `UPDATE upload SET uploaded_at = now() - interval '2 days' WHERE hash = $1`,
      [hash],
    );
    expect(await t.app.get(UploadsService).removeUnused()).not.toContain(hash);
    expect((await keys()).filter((k) => k.startsWith(hash)).length).toBeGreaterThan(0);

    await chief.delete(`/api/admin/media/${hash}`).expect(204);
    expect((await keys()).filter((k) => k.startsWith(hash))).toEqual([]);
    await request(t.http).get(url).expect(404);
    await chief.get(`/api/admin/media/${hash}`).expect(404);
  });

  it("makes an image's mail rendition once in the bucket when two instances render mails with it at once, and deletes it with the image", async () => {
    const { url } = (await upload(await plainImage('jpeg', 1600, 900))).body as { url: string };
    const { hash } = parseUploadUrl(url)!;
    const [{ stored_bytes: uploaded }] = await t.dataSource.query(
      `SELECT stored_bytes FROM upload WHERE hash = $1`,
      [hash],
    );
    const { body: campaign } = await chief
      .post('/api/admin/newsletter/campaigns')
      .send({ subject: 'From the bucket', body: `![A bridge](${url})` })
      .expect(201);
    // A second instance on the same database and bucket; both render the e-mail at once.
    const other = await createTestApp({ ...s3.env(), DATABASE_URL: t.config.databaseUrl! });
    try {
      const otherChief = await signedIn(other, 'chief');
      const previews = await Promise.all(
        [chief, otherChief, chief, otherChief].map((agent) =>
          agent.get(`/api/admin/newsletter/campaigns/${campaign.id}/preview`),
        ),
      );
      const rendition = `${hash}-1600x900-1088.jpg`;
      for (const preview of previews) {
        expect(preview.status).toBe(200);
        expect(preview.body.html).toContain(`src="http://localhost:3000/uploads/${rendition}"`);
      }
      // One object, written once: counted once in the image's stored bytes.
      expect((await keys()).filter((k) => k.startsWith(hash) && !/\.(avif|webp)$/.test(k))).toEqual(
        [rendition],
      );
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: rendition }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(object.ContentType).toBe('image/jpeg');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1088 });
      const [row] = await t.dataSource.query(
        `SELECT mail_format, stored_bytes FROM upload WHERE hash = $1`,
        [hash],
      );
      expect(row).toEqual({
        mail_format: 'jpg',
        stored_bytes: String(Number(uploaded) + bytes.length),
      });
      // Served by either instance, to any origin.
      const served = await request(other.http).get(`/uploads/${rendition}`).expect(200);
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    } finally {
      await other.close();
    }
    // Deleted with the image: the campaign first, then the image from the library.
    await chief.delete(`/api/admin/newsletter/campaigns/${campaign.id}`).expect(204);
    await chief.delete(`/api/admin/media/${hash}`).expect(204);
    expect((await keys()).filter((k) => k.startsWith(hash))).toEqual([]);
  });

  it('removes objects that no row names once older than an upload can take, listing in pages', async () => {
    const service = t.app.get(UploadsService);
    const hashOf = (url: string) => parseUploadUrl(url)!.hash;
    const keysOf = async (url: string) => (await keys()).filter((k) => k.startsWith(hashOf(url)));
    const stored = async (width: number) =>
      ((await upload(await plainImage('jpeg', width, 500))).body as { url: string }).url;
    // Two uploads whose rows are gone (a kill -9 between their files and their commit), one kept.
    const old = await stored(1000);
    const young = await stored(1010);
    const named = await stored(1020);
    await t.dataSource.query('DELETE FROM upload WHERE hash = ANY($1)', [[old, young].map(hashOf)]);
    for (const key of await keysOf(old)) s3.age(key, ORPHAN_FILE_AGE_MS + 60_000);
    for (const key of await keysOf(young)) s3.age(key, ORPHAN_FILE_AGE_MS - 5 * 60_000);
    for (const key of await keysOf(named)) s3.age(key, 3 * ORPHAN_FILE_AGE_MS);
    // Another application's object in the same bucket is not ours to remove.
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'exports/report.csv', Body: 'a,b' }),
    );
    s3.age('exports/report.csv', 10 * ORPHAN_FILE_AGE_MS);
    expect(await keysOf(old)).toHaveLength(4);

    // The driver lists every key, a page at a time.
    const driver = new S3StorageDriver(t.config.uploadStorage as S3UploadStorage);
    const pages: string[][] = [];
    for await (const page of driver.list(3)) pages.push(page.map((f) => f.name));
    driver.destroy();
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(pages.flat().sort()).toEqual((await keys()).sort());
    expect(pages.length).toBeGreaterThan(3);

    await Promise.all([service.cleanUpHourly(), service.cleanUpHourly()]);

    expect(await keysOf(old)).toEqual([]);
    await request(t.http).get(old).expect(404);
    expect(await keysOf(young)).toHaveLength(4);
    expect(await keysOf(named)).toHaveLength(4);
    await request(t.http).get(named).expect(200);
    expect(await keys()).toContain('exports/report.csv');
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: 'exports/report.csv' }));

    // Once the young objects are as old, the next run removes them.
    for (const key of await keysOf(young)) s3.age(key, ORPHAN_FILE_AGE_MS + 60_000);
    await service.cleanUpHourly();
    expect(await keysOf(young)).toEqual([]);
    expect(await keysOf(named)).toHaveLength(4);
  });

  it('reports the stored bytes as the system health storage figure', async () => {
    const res = await chief.get('/api/admin/system').expect(200);
    const storage = (res.body as AdminSystemHealth).storage;
    let total = 0;
    for (const key of await keys())
      total +=
        (await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).ContentLength ??
        0;
    expect(storage).toEqual({
      driver: 's3',
      usedBytes: total,
      availableBytes: null,
      totalBytes: null,
      budget: expect.objectContaining({ storedBytes: total, todayBytes: total }),
    });
  });
});
