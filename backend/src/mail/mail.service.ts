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
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SettingsService } from '../settings/settings.service';
import { MailRenderer } from './mail-renderer';

export const MAIL_QUEUE = 'mail';

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

export interface SendOptions {
  headers?: Record<string, string>;
  /** Extra template variables; `site` (organisation details) is always provided. */
  context?: Record<string, unknown>;
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
  ) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: 'pgboss',
      max: 3,
      application_name: 'building-bridges-mail',
      // Job archive and maintenance: keep finished jobs a week for the health figures.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'Mail queue error'));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    await this.boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      retryLimit: 50,
      retryDelay: this.config.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
      retentionDays: 14,
    });
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

  private wakeWorker(): void {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }

  /** Renders the template now and queues the message. Resolves once the message is stored. */
  async send(template: string, to: string, options: SendOptions = {}): Promise<void> {
    const site = await this.settings.siteDetails();
    const rendered = this.renderer.render(template, { ...options.context, site });
    const job: MailJob = { to, ...rendered, headers: options.headers };
    await this.boss.send(MAIL_QUEUE, job);
    this.wakeWorker();
  }

  async queueStatus(): Promise<MailQueueStatus> {
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
        waiting: count('created', 'retry', 'active'),
        failed: count('failed'),
      };
    } catch {
      return { status: 'down', waiting: 0, failed: 0 };
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
