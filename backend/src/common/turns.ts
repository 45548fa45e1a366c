/**
 * Work that takes turns: `run(work)` starts `work` when no other work of these turns is running,
 * the callers in the order they came (first come, first served), and hands the turn on when `work`
 * ends, whether it returns or throws.
 *
 * Exports use one (`exportTurns`, common/csv.ts): each batch of an export (its query, and turning it
 * into text and handing that to the response) is one turn, so exports running at the same time
 * interleave batch by batch instead of running side by side. Three administrators' exports then
 * use one CPU between the app and the database, not both, and a visitor's request finds a CPU free
 * (docs/decisions.md, "Exports take turns"). A turn is never held while a client is slow to read.
 */
export class Turns {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** How many callers are waiting for their turn (not counting the one running). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T> | T): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
