/**
 * Work that takes turns: `run(work)` starts `work` when no other work of these turns is running,
 * the callers in the order they came (first come, first served), and hands the turn on when `work`
 * ends, whether it returns or throws.
 *
 * Exports use one (`exportTurns`, common/csv.ts): each batch of an export (its query, and turning it
 * into text and handing that to the response) is one turn, so exports running at the same time
 * interleave batch by batch instead of running side by side, and rest after each batch as long as it
 * took. Three administrators' exports then use at most half of one CPU between the app and the
 * database, and a visitor's request finds a CPU free (docs/decisions.md, "Exports take turns"). A
 * turn is never held while a client is slow to read.
 */
export class Turns {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /**
   * `rest`: after each work, the next waits this share of the time the work took (0.5: half as
   * long), so work of these turns uses at most 1 / (1 + rest) of the time, however many callers
   * ask. The caller whose work ended does not wait for the rest.
   */
  constructor(private readonly rest = 0) {}

  /** How many callers are waiting for their turn (not counting the one running). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T> | T): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy = true;
    const started = performance.now();
    try {
      return await work();
    } finally {
      const rest = (performance.now() - started) * this.rest;
      if (rest >= 1) setTimeout(() => this.handOn(), rest);
      else this.handOn();
    }
  }

  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
}
