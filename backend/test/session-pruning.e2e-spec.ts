import { Client } from 'pg';
import { PRUNE_EVERY_MS } from '../src/sessions/session-store';
import { SessionsService } from '../src/sessions/sessions.service';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The store deletes expired sessions' rows itself (sessions/session-store.ts): at its first session
 * read, then every 15 minutes. The app closes it before its database pool, so a deletion under way
 * finishes, none is left scheduled, and nothing is logged about a pool that has ended. (Before, the
 * 15-minute timer of every closed app's store fired later in the same process, into an ended pool:
 * "Failed to prune sessions" through the backend suite's last minutes.)
 */
describe('expired sessions', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    jest.restoreAllMocks();
  });

  /** An expired row and a live one, each with a user id the test can find them by. */
  async function addSessions(app: TestApp): Promise<void> {
    await app.dataSource.query(
      `INSERT INTO session (sid, sess, expire) VALUES
         ('expired-sid', '{"cookie":{},"userId":"expired"}', now() - interval '1 hour'),
         ('live-sid', '{"cookie":{},"userId":"live"}', now() + interval '1 hour')`,
    );
  }

  const sidsIn = async (query: (sql: string) => Promise<{ sid: string }[]>) =>
    (await query('SELECT sid FROM session ORDER BY sid')).map((row) => row.sid);

  it('are deleted at the first session read, and live ones kept', async () => {
    t = await createTestApp();
    await addSessions(t);
    const store = t.app.get(SessionsService).store;

    expect(await store.read('no-such-sid')).toBeNull();
    await store.prune();

    const app = t;
    expect(await sidsIn((sql) => app.dataSource.query(sql))).toEqual(['live-sid']);
  });

  it('a deletion under way when the app closes finishes first, and nothing is logged', async () => {
    t = await createTestApp();
    await addSessions(t);
    const url = t.config.databaseUrl!;
    const logged = jest.spyOn(console, 'error');
    const store = t.app.get(SessionsService).store;

    // The first read starts the deletion; the app closes at once. (The read itself, in flight at the
    // close, is not what this test is about.)
    const read = store.read('no-such-sid').catch(() => null);
    await t.closeApp();
    await read;

    expect(logged).not.toHaveBeenCalled();
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      expect(await sidsIn(async (sql) => (await client.query<{ sid: string }>(sql)).rows)).toEqual([
        'live-sid',
      ]);
    } finally {
      await client.end();
    }
  });

  it('leave no deletion scheduled once the app has closed', async () => {
    t = await createTestApp();
    const store = t.app.get(SessionsService).store;
    const scheduled = jest.spyOn(global, 'setTimeout');
    const cleared = jest.spyOn(global, 'clearTimeout');

    await store.read('no-such-sid');
    // The next deletion is set once the first one is done.
    const deadline = Date.now() + 5000;
    let timer: unknown;
    while (!timer && Date.now() < deadline) {
      const call = scheduled.mock.calls.findIndex(([, delay]) => delay === PRUNE_EVERY_MS);
      timer = call === -1 ? undefined : scheduled.mock.results[call].value;
      if (!timer) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(timer).toBeDefined();

    await t.closeApp();
    expect(cleared).toHaveBeenCalledWith(timer);
  });
});
