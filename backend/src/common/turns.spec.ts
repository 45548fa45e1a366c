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
});
