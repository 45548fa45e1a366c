import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InboundMailService } from './inbound-mail.service';

/** Messages read, stored and then moved together: a crash stores at most this many twice (deduplicated). */
export const IMAP_BATCH = 20;
/** The longest wait between two attempts after errors (doubling from 1 s). */
const MAX_BACKOFF_MS = 5 * 60_000;
/** How long shutdown waits for the message under way before it closes the connection. */
const STOP_GRACE_MS = 10_000;

/** Where INBOUND_IMAP_URL points, without its password: what logs and the start-up summary may say. */
export interface ImapMailbox {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  folder: string;
}

/** Reads INBOUND_IMAP_URL: imaps://user:password@host[:port]/FOLDER (default port 993, 143 for imap:). */
export function imapMailbox(url: URL): ImapMailbox & { password: string } {
  const secure = url.protocol === 'imaps:';
  const folder = decodeURIComponent(url.pathname.replace(/^\//, '')).trim() || 'INBOX';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder,
  };
}

/** "user@host:port/FOLDER" (imaps) or the same with " (no TLS)": no password. */
export function describeMailbox(m: ImapMailbox): string {
  return `${m.user} at ${m.host}:${m.port}/${m.folder}${m.secure ? '' : ' (imap:, no TLS)'}`;
}

/** The connection to PostgreSQL holding the reader's advisory lock: lost when it breaks. */
interface LockHolder {
  lost: boolean;
  client: Client;
}

/**
 * The IMAP way in (issue 46): with INBOUND_IMAP_URL set, the app reads that mailbox, hands every
 * message to InboundMailService.receive and, only once it is stored (committed), moves it to
 * INBOUND_IMAP_DONE_FOLDER. A message stored but not moved (the app stopped in between) is read
 * again at the next start and receive keeps it once (its Message-ID), so nothing is lost and nothing
 * is kept twice.
 *
 * One instance reads at a time: the reader holds a PostgreSQL advisory lock on a connection of its
 * own (not one of the pool's) while it reads; the others try again every INBOUND_IMAP_POLL_SECONDS,
 * and one of them takes over when the reader stops or dies (its connection closes, its lock goes).
 * New mail is announced by IDLE where the server offers it; the mailbox is also looked at every
 * INBOUND_IMAP_POLL_SECONDS (the only way without IDLE). Errors and dropped connections end the
 * session; the next starts after 1 s, 2 s, 4 s … at most 5 min. Logs name the mailbox without its
 * password and the messages by UID, never their contents.
 */
@Injectable()
export class ImapReader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Inbound IMAP');
  private readonly mailbox?: ImapMailbox & { password: string };
  private readonly doneFolder: string;
  private readonly pollMs: number;
  private readonly maxBytes: number;
  private stopping = false;
  private loop?: Promise<void>;
  private client?: ImapFlow;
  /** Set by wake(): news came since the last look (the next wait returns at once). */
  private woken = false;
  private wakeWaiter?: () => void;
  private failures = 0;
  /** UIDs of messages too large to read, warned about once. */
  private readonly tooLarge = new Set<number>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly inbound: InboundMailService,
    private readonly dataSource: DataSource,
  ) {
    const { imapUrl, imapDoneFolder, imapPollSeconds, maxBytes } = config.inboundMail;
    if (imapUrl) this.mailbox = imapMailbox(imapUrl);
    this.doneFolder = imapDoneFolder;
    this.pollMs = imapPollSeconds * 1000;
    this.maxBytes = maxBytes;
  }

  onApplicationBootstrap(): void {
    if (this.mailbox) this.loop = this.run();
  }

  /**
   * On shutdown (before the database closes): the message under way is stored and moved, then the
   * connections close; after STOP_GRACE_MS the IMAP connection is closed regardless (what was stored
   * and not moved is read again and deduplicated at the next start).
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.wake();
    if (!this.loop) return;
    const timer = setTimeout(() => this.client?.close(), STOP_GRACE_MS);
    try {
      await this.loop;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sessions until shutdown: each holds the lock, connects, reads and waits for news. */
  private async run(): Promise<void> {
    while (!this.stopping) {
      // Another instance reads: try again at the next look.
      let delay = this.pollMs;
      try {
        await this.whileLocked((lock) => this.session(lock));
      } catch (error) {
        delay = this.backoff();
        this.logger.warn(
          `Reading ${describeMailbox(this.mailbox!)} failed (${this.failures} time(s) in a row), ` +
            `trying again in ${Math.round(delay / 1000)} s: ${this.safeError(error)}`,
        );
      }
      await this.sleep(delay);
    }
  }

  private backoff(): number {
    this.failures += 1;
    return Math.min(1000 * 2 ** (this.failures - 1), MAX_BACKOFF_MS);
  }

  /**
   * Runs `work` holding the reader's advisory lock on a dedicated connection; answers false at once
   * when another instance holds it.
   */
  private async whileLocked(work: (lock: LockHolder) => Promise<void>): Promise<boolean> {
    const client = new Client({
      connectionString: (this.dataSource.options as { url?: string }).url,
      application_name: 'building-bridges inbound-imap',
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    const lock: LockHolder = { lost: false, client };
    const lose = () => {
      lock.lost = true;
      this.wake();
    };
    client.on('error', lose);
    client.on('end', lose);
    await client.connect();
    try {
      const m = this.mailbox!;
      const key = `inbound-imap:${m.host}:${m.port}:${m.user}:${m.folder}`;
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
        [key],
      );
      if (!rows[0].locked) return false;
      await work(lock);
      return true;
    } finally {
      // Closing the connection ends the lock (session-level) too.
      client.removeListener('end', lose);
      await client.end().catch(() => undefined);
    }
  }

  /** One IMAP connection: reads what is there, then waits for news (IDLE) or the next look. */
  private async session(lock: LockHolder): Promise<void> {
    const m = this.mailbox!;
    const client = new ImapFlow({
      host: m.host,
      port: m.port,
      secure: m.secure,
      auth: { user: m.user, pass: m.password },
      logger: false,
      // IDLE is started here after each look, so that new mail is announced at once.
      disableAutoIdle: true,
    });
    this.client = client;
    // UIDs are the mailbox's: a new session warns again about a message too large.
    this.tooLarge.clear();
    // Without a listener an 'error' event would end the process; the session ends through the
    // failing command or 'close'.
    client.on('error', () => this.wake());
    client.on('close', () => this.wake());
    client.on('exists', () => this.wake());
    try {
      await client.connect();
      await this.ensureDoneFolder(client);
      await client.mailboxOpen(m.folder);
      const idle = client.capabilities.has('IDLE');
      this.logger.log(
        `Reading ${describeMailbox(m)}, handled mail moved to "${this.doneFolder}"` +
          (idle ? ' (IDLE)' : ` (no IDLE: looking every ${this.pollMs / 1000} s)`),
      );
      let first = true;
      while (!this.stopping) {
        if (lock.lost) throw new Error('the connection to PostgreSQL holding the lock was lost');
        if (!client.usable) throw new Error('the IMAP connection closed');
        this.woken = false;
        await this.readAll(client, lock);
        if (first) {
          // A working session: the next failure waits 1 s again.
          this.failures = 0;
          first = false;
        }
        if (this.stopping) break;
        const waited = this.sleep(this.pollMs);
        if (idle && !this.woken) void client.idle().catch(() => this.wake());
        await waited;
      }
    } finally {
      this.client = undefined;
      if (client.usable) await client.logout().catch(() => client.close());
      else client.close();
    }
  }

  /** Creates the done folder when it is missing. */
  private async ensureDoneFolder(client: ImapFlow): Promise<void> {
    const folders = await client.list();
    if (folders.some((f) => f.path === this.doneFolder)) return;
    try {
      await client.mailboxCreate(this.doneFolder);
      this.logger.log(`Created the folder "${this.doneFolder}"`);
    } catch (error) {
      // Another client may have created it meanwhile.
      const again = await client.list();
      if (!again.some((f) => f.path === this.doneFolder)) throw error;
    }
  }

  /**
   * Every message in the mailbox, in UID order, IMAP_BATCH at a time: each stored (receive resolves
   * once its row is committed), then the batch moved to the done folder (COPY, \Deleted and EXPUNGE
   * where the server offers no MOVE).
   */
  private async readAll(client: ImapFlow, lock: LockHolder): Promise<void> {
    const found = (await client.search({ all: true }, { uid: true })) || [];
    const uids = found.filter((uid) => !this.tooLarge.has(uid)).sort((a, b) => a - b);
    for (let start = 0; start < uids.length && !this.stopping; start += IMAP_BATCH) {
      // Still the one reader? (The lock goes with its connection.)
      await lock.client.query('SELECT 1');
      if (lock.lost) throw new Error('the connection to PostgreSQL holding the lock was lost');
      const batch = uids.slice(start, start + IMAP_BATCH);
      const sizes = await client.fetchAll(
        batch.join(','),
        { uid: true, size: true },
        { uid: true },
      );
      const stored: number[] = [];
      try {
        for (const { uid, size } of sizes.sort((a, b) => a.uid - b.uid)) {
          if (this.stopping) break;
          if (size !== undefined && size > this.maxBytes) {
            this.tooLarge.add(uid);
            this.logger.warn(
              `Message UID ${uid} in ${describeMailbox(this.mailbox!)} is ${size} bytes, more than INBOUND_MAX_BYTES ` +
                `(${this.maxBytes}): left in the mailbox, not read`,
            );
            continue;
          }
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          // Gone meanwhile (another mail client moved or deleted it).
          if (!message || !message.source) continue;
          const { duplicate } = await this.inbound.receive(message.source, 'imap');
          stored.push(uid);
          if (duplicate) this.logger.log(`Message UID ${uid} was stored before: moved only`);
        }
      } finally {
        // What is stored is moved, also when a later message of the batch failed.
        if (stored.length && client.usable) await this.moveDone(client, stored);
      }
    }
  }

  private async moveDone(client: ImapFlow, uids: number[]): Promise<void> {
    const moved = await client.messageMove(uids.join(','), this.doneFolder, { uid: true });
    if (!moved)
      throw new Error(`could not move ${uids.length} stored message(s) to "${this.doneFolder}"`);
  }

  private wake(): void {
    this.woken = true;
    this.wakeWaiter?.();
  }

  /** Waits `ms`, or less when woken (news, shutdown, a lost connection); at once when woken before. */
  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      const waiter = () => done();
      this.wakeWaiter = waiter;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.wakeWaiter = undefined;
      this.woken = false;
    });
  }

  /** An error's message and code, without the mailbox password. */
  private safeError(error: unknown): string {
    // Only these: imapflow's error also carries the command sent (LOGIN with the password).
    const e = error as {
      message?: unknown;
      code?: unknown;
      responseText?: unknown;
      serverResponseCode?: unknown;
    };
    const text = [e?.message, e?.responseText, e?.serverResponseCode, e?.code]
      .filter((p) => typeof p === 'string' && p)
      .join(' / ');
    const password = this.mailbox?.password;
    return password ? text.split(password).join('***') : text;
  }
}
