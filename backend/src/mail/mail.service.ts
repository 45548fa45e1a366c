import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig, DEFAULT_MAIL_MAINTENANCE_SECONDS } from '../config/config';
import { DATABASE_TIMEOUTS } from '../database/typeorm-options';
import { SettingsService } from '../settings/settings.service';
import type { SiteDetails } from '../settings/site-details';
import { MailRenderer } from './mail-renderer';

export const MAIL_QUEUE = 'mail';
/** Arbitrary constant: the advisory lock instances take while they create the mail queue. */
const MAIL_QUEUE_LOCK_KEY = 7_346_201_554;

/**
 * How long one delivery may take before pg-boss counts it as lost (an app that died while sending)
 * and schedules a retry. It exceeds the slowest exchange the SMTP timeouts allow to stay healthy
 * (SMTP_TIMEOUTS: 10 s to connect, 10 s for the greeting, then 20 s of silence at most per step; a
 * normal exchange takes well under 5 s), and it is short so that a crash delays mail by about a
 * minute, not several (docs/decisions.md, "Mail").
 */
export const MAIL_JOB_EXPIRY_SECONDS = 60;
/**
 * How often pg-boss looks for expired jobs (its maintenance; one instance at a time), unless
 * MAIL_MAINTENANCE_SECONDS says otherwise.
 */
export const MAIL_MAINTENANCE_SECONDS = DEFAULT_MAIL_MAINTENANCE_SECONDS;
/** nodemailer's timeouts (its defaults are 2 min to connect and 10 min of socket silence). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** One message as it waits in the queue: rendered when queued, so retries send exactly the same mail. */
export interface MailJob {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
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
  /** Extra template variables; `site` (organisation details) is always provided. */
  context?: Record<string, unknown>;
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
 * message, so a mail-server outage never fails the request that caused it; a worker in every app
 * instance delivers it, retrying with backoff until the server is back. Delivery goes to SMTP_URL, or,
 * without it, to `.eml` files under DATA_DIR/mail with the links written to the log.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly renderer = new MailRenderer();
  private readonly boss: PgBoss;
  private workerId?: string;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
    private readonly settings: SettingsService,
    private readonly dataSource: DataSource,
  ) {
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
    await this.createQueueLocked();
    // One message at a time; after each delivery the worker looks for the next at once (a burst
    // drains at SMTP speed, not one per polling interval), and a new message wakes it (send()).
    this.workerId = await this.boss.work<MailJob>(
      MAIL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        await this.deliver(job.data);
        this.wakeWorker();
      },
    );
  }

  /**
   * Creates the queue (nothing happens when it exists) under a PostgreSQL advisory lock: instances
   * starting together on a new database would otherwise run pg-boss's create_queue at the same time,
   * and its table creation and ATTACH PARTITION deadlock with each other, failing a start.
   */
  private async createQueueLocked(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MAIL_QUEUE_LOCK_KEY]);
      try {
        await this.boss.createQueue(MAIL_QUEUE, {
          name: MAIL_QUEUE,
          retryLimit: 50,
          retryDelay: this.config.mailRetryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: MAIL_JOB_EXPIRY_SECONDS,
          retentionDays: 14,
        });
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MAIL_QUEUE_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private wakeWorker(): void {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }

  /** Renders the template now and queues the message. Resolves once the message is stored. */
  async send(template: string, to: string, options: SendOptions = {}): Promise<void> {
    await this.queue(template, to, options);
    this.wakeWorker();
  }

  /**
   * Runs `work` in one database transaction in which mail is queued too: the rows it writes and the
   * mails it queues are stored together or not at all (a crash between the two can no longer leave
   * an inquiry without its e-mails). A failure to render or queue a mail rolls everything back and
   * rejects. The worker is woken once the transaction has committed.
   */
  async transaction<T>(
    work: (m: EntityManager, mail: TransactionalMail) => Promise<T>,
  ): Promise<T> {
    const result = await this.dataSource.transaction(async (m) => {
      // The organisation's details are read once per transaction, and the messages are rendered as
      // they are queued but stored together, in one statement, when the work is done (fewer round
      // trips while the transaction holds its connection; the same rows, in the same transaction).
      let site: Promise<SiteDetails> | undefined;
      const siteDetails = () => (site ??= this.settings.siteDetails(m));
      const jobs: MailJob[] = [];
      const value = await work(m, {
        send: async (template, to, options = {}) => {
          jobs.push(this.render(template, to, options, await siteDetails()));
        },
        siteDetails,
        manager: m,
      });
      if (jobs.length)
        await this.boss.insert(
          jobs.map((data) => ({ name: MAIL_QUEUE, data })),
          { db: this.through(m) },
        );
      return value;
    });
    this.wakeWorker();
    return result;
  }

  private render(template: string, to: string, options: SendOptions, site: SiteDetails): MailJob {
    const rendered = this.renderer.render(template, { ...options.context, site });
    return { to, ...rendered, headers: options.headers };
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

  private async queue(template: string, to: string, options: SendOptions = {}): Promise<void> {
    const job = this.render(template, to, options, await this.settings.siteDetails());
    await this.boss.send(MAIL_QUEUE, job);
  }

  /** The health check's view of the queue: messages being delivered count as waiting. */
  async queueStatus(): Promise<MailQueueStatus> {
    const { status, waiting, active, failed } = await this.queueFigures();
    return { status, waiting: waiting + active, failed };
  }

  /**
   * The queue's figures (the admin dashboard): waiting for a first attempt or a retry, being
   * delivered now, and failed (out of retries, in the last week).
   */
  async queueFigures(): Promise<MailQueueFigures> {
    try {
      const rows: { state: string; n: number }[] = await this.boss
        .getDb()
        .executeSql(
          `SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`,
          [MAIL_QUEUE],
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

  private async deliver(job: MailJob): Promise<void> {
    const info = await this.mailer.sendMail({
      to: job.to,
      from: this.config.mailFrom,
      subject: job.subject,
      html: job.html,
      text: job.text,
      headers: job.headers,
    });
    if (!this.config.smtpUrl) {
      const dir = path.join(this.config.dataDir, 'mail');
      mkdirSync(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${job.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
      );
      writeFileSync(file, (info as { message: Buffer }).message);
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
