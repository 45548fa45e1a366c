import { isDatabaseUnavailable } from './http-exception.filter';

export interface GroupCommitOptions {
  /** The most items one batch takes; the rest wait for the next. */
  maxBatch: number;
  /** Batches written at the same time (each holds one database connection while it runs). */
  maxInFlight: number;
}

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items submitted while earlier ones are being written, or in the same turn of the
 * event loop, are written together by one call of `write` (one transaction for all of them), and
 * each caller's promise settles only once that call has finished, with its own result.
 *
 * A batch that fails is written again one item at a time, so one bad item (a constraint, a row a
 * trigger refuses) fails only its own caller; the others are stored and answered as if they had come
 * alone. Not when the database cannot be reached (isDatabaseUnavailable): every caller then gets that
 * error at once, as a lone item would, instead of waiting for it once per item. Nothing is retried
 * after a failure that may have committed: such a failure is a lost connection, which is that case.
 *
 * `write(items)` must answer one result per item, in order, and store all or nothing.
 */
export class GroupCommit<I, R> {
  private readonly queue: Waiting<I, R>[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Resolves with the item's result once the transaction that wrote it has committed. */
  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Starts a batch after this turn of the event loop, so that items arriving together go together. */
  private schedule(): void {
    if (this.flushScheduled || this.inFlight >= this.options.maxInFlight || !this.queue.length)
      return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= this.options.maxInFlight || !this.queue.length) return;
    const batch = this.queue.splice(0, this.options.maxBatch);
    this.inFlight++;
    try {
      await this.writeBatch(batch);
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }

  private async writeBatch(batch: Waiting<I, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await this.write(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // One at a time, one after another: the retry of a batch adds no load on a busy database.
      for (const w of batch) await this.writeBatch([w]);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]));
  }
}
