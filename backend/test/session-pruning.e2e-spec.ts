import { PRUNE_EVERY_MS } from '../src/sessions/session-store';
import { SessionsService } from '../src/sessions/sessions.service';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The store deletes expired sessions' rows itself (sessions/session-store.ts): at its first session
 * read, then every 15 minutes. The app closes it before its database pool, and none is left
 * scheduled. (Before, the 15-minute timer of every closed app's store fired later in the same
 * process, into an ended pool: "Failed to prune sessions" through the backend suite's last minutes.)
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

  it('are deleted at the first session read, and live ones kept', async () => {
    t = await createTestApp();
    await addSessions(t);
    const store = t.app.get(SessionsService).store;

    expect(await store.read('no-such-sid')).toBeNull();

    // The read started the deletion (nothing else here does).
    const deadline = Date.now() + 5000;
    let sids: string[] = [];
    do {
      const rows = (await t.dataSource.query('SELECT sid FROM session ORDER BY sid')) as {
        sid: string;
      }[];
      sids = rows.map((row) => row.sid);
      if (sids.length > 1) await new Promise((resolve) => setTimeout(resolve, 20));
    } while (sids.length > 1 && Date.now() < deadline);
    expect(sids).toEqual(['live-sid']);
  });

  it('leave no deletion scheduled once the app has closed', async () => {
    t = await createTestApp();
    const store = t.app.get(SessionsService).store;
    const scheduled = jest.spyOn(global, 'setTimeout');
    const cleared = jest.spyOn(global, 'clearTimeout');

    await store.read('no-such-sid');
    // The first deletion, started by the read; the next one is set once it is done.
    await store.prune();
    const call = scheduled.mock.calls.findLastIndex(([, delay]) => delay === PRUNE_EVERY_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const timer: unknown = scheduled.mock.results[call].value;

    await t.closeApp();
    expect(cleared).toHaveBeenCalledWith(timer);
  });
});
