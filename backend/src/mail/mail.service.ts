import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import PgBoss from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig, DEFAULT_MAIL_MAINTENANCE_SECONDS } from '../config/config';
import { DATABASE_TIMEOUTS } from '../database/typeorm-options';
import { SettingsService } from '../settings/settings.service';
import type { SiteDetails } from '../settings/site-details';
import { ACCOUNT_MAIL_WORKERS, MAIL_QUEUES, type MailClass, mailClassOf } from './mail-classes';
import { MailDispatcher } from './mail-dispatcher';
import { artworkMailPath, type MailImageSource } from './mail-images';
import { MailRenderer } from './mail-renderer';
import { createMailTransport } from './mail-transport';

/** Arbitrary constant: the advisory lock instances take while they create the mail queues. */
export const MAIL_QUEUE_LOCK_KEY = 7_346_201_554;
/** How often an idle dispatcher looks for mail queued by another instance or due for a retry. */
const MAIL_POLL_MS = 1_000;
/** How often the throttled bulk dispatcher looks again (the throttle counts by the second). */
const BULK_POLL_MS = 250;
/** How long shutdown lets deliveries under way finish before it aborts them (retried later). */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long one delivery may take before pg-boss counts it as lost (an app that died while sending)
 * and schedules a retry. A live delivery is abandoned before that (DELIVERY_DEADLINE_MS, 50 s, in
 * mail-dispatcher.ts), so it is never still going on when another worker takes the job again; a
 * normal exchange takes well under 5 s (SMTP_TIMEOUTS in mail-transport.ts). It is short so that a
 * crash delays mail by about a minute, not several (docs/decisions.md, "Retries and expiry after a
 * crash").
 */
export const MAIL_JOB_EXPIRY_SECONDS = 60;
/**
 * How often pg-boss looks for expired jobs (its maintenance; one instance at a time), unless
 * MAIL_MAINTENANCE_SECONDS says otherwise.
 */
export const MAIL_MAINTENANCE_SECONDS = DEFAULT_MAIL_MAINTENANCE_SECONDS;

/** One message as it waits in the queue: rendered when queued, so retries send exactly the same mail. */
export interface MailJob {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The Message-ID (`<id@host>`); a resend of one message keeps it, so mail clients drop the copy. */
  messageId?: string;
}

/** A file sent with a message (small text files only: it waits in the queue with the message). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * A message of the bulk queue (newsletter campaigns): only a reference, since it is rendered when
 * its turn comes, by the handler of its `kind` (a message for each of 50,000 recipients is not
 * stored rendered, and one for a recipient who unsubscribed meanwhile is never rendered at all).
 */
export interface BulkMailJob {
  kind: string;
  ref: string;
}

/** What sends the bulk queue's messages of one kind (registered with MailService.handleBulk). */
export interface BulkMailHandler {
  /** How many messages may start now, across every instance (the throttle); 0: none yet. */
  allowance(wanted: number): Promise<number>;
  /** Gives back an allowance that was not used. */
  refund(unused: number): Promise<void>;
  /** The message, or null when there is nothing to send any more (it is then done). */
  prepare(ref: string): Promise<MailJob | null>;
  /** The mail server accepted the message. */
  sent(ref: string): Promise<void>;
  /**
   * The mail server refused it or could not be reached. `permanent`: an SMTP 5xx answer for this
   * recipient (no retry follows); `final`: the queue's last attempt. Otherwise it is retried later.
   */
  failed(ref: string, error: unknown, permanent: boolean, final: boolean): Promise<void>;
}

/** The queue of newsletter messages, with a dispatcher and throttle of its own. */
export const BULK_QUEUE = 'mail-bulk';
/** Attempts after the first before a bulk message is given up (backoff from MAIL_RETRY_DELAY_SECONDS). */
export const BULK_RETRY_LIMIT = 12;

/** Whether a delivery error is the server's permanent refusal (an SMTP 5xx reply). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A message with the queue it waits in. */
interface QueuedMail {
  name: string;
  data: MailJob;
}

export interface MailQueueStatus {
  status: 'up' | 'down';
  /** Messages waiting for their first attempt or for a retry. */
  waiting: number;
  /** Messages that ran out of retries in the last week. */
  failed: number;
}

export interface MailQueueFigures {
  status: 'up' | 'down';
  /** Messages waiting for their first attempt or for a retry. */
  waiting: number;
  /** Messages being delivered now. */
  active: number;
  /** Messages that ran out of retries in the last week. */
  failed: number;
}

export interface SendOptions {
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** Extra template variables; `site` (organisation details) is always provided. */
  context?: Record<string, unknown>;
  /** The Message-ID to send it with (`<id@host>`), e.g. one recorded to match answers (issue 46). */
  messageId?: string;
}

/** Queues mail inside a database transaction (MailService.transaction). */
export interface TransactionalMail {
  send(template: string, to: string, options?: SendOptions): Promise<void>;
  /** The organisation's details (site settings) as this transaction sees them, read once. */
  siteDetails(): Promise<SiteDetails>;
  /**
   * The transaction's connection. Whatever the work reads while it runs goes through it: asking the
   * pool for a second connection while holding one deadlocks once every request does the same.
   */
  readonly manager: EntityManager;
}

/**
 * Sends mail through a durable queue in PostgreSQL (pg-boss): `send()` only stores the rendered
 * message, so a mail-server outage never fails the request that caused it; dispatchers in every app
 * instance deliver it, several at once over pooled SMTP connections, retrying with backoff until the
 * server is back. Account and security mail waits in a queue of its own, with its own dispatcher
 * (mail-classes.ts), so no backlog holds it. Delivery goes to SMTP_URL, or, without it, to `.eml`
 * files under DATA_DIR/mail with the links written to the log.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly renderer = new MailRenderer();
  private readonly boss: PgBoss;
  private readonly transport: Transporter;
  private dispatchers?: Record<MailClass, MailDispatcher<MailJob>>;
  private bulkDispatcher?: MailDispatcher<BulkMailJob>;
  private readonly bulkHandlers = new Map<string, BulkMailHandler>();
  private imageSource?: MailImageSource;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly dataSource: DataSource,
  ) {
    this.transport = createMailTransport(config);
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: 'pgboss',
      max: 3,
      application_name: 'building-bridges-mail',
      // Handed on to node-postgres' pool (pg-boss's types omit them): a database that does not
      // answer fails the queue's queries in seconds instead of hanging its worker and the health check.
      ...({
        connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
        keepAlive: true,
      } as object),
      // Job archive and maintenance: keep finished jobs a week for the health figures.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: config.mailMaintenanceSeconds,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'Mail queue error'));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    await this.createQueuesLocked();
    const dispatcher = (mailClass: MailClass, slots: number) =>
      new MailDispatcher<MailJob>(this.boss, {
        queue: MAIL_QUEUES[mailClass],
        slots,
        pollMs: MAIL_POLL_MS,
        deliver: (job, id, signal) => this.deliver(job, id, signal),
        logger: this.logger,
      });
    this.dispatchers = {
      account: dispatcher('account', ACCOUNT_MAIL_WORKERS),
      general: dispatcher('general', this.config.mailConcurrency),
    };
    for (const d of Object.values(this.dispatchers)) d.start();
    this.bulkDispatcher = new MailDispatcher<BulkMailJob>(this.boss, {
      queue: BULK_QUEUE,
      slots: this.config.mailConcurrency,
      // Under the throttle it looks again within the next second's share.
      pollMs: BULK_POLL_MS,
      deliver: (job, id, signal, retryCount) => this.deliverBulk(job, id, signal, retryCount),
      logger: this.logger,
      allowance: (free) => this.bulkAllowance(free),
      refund: (unused) => this.bulkRefund(unused),
    });
    this.bulkDispatcher.start();
  }

  /**
   * Sets the handler of the bulk messages of `kind` (one per kind; a module registers it when it
   * starts, before the application bootstrap starts the dispatchers).
   */
  handleBulk(kind: string, handler: BulkMailHandler): void {
    this.bulkHandlers.set(kind, handler);
  }

  /** Queues bulk messages in the caller's transaction; the dispatchers hear of them once it commits. */
  async queueBulk(m: EntityManager, jobs: BulkMailJob[]): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(
      jobs.map((data) => ({ name: BULK_QUEUE, data })),
      { db: this.through(m) },
    );
  }

  /** Tells the bulk dispatcher that messages are waiting (after queueBulk's transaction). */
  wakeBulk(): void {
    this.bulkDispatcher?.wake();
  }

  /**
   * Removes, in the caller's transaction, the bulk messages of `kind` with these references that
   * wait for their first attempt or a retry; a message being delivered now is left to finish (the
   * queue's fetch holds its row, and it is active once the fetch commits). Answers how many went.
   */
  async removeQueuedBulk(m: EntityManager, kind: string, refs: readonly string[]): Promise<number> {
    if (!refs.length) return 0;
    const [, removed] = (await m.query(
      `DELETE FROM pgboss.job
        WHERE name = $1 AND state < 'active' AND data->>'kind' = $2 AND data->>'ref' = ANY($3::text[])`,
      [BULK_QUEUE, kind, refs],
    )) as [unknown, number];
    return removed;
  }

  /** Sets what makes uploaded images' mail renditions (the uploads module, when it starts). */
  provideMailImages(source: MailImageSource): void {
    this.imageSource = source;
  }

  /**
   * The addresses a mail shows for these images of the site (uploads and the site's artwork): each
   * an absolute address (PUBLIC_URL) of a JPEG or PNG rendition that any origin may load. An image
   * that has none (an upload that no longer exists) is left out: the mail shows no picture for it.
   */
  async mailImages(paths: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(paths)];
    const images = new Map<string, string>();
    const uploads: string[] = [];
    for (const path of unique) {
      const artwork = artworkMailPath(path);
      if (artwork) images.set(path, artwork);
      else uploads.push(path);
    }
    if (uploads.length && this.imageSource)
      for (const [path, rendition] of await this.imageSource.mailRenditions(uploads))
        images.set(path, rendition);
    return new Map([...images].map(([path, site]) => [path, `${this.config.publicUrl}${site}`]));
  }

  // One throttle for every kind: the handlers share the server's rate (only newsletters now).
  private async bulkAllowance(free: number): Promise<number> {
    const [handler] = this.bulkHandlers.values();
    return handler ? handler.allowance(free) : 0;
  }

  private async bulkRefund(unused: number): Promise<void> {
    const [handler] = this.bulkHandlers.values();
    if (handler) await handler.refund(unused);
  }

  /** One bulk message: rendered by its handler now, delivered, and the outcome told to the handler. */
  private async deliverBulk(
    job: BulkMailJob,
    id: string,
    signal: AbortSignal,
    retryCount: number,
  ): Promise<void> {
    const handler = this.bulkHandlers.get(job.kind);
    if (!handler) throw new Error(`No handler for bulk mail of kind ${job.kind}`);
    const mail = await handler.prepare(job.ref);
    if (!mail) {
      await handler.refund(1);
      return;
    }
    try {
      await this.deliver(mail, id, signal);
    } catch (error) {
      const permanent = isPermanentRefusal(error);
      await handler.failed(job.ref, error, permanent, retryCount >= BULK_RETRY_LIMIT);
      if (permanent) return; // done: the handler recorded the bounce
      throw error; // retried by the queue with backoff
    }
    await handler.sent(job.ref);
  }

  /**
   * A message rendered from a template with the organisation's details, as `send` would queue it
   * (for the bulk handlers, which render each message when its turn comes).
   */
  async renderMessage(
    template: string,
    to: string,
    options: SendOptions & { site?: SiteDetails } = {},
  ): Promise<MailJob> {
    const site = options.site ?? (await this.settings.siteDetails());
    return this.render(template, to, options, site).data;
  }

  /**
   * Creates the queues (nothing happens when they exist) under a PostgreSQL advisory lock: instances
   * starting together on a new database would otherwise run pg-boss's create_queue at the same time,
   * and its table creation and ATTACH PARTITION deadlock with each other, failing a start.
   */
  private async createQueuesLocked(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MAIL_QUEUE_LOCK_KEY]);
      try {
        for (const name of Object.values(MAIL_QUEUES))
          await this.boss.createQueue(name, {
            name,
            retryLimit: 50,
            retryDelay: this.config.mailRetryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: MAIL_JOB_EXPIRY_SECONDS,
            retentionDays: 14,
          });
        await this.boss.createQueue(BULK_QUEUE, {
          name: BULK_QUEUE,
          retryLimit: BULK_RETRY_LIMIT,
          retryDelay: this.config.mailRetryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: MAIL_JOB_EXPIRY_SECONDS,
          retentionDays: 14,
        });
        // pg-boss fetches the next jobs ORDER BY priority DESC, created_on, id, which its own indexes
        // do not cover: each fetch sorted the whole backlog (a quarter of a second for 30,000 waiting
        // messages), and a slot waits for a fetch after every message. With this index a fetch reads
        // the few rows it takes. On the partitioned table, so every queue's partition has it.
        await runner.query(
          `CREATE INDEX IF NOT EXISTS job_fetch_order ON pgboss.job (name, priority DESC, created_on, id)
             WHERE state < 'active'`,
        );
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MAIL_QUEUE_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Tells the dispatchers of these queues that a message is waiting. */
  private wake(queued: QueuedMail[]): void {
    if (!this.dispatchers) return;
    for (const mailClass of Object.keys(MAIL_QUEUES) as MailClass[])
      if (queued.some((q) => q.name === MAIL_QUEUES[mailClass])) this.dispatchers[mailClass].wake();
  }

  async onApplicationShutdown(): Promise<void> {
    // Deliveries under way finish (or are aborted and retried), then the queue stops, then the
    // SMTP connections close.
    const dispatchers = [
      ...Object.values(this.dispatchers ?? {}),
      ...(this.bulkDispatcher ? [this.bulkDispatcher] : []),
    ];
    await Promise.all(dispatchers.map((d) => d.stop(SHUTDOWN_GRACE_MS)));
    if (this.started) await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
    this.transport.close();
  }

  /** Renders the template now and queues the message. Resolves once the message is stored. */
  async send(template: string, to: string, options: SendOptions = {}): Promise<void> {
    const queued = this.render(template, to, options, await this.settings.siteDetails());
    await this.boss.send(queued.name, queued.data);
    this.wake([queued]);
  }

  /**
   * Runs `work` in one database transaction in which mail is queued too: the rows it writes and the
   * mails it queues are stored together or not at all (a crash between the two can no longer leave
   * an inquiry without its e-mails). A failure to render or queue a mail rolls everything back and
   * rejects. The dispatchers are woken once the transaction has committed.
   */
  async transaction<T>(
    work: (m: EntityManager, mail: TransactionalMail) => Promise<T>,
  ): Promise<T> {
    const queued: QueuedMail[] = [];
    const result = await this.dataSource.transaction(async (m) => {
      // The organisation's details are read once per transaction, and the messages are rendered as
      // they are queued but stored together, in one statement, when the work is done (fewer round
      // trips while the transaction holds its connection; the same rows, in the same transaction).
      let site: Promise<SiteDetails> | undefined;
      const siteDetails = () => (site ??= this.settings.siteDetails(m));
      const value = await work(m, {
        send: async (template, to, options = {}) => {
          queued.push(this.render(template, to, options, await siteDetails()));
        },
        siteDetails,
        manager: m,
      });
      if (queued.length) await this.boss.insert(queued, { db: this.through(m) });
      return value;
    });
    this.wake(queued);
    return result;
  }

  /**
   * Runs `work` as `transaction` would, then rolls everything back: nothing it writes is kept and
   * nothing it queues is sent. Answers its result and the messages it would have queued, rendered
   * exactly as they would go (a preview of what an action sends, made by the action's own code).
   */
  async dryRun<T>(
    work: (m: EntityManager, mail: TransactionalMail) => Promise<T>,
  ): Promise<{ result: T; mails: MailJob[] }> {
    const mails: MailJob[] = [];
    let result: { value: T } | undefined;
    const rollback = new Error('dry run: rolled back');
    try {
      await this.dataSource.transaction(async (m) => {
        let site: Promise<SiteDetails> | undefined;
        const siteDetails = () => (site ??= this.settings.siteDetails(m));
        const value = await work(m, {
          send: async (template, to, options = {}) => {
            mails.push(this.render(template, to, options, await siteDetails()).data);
          },
          siteDetails,
          manager: m,
        });
        result = { value };
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return { result: result!.value, mails };
  }

  /** The finished message, in the queue of its template's class (mail-classes.ts). */
  private render(
    template: string,
    to: string,
    options: SendOptions,
    site: SiteDetails,
  ): QueuedMail {
    const rendered = this.renderer.render(template, { ...options.context, site });
    return {
      name: MAIL_QUEUES[mailClassOf(template)],
      data: {
        to,
        ...rendered,
        headers: options.headers,
        ...(options.attachments?.length ? { attachments: options.attachments } : {}),
        ...(options.messageId ? { messageId: options.messageId } : {}),
      },
    };
  }

  /** pg-boss runs its statements through the transaction's connection when given it (`db`). */
  private through(m: EntityManager) {
    return {
      executeSql: async (text: string, values?: unknown[]) => {
        const result = await m.queryRunner!.query(text, values, true);
        return { rows: result.records as unknown[] };
      },
    };
  }

  /** The health check's view of the queue: messages being delivered count as waiting. */
  async queueStatus(): Promise<MailQueueStatus> {
    const { status, waiting, active, failed } = await this.queueFigures();
    return { status, waiting: waiting + active, failed };
  }

  /**
   * The queues' figures together (the admin dashboard): waiting for a first attempt or a retry,
   * being delivered now, and failed (out of retries, in the last week).
   */
  async queueFigures(): Promise<MailQueueFigures> {
    try {
      const rows: { state: string; n: number }[] = await this.boss
        .getDb()
        .executeSql(
          `SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) GROUP BY state`,
          [Object.values(MAIL_QUEUES)],
        )
        .then((r) => r.rows);
      const count = (...states: string[]) =>
        rows.filter((r) => states.includes(r.state)).reduce((s, r) => s + r.n, 0);
      return {
        status: this.started ? 'up' : 'down',
        waiting: count('created', 'retry'),
        active: count('active'),
        failed: count('failed'),
      };
    } catch {
      return { status: 'down', waiting: 0, active: 0, failed: 0 };
    }
  }

  /** One delivery; `signal` abandons it (a delivery that takes too long, or shutdown). */
  private async deliver(job: MailJob, id: string, signal: AbortSignal): Promise<void> {
    const info: unknown = await this.transport.sendMail({
      to: job.to,
      ...(job.messageId ? { messageId: job.messageId } : {}),
      from: this.config.mailFrom,
      subject: job.subject,
      html: job.html,
      text: job.text,
      headers: job.headers,
      attachments: job.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      signal,
    });
    if (!this.config.smtpUrl) {
      const dir = path.join(this.config.dataDir, 'mail');
      await mkdir(dir, { recursive: true });
      // The job's id keeps two messages to one address in the same millisecond apart.
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${job.to.replace(/[^a-z0-9@._-]/gi, '_')}-${id.slice(0, 8)}.eml`,
      );
      await writeFile(file, (info as { message: Buffer }).message);
      // Development convenience: the links (which may hold one-time tokens) are logged, never in production.
      const links =
        this.config.nodeEnv === 'production'
          ? undefined
          : (job.text.match(/https?:\/\/\S+/g) ?? []);
      this.logger.log({ to: job.to, subject: job.subject, file, links }, `Mail written to ${file}`);
    } else {
      this.logger.log({ to: job.to, subject: job.subject }, 'Mail sent');
    }
  }
}
