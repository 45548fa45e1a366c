import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directorySize, localStorageFigures } from './storage-figures';

describe('storage figures of the local upload driver', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bb-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('adds up the files under the directory, sub-directories included', async () => {
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true });
    writeFileSync(path.join(root, 'one.jpg'), Buffer.alloc(1000));
    writeFileSync(path.join(root, 'a', 'two.webp'), Buffer.alloc(2345));
    writeFileSync(path.join(root, 'a', 'b', 'three.png'), Buffer.alloc(7));
    expect(await directorySize(root)).toBe(3352);
  });

  it('stops after the most files it may look at', async () => {
    for (let i = 0; i < 5; i += 1) writeFileSync(path.join(root, `f${i}`), Buffer.alloc(100));
    expect(await directorySize(root, 3)).toBe(300);
  });

  it('counts a directory not created yet as empty, and measures the disk it would be on', async () => {
    const uploads = path.join(root, 'uploads');
    const figures = await localStorageFigures(uploads);
    const fs = statfsSync(root);
    expect(figures.usedBytes).toBe(0);
    expect(figures.totalBytes).toBe(fs.blocks * fs.bsize);
    expect(figures.availableBytes).toBeGreaterThan(0);
    expect(figures.availableBytes).toBeLessThanOrEqual(figures.totalBytes!);
  });
});
