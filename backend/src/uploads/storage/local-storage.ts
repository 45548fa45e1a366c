import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  type ListedFile,
  type StorageDriver,
  type StoredFile,
} from './storage-driver';

/**
 * Temporary files are named `{TEMP_PREFIX}{16 hex digits}-{the file's name}`; no stored name starts
 * with it (they start with the hash).
 */
export const TEMP_PREFIX = '.tmp-';

/**
 * Files on this machine's disk, in one directory (DATA_DIR/uploads). A file is written under a
 * temporary name and renamed into place, so a reader never sees it half written and a failed write
 * leaves nothing under a stored name.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(readonly dir: string) {}

  /** `temporary`: a temporary file's name is accepted too (to remove one a write left behind). */
  private pathOf(name: string, temporary = false): string {
    // The caller validates names; this refuses anything that could leave the directory all the same.
    const hidden = name.startsWith('.') && !(temporary && name.startsWith(TEMP_PREFIX));
    if (!name || hidden || name !== path.basename(name) || name.includes('\\'))
      throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}-${name}`);
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    const file = this.pathOf(name);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(name) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name, true), { force: true });
  }

  async *list(pageSize: number): AsyncIterable<ListedFile[]> {
    let dir;
    try {
      dir = await opendir(this.dir, { bufferSize: Math.min(pageSize, 1024) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // nothing uploaded yet
      throw err;
    }
    let page: ListedFile[] = [];
    // The caller may remove files already listed while this reads on: at worst a directory read
    // then misses an entry (the next listing finds it) or gives one twice (removing it again is no
    // error).
    for await (const entry of dir) {
      if (!entry.isFile()) continue;
      try {
        const info = await lstat(path.join(this.dir, entry.name));
        page.push({ name: entry.name, modifiedAt: info.mtime });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // removed meanwhile
      }
      if (page.length >= pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length) yield page;
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }
}
