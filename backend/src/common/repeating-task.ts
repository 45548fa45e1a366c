/**
 * Runs `work` at wake() and then every `everyMs` after each run ends, never twice at once: a wake()
 * during a run runs it again right after. stop() ends the repetition and waits for a run under way.
 * A failed run is handed to `onError`; the repetition goes on. The timer does not keep the process
 * alive.
 */
export class RepeatingTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private done = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether stop() was called (a long run checks it between its steps). */
  get stopped(): boolean {
    return this.done;
  }

  /** Runs now (or right after the run under way), then every `everyMs`. */
  wake(): void {
    if (this.done) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.work()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.done) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.everyMs);
          this.timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.done = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
