import type { UploadStart } from '@bb/shared/admin-content';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { STORAGE_FULL_MESSAGE } from '../src/common/http-exception.filter';
import { processImage } from '../src/uploads/image-pipeline';
import { UPLOAD_TICKET_MESSAGES } from '../src/uploads/uploads.service';
import { createUser, signedIn } from './support/accounts';
import { plainImage } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Sets this process's file-size limit (RLIMIT_FSIZE, what `ulimit -f` sets) in bytes, or lifts it.
 * Node ignores SIGXFSZ, so a write past the limit fails with EFBIG: a real "no room" from the kernel,
 * the way a full disk (ENOSPC) or quota (EDQUOT) fails a write, without needing root to mount a small
 * filesystem. The app runs in this process; PostgreSQL runs in its own and is not limited.
 */
function limitFileSize(bytes: number | 'unlimited'): void {
  execFileSync('prlimit', ['--pid', String(process.pid), `--fsize=${bytes}:unlimited`]);
  // Jest's own process listens for SIGXFSZ (signal-exit) and dies of it; a listener of ours keeps
  // Node's behaviour (the app loads no such listener: a write past the limit just fails with EFBIG).
  // Jest hands tests a copy of `process`: the listener goes on the real one.
  if (bytes === 'unlimited') realProcess.off('SIGXFSZ', ignore);
  else realProcess.on('SIGXFSZ', ignore);
}
const ignore = () => undefined;
const realProcess = runInThisContext('process') as NodeJS.Process;

/** docs/operations.md, "When PostgreSQL or the disk fails": an upload that finds no room. */
describe('an image upload when the disk has no room', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let uploadsDir: string;
  const storedFiles = (): string[] =>
    existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
  const count = async (table: string): Promise<number> =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;
  const start = async (): Promise<UploadStart> =>
    (await admin.post('/api/objects/upload').expect(201)).body as UploadStart;

  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = path.join(t.config.dataDir, 'uploads');
    await createUser(t, { username: 'chief', isAdmin: true });
    admin = await signedIn(t, 'chief');
  });
  afterAll(async () => {
    limitFileSize('unlimited');
    await t.close();
  });

  it('answers 507, leaves no file and no row behind, and stores the next upload once there is room', async () => {
    const bytes = await plainImage('png', 1000, 700);
    // The files the app will write, in its order: the limit lets the first through and stops a later
    // one half written, so a file already stored has to be removed again too.
    const { variants } = await processImage(bytes);
    const limit = variants[0].data.length;
    expect(variants.slice(1).some((v) => v.data.length > limit)).toBe(true);

    const { uploadURL } = await start();
    limitFileSize(limit);
    let res;
    try {
      res = await admin.put(uploadURL).set('Content-Type', 'image/png').send(bytes);
    } finally {
      limitFileSize('unlimited');
    }
    expect([res.status, res.body]).toEqual([
      507,
      { statusCode: 507, message: STORAGE_FULL_MESSAGE },
    ]);

    // Nothing half done: no file (temporary or stored), no upload row, no audit entry of an upload.
    expect(storedFiles()).toEqual([]);
    expect(await count('upload')).toBe(0);
    expect(
      await t.dataSource.query(`SELECT 1 FROM audit_entry WHERE action = 'upload.create'`),
    ).toEqual([]);
    // The address was used by that request (as by any failed one): a second try is told so.
    const again = await admin.put(uploadURL).set('Content-Type', 'image/png').send(bytes);
    expect([again.status, again.body.message]).toEqual([410, UPLOAD_TICKET_MESSAGES.used]);

    // The app lives on; with room again, a new address stores the same image.
    const next = await start();
    await admin.put(next.uploadURL).set('Content-Type', 'image/png').send(bytes).expect(201);
    expect(storedFiles()).toEqual(variants.map((v) => v.name).sort());
    expect(await count('upload')).toBe(1);
    expect(
      await t.dataSource.query(`SELECT 1 FROM audit_entry WHERE action = 'upload.create'`),
    ).toHaveLength(1);
  });
});
