import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type StorageDriver, type StoredFile } from './storage-driver';

/** Temporary files start with this; no stored name does (they start with the hash). */
const TEMP_PREFIX = '.tmp-';

/**
 * Files on this machine's disk, in one directory (DATA_DIR/uploads). A file is written under a
 * temporary name and renamed into place, so a reader never sees it half written and a failed write
 * leaves nothing under a stored name.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(readonly dir: string) {}

  private pathOf(name: string): string {
    // The caller validates names; this refuses anything that could leave the directory all the same.
    if (!name || name.startsWith('.') || name !== path.basename(name) || name.includes('\\'))
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
    await rm(this.pathOf(name), { force: true });
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
