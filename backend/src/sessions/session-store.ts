import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import { BatchedLookup } from '../common/batched-lookup';

/**
 * How often at most a session's expiry is written back when nothing else in it changed (express-
 * session's "touch", one UPDATE per request before). Its row's expiry can therefore be up to this
 * much earlier than the last request plus the idle timeout: a session may end up to a minute early,
 * never late.
 */
export const TOUCH_EVERY_MS = 60 * 1000;

/** How often each instance deletes the expired sessions' rows (first at its first session read). */
export const PRUNE_EVERY_MS = 15 * 60 * 1000;

/** The session as read from the store: the expiry its row had then rides on its cookie (see touch). */
interface StoredCookie {
  expires?: Date | string | null;
  /** The row's `expire` when it was read (ms since the epoch); not part of the cookie sent or stored. */
  storeExpires?: number;
}

/** A row of the "session" table as read. */
interface SessionRow {
  sid: string;
  sess: SessionData;
  expire: Date;
}

const PgStore = connectPgSimple(session);

/**
 * express-session's store in PostgreSQL (connect-pg-simple, table "session"), with two changes for
 * signed-in requests, which read their session on every request:
 *  - sessions are read in batches (BatchedLookup): the requests that arrive together share one
 *    query, always one sent after they arrived, so a session ended anywhere is gone at the next
 *    request;
 *  - a session's expiry is written back (touched) only when it moved by TOUCH_EVERY_MS or more, not
 *    on every request; a session whose contents changed is saved as before;
 *  - expired rows are deleted by the store itself (prune), not by connect-pg-simple's timer, so that
 *    `close()` can wait for a deletion under way: the app closes the store before its database pool
 *    (SessionsService). connect-pg-simple's own pruning, started by its first read, went on after the
 *    pool had ended and logged "Failed to prune sessions" when an instance stopped.
 */
export class SessionStore extends PgStore {
  private readonly logger = new Logger('Sessions');
  private readonly reads: BatchedLookup<string, SessionRow>;
  /** Expiry writes under way, by session id. */
  private readonly touching = new Map<string, Promise<void>>();
  /**
   * Pruning: started (at the first read), the deletion under way, the next one's timer (not named
   * `pruneTimer`: connect-pg-simple keeps its own timer in that property), closed.
   */
  private pruneStarted = false;
  private pruning: Promise<void> | undefined;
  private nextPrune: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly pool: Pool) {
    super({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: false,
    });
    this.reads = new BatchedLookup(async (sids) => {
      const { rows } = await pool.query<SessionRow>({
        name: 'session-read',
        text: 'SELECT sid, sess, expire FROM session WHERE sid = ANY($1) AND expire >= to_timestamp($2)',
        values: [sids, Math.floor(Date.now() / 1000)],
      });
      return new Map(rows.map((row) => [row.sid, row]));
    });
  }

  /** The session `sid` while its row has not expired (null: none), read with the others waiting. */
  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    if (!this.pruneStarted && !this.closing) {
      this.pruneStarted = true;
      void this.prune();
    }
    this.reads.get(sid).then((row) => {
      if (!row) return callback(null, null);
      (row.sess.cookie as StoredCookie).storeExpires = row.expire.getTime();
      callback(null, row.sess);
    }, callback);
  }

  /**
   * Deletes the rows of expired sessions (those a read no longer finds), then sets the next deletion
   * PRUNE_EVERY_MS later unless the store is closing. A failure is logged and retried then.
   */
  prune(): Promise<void> {
    this.pruning ??= this.pool
      .query({
        name: 'session-prune',
        text: 'DELETE FROM session WHERE expire < to_timestamp($1)',
        values: [Math.floor(Date.now() / 1000)],
      })
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.warn(`Expired sessions could not be deleted: ${String(error)}`);
        },
      )
      .finally(() => {
        this.pruning = undefined;
        clearTimeout(this.nextPrune);
        if (this.closing) return;
        this.nextPrune = setTimeout(() => void this.prune(), PRUNE_EVERY_MS);
        this.nextPrune.unref();
      });
    return this.pruning;
  }

  /** Stops the pruning and waits for a deletion under way (before the pool ends: SessionsService). */
  override async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.nextPrune);
    await this.pruning;
    super.close();
  }

  /** The session, as express-session would read it for this request (see get). */
  read(sid: string): Promise<SessionData | null> {
    return new Promise((resolve, reject) =>
      this.get(sid, (err, sess) => (err ? reject(err as Error) : resolve(sess ?? null))),
    );
  }

  /**
   * Writes the session's new expiry only when it moved by TOUCH_EVERY_MS since it was stored; the
   * requests of one session that find it due together share one write.
   */
  override touch(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    if (!needsTouch(sess)) {
      callback?.();
      return;
    }
    let write = this.touching.get(sid);
    if (!write) {
      write = new Promise<void>((resolve, reject) =>
        super.touch(sid, sess, ((err?: unknown) =>
          err ? reject(err as Error) : resolve()) as () => void),
      ).finally(() => this.touching.delete(sid));
      this.touching.set(sid, write);
    }
    write.then(() => callback?.(), callback);
  }
}

/** Whether a session read from the store must have its expiry written back (see SessionStore). */
export function needsTouch(sess: SessionData): boolean {
  const { expires, storeExpires } = sess.cookie as StoredCookie;
  if (storeExpires === undefined || !expires) return true;
  return new Date(expires).getTime() - storeExpires >= TOUCH_EVERY_MS;
}
