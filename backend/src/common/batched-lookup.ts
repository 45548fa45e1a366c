/**
 * Look-ups by key that requests arriving together share: one query for all the keys asked for while
 * the previous query was under way (`lookUp` answers a Map from key to value; a key it leaves out has
 * no value). Every caller gets the result of a query sent **after** its call, never of one already
 * under way, so a change committed before a request arrived is always seen by that request (the
 * promise the session and user loaders make: a sign-out, suspension or role change applies at the
 * next request). At most `maxInFlight` queries run at once; the next batch is sent as soon as one
 * returns, and a first key waits one turn of the event loop so that requests read in the same turn
 * share its query.
 */
export class BatchedLookup<K, V> {
  private batch = new Map<
    K,
    { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]
  >();
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly lookUp: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxInFlight = 2,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.batch.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.batch.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.maxInFlight || this.batch.size === 0) return;
    const batch = this.batch;
    this.batch = new Map();
    this.inFlight += 1;
    let query: Promise<Map<K, V>>;
    try {
      query = this.lookUp([...batch.keys()]);
    } catch (err) {
      query = Promise.reject(err);
    }
    query
      .then(
        (found) => {
          for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
        },
        (err: unknown) => {
          for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
        },
      )
      .finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
  }
}
