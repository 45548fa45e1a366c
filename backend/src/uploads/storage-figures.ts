import { opendir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

/** The walk of the uploads directory stops after this many files (a figure, not an inventory). */
export const STORAGE_WALK_MAX_FILES = 10_000;

export interface StorageFigures {
  /** Bytes of the files under the directory (a lower bound when the walk stopped early); null when unreadable. */
  usedBytes: number | null;
  /** Free bytes on its disk for this process; null when not measurable. */
  availableBytes: number | null;
  totalBytes: number | null;
}

/** Adds up the sizes of the files under `dir`, stopping after `maxFiles`; a missing directory holds 0 bytes. */
export async function directorySize(
  dir: string,
  maxFiles = STORAGE_WALK_MAX_FILES,
): Promise<number> {
  let bytes = 0;
  let files = 0;
  const pending = [dir];
  while (pending.length && files < maxFiles) {
    const current = pending.pop()!;
    let handle;
    try {
      handle = await opendir(current);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && current === dir) return 0;
      if (current === dir) throw err;
      continue; // a sub-directory removed or unreadable meanwhile
    }
    for await (const entry of handle) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) {
        try {
          bytes += (await stat(full)).size;
        } catch {
          // removed meanwhile
        }
        files += 1;
        if (files >= maxFiles) break;
      }
    }
  }
  return bytes;
}

/**
 * The storage figures of the local upload driver: what `dir` holds, and the free and total space of
 * the disk it is on (of its nearest existing ancestor, before the first upload creates it).
 */
export async function localStorageFigures(dir: string): Promise<StorageFigures> {
  let usedBytes: number | null = null;
  try {
    usedBytes = await directorySize(dir);
  } catch {
    usedBytes = null;
  }
  let availableBytes: number | null = null;
  let totalBytes: number | null = null;
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const fs = await statfs(at);
      availableBytes = fs.bavail * fs.bsize;
      totalBytes = fs.blocks * fs.bsize;
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(at) === at) break;
    }
  }
  return { usedBytes, availableBytes, totalBytes };
}
