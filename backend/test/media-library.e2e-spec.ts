import type { UploadStart } from '@bb/shared/admin-content';
import { parseUploadUrl } from '@bb/shared/site';
import { UploadsService } from '../src/uploads/uploads.service';
import { createUser, signedIn } from './support/accounts';
import { plainImage } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** The media library's part of the upload pipeline (issue 24 part 3): file names, kept images. */
describe('media library: uploads', () => {
  let t: TestApp;
  let chief: Agent;
  let chiefId: string;

  const upload = async (bytes: Buffer, headers: Record<string, string> = {}): Promise<string> => {
    const { uploadURL } = (await chief.post('/api/objects/upload').expect(201)).body as UploadStart;
    let req = chief.put(uploadURL).set('Content-Type', 'image/png');
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const { url } = (await req.send(bytes).expect(201)).body as { url: string };
    return parseUploadUrl(url)!.hash;
  };
  const item = async (hash: string) =>
    (
      (await t.dataSource.query('SELECT * FROM media_item WHERE hash = $1', [hash])) as Record<
        string,
        unknown
      >[]
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    chiefId = (await createUser(t, { username: 'chief', isAdmin: true })).id;
    chief = await signedIn(t, 'chief');
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('keeps the original file name and uploader of the first upload of the bytes', async () => {
    const bytes = await plainImage('png', 310, 200);
    const hash = await upload(bytes, { 'X-File-Name': encodeURIComponent('Été\u0007 photo.png') });
    expect(await item(hash)).toMatchObject({
      file_name: 'Été photo.png',
      uploaded_by_id: chiefId,
      uploaded_by_name: 'chief',
      kept: false,
      focal_x: 0.5,
      focal_y: 0.5,
    });
    await upload(bytes, { 'X-File-Name': 'other.png' });
    expect((await item(hash)).file_name).toBe('Été photo.png');
  });

  it('ignores a bad file name rather than failing the upload', async () => {
    const bad = await upload(await plainImage('png', 320, 200), { 'X-File-Name': '%E0%A4%A' });
    expect(await item(bad)).toBeUndefined();
    const long = await upload(await plainImage('png', 330, 200), {
      'X-File-Name': 'a'.repeat(256),
    });
    expect(await item(long)).toBeUndefined();
  });

  it('the clean-up keeps unused images kept in the library, and removes unkept ones', async () => {
    const kept = await upload(await plainImage('png', 340, 200), { 'X-Media-Library': '1' });
    const named = await upload(await plainImage('png', 350, 200), { 'X-File-Name': 'n.png' });
    const plain = await upload(await plainImage('png', 360, 200));
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
