import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL launcher', () => {
  let dataDir: string;
  beforeAll(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'bb-embedded-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the cluster on first start and keeps data across a clean restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir, mode: 'app' });
    expect(first.owned).toBe(true);
    expect(readFileSync(path.join(dataDir, 'app.pid'), 'utf8')).toBe(String(process.pid));
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir, mode: 'app' });
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.stop();
  }, 60_000);

  it('starts after a crash that left a stale pid file behind', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    writeFileSync(pidFile, '999999\n/nowhere\n0\n5432\n\n127.0.0.1\n0 0\nready\n');
    writeFileSync(path.join(dataDir, 'app.pid'), '999998');
    const pg = await startEmbeddedPostgres({ dataDir, mode: 'app' });
    expect(await query(pg.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await pg.stop();
  }, 60_000);

  it('takes over a server left running by a crashed app, and lets commands attach to a running one', async () => {
    const orphan = await startEmbeddedPostgres({ dataDir, mode: 'app' });
    // The app "crashes": its server keeps running. A command attaches to it without owning it.
    const command = await startEmbeddedPostgres({ dataDir, mode: 'attach' });
    expect(command).toMatchObject({ owned: false, port: orphan.port });
    await command.stop(); // no effect on a server it does not own
    expect(await query(orphan.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);

    writeFileSync(path.join(dataDir, 'app.pid'), '999997'); // the crashed app's pid, now dead
    const restarted = await startEmbeddedPostgres({ dataDir, mode: 'app' });
    expect(restarted.owned).toBe(true);
    expect(await query(restarted.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await restarted.stop();
  }, 60_000);

  it("refuses 'existing' mode when no server runs", async () => {
    await expect(startEmbeddedPostgres({ dataDir, mode: 'existing' })).rejects.toThrow(
      /No embedded PostgreSQL is running/,
    );
  });
});
