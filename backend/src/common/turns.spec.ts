import { Turns } from './turns';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Turns', () => {
  it('runs one work at a time, first come first served, each to its end', async () => {
    const turns = new Turns();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      turns.run(work('a')),
      turns.run(work('b')),
      turns.run(work('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(turns.queued).toBe(0);
  });

  it('hands the turn on when a work throws, and the caller gets the error', async () => {
    const turns = new Turns();
    const failing = turns.run(async () => {
      await tick();
      throw new Error('the query failed');
    });
    const next = turns.run(() => 'next ran');
    expect(turns.queued).toBe(1);
    await expect(failing).rejects.toThrow('the query failed');
    await expect(next).resolves.toBe('next ran');
    // Free again: a new caller starts at once.
    let started = false;
    const later = turns.run(() => (started = true));
    expect(started).toBe(true);
    await later;
  });

  it('rests after each work for the share of its time it was given, without holding up its caller', async () => {
    const turns = new Turns(1);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let firstEnded = 0;
    const first = turns.run(async () => {
      await sleep(40);
      firstEnded = performance.now();
    });
    const second = turns.run(() => performance.now());
    await first;
    // The first caller goes on at once...
    expect(performance.now() - firstEnded).toBeLessThan(20);
    // ...and the next work starts only after a rest as long as the first work (40 ms or more).
    expect((await second) - firstEnded).toBeGreaterThanOrEqual(30);
  });
});
