import type { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';

/**
 * How long one delivery may go on before it is abandoned (and retried later). It stays under the
 * job's expiry (MAIL_JOB_EXPIRY_SECONDS, 60 s), after which pg-boss would hand the job to another
 * worker: a delivery still going on then could send the message twice.
 */
export const DELIVERY_DEADLINE_MS = 50_000;

export interface DispatcherOptions<T> {
  queue: string;
  /** Deliveries at once. */
  slots: number;
  /** How often an idle dispatcher looks for work it was not told about (other instances, retries). */
  pollMs: number;
  /** `retryCount`: the attempts before this one (0 on the first). */
  deliver(data: T, id: string, signal: AbortSignal, retryCount: number): Promise<void>;
  logger: Logger;
  /**
   * A throttle (the bulk queue's): how many of `free` deliveries may start now, across every
   * instance. 0: none now; the dispatcher looks again after `pollMs`.
   */
  allowance?(free: number): Promise<number>;
  /** Gives back an allowance the queue had no jobs for. */
  refund?(unused: number): Promise<void>;
}

/**
 * Delivers the jobs of one pg-boss queue, up to `slots` at once. A free slot fetches at once (one
 * query for all free slots, FOR UPDATE SKIP LOCKED, so instances never take the same job); each job
 * is completed on its own as soon as the server has accepted it, so a crash can only resend the
 * messages whose acceptance had not been recorded yet, never a whole batch. A delivery that fails is
 * failed in the queue, which retries it with backoff.
 *
 * Waking it (a message was queued, a delivery finished) costs at most one query, and none while
 * every slot is busy; an idle dispatcher polls every `pollMs`. A throttle (`allowance`, the bulk
 * queue's) limits how many it fetches, without touching any other queue.
 */
export class MailDispatcher<T> {
  private active = 0;
  private fetching = false;
  /** A wake-up came during a fetch: look again once it is done. */
  private again = false;
  private stopped = false;
  private poll?: NodeJS.Timeout;
  /** Fetches and deliveries under way (with their completion), awaited at shutdown. */
  private readonly running = new Set<Promise<void>>();
  /** Aborts the deliveries still going on when shutdown's grace time is over. */
  private readonly shutdown = new AbortController();

  constructor(
    private readonly boss: PgBoss,
    private readonly options: DispatcherOptions<T>,
  ) {}

  start(): void {
    this.wake();
  }

  /** Looks for work now, unless every slot is busy (a delivery that finishes looks again). */
  wake(): void {
    if (this.stopped) return;
    if (this.fetching) {
      this.again = true;
      return;
    }
    const free = this.options.slots - this.active;
    if (free <= 0) return;
    this.fetching = true;
    this.again = false;
    clearTimeout(this.poll);
    this.poll = undefined;
    this.track(this.fetchAndDeliver(free));
  }

  private async fetchAndDeliver(free: number): Promise<void> {
    let jobs: PgBoss.JobWithMetadata<T>[] = [];
    let wanted = free;
    try {
      if (this.options.allowance) wanted = Math.min(free, await this.options.allowance(free));
      // pg-boss answers [] when the database cannot be reached: the next poll tries again.
      if (wanted > 0)
        jobs = await this.boss.fetch<T>(this.options.queue, {
          batchSize: wanted,
          includeMetadata: true,
        });
      if (this.options.refund && jobs.length < wanted)
        await this.options.refund(wanted - jobs.length);
    } catch (error) {
      this.options.logger.error({ queue: this.options.queue, err: error }, 'Mail queue error');
    } finally {
      this.fetching = false;
    }
    for (const job of jobs) {
      this.active++;
      this.track(this.deliverOne(job));
    }
    if (this.again) this.wake();
    // Fewer jobs than slots (or than the throttle let it take): look again after a while.
    else if ((jobs.length < wanted || wanted < free) && !this.stopped)
      this.poll = setTimeout(() => this.wake(), this.options.pollMs);
  }

  private async deliverOne(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const { queue, logger } = this.options;
    const signal = AbortSignal.any([
      AbortSignal.timeout(DELIVERY_DEADLINE_MS),
      this.shutdown.signal,
    ]);
    let failure: unknown;
    try {
      await this.options.deliver(job.data, job.id, signal, job.retryCount);
    } catch (error) {
      failure = error;
    }
    // The slot is free for the next message while this one's outcome is recorded.
    this.active--;
    this.wake();
    try {
      if (failure === undefined) await this.boss.complete(queue, job.id);
      else {
        const message = failure instanceof Error ? failure.message : String(failure);
        logger.warn({ queue, job: job.id, err: failure }, `Mail delivery failed: ${message}`);
        await this.boss.fail(queue, job.id, { message });
      }
    } catch (error) {
      // The job stays active until it expires, then pg-boss retries it.
      logger.error({ queue, job: job.id, err: error }, 'Mail queue error');
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) =>
      this.options.logger.error({ queue: this.options.queue, err: error }, 'Mail queue error'),
    );
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /**
   * Takes no more work, lets the deliveries under way finish for up to `graceMs`, then aborts the
   * rest (failed in the queue, so retried later; a kill would leave them to expire instead).
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.poll);
    const deadline = Date.now() + graceMs;
    while (this.running.size) {
      const left = deadline - Date.now();
      if (left > 0) await waitFor(Promise.allSettled([...this.running]), left);
      else {
        this.shutdown.abort();
        await Promise.allSettled([...this.running]);
      }
    }
  }
}

/** Resolves when `work` settles or after `ms`, whichever is first (leaving no timer behind). */
async function waitFor(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
