import type { Readable } from 'node:stream';

/** One stored file, ready to be sent. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** A file as a listing of the storage gives it. */
export interface ListedFile {
  /** Its name in the storage (which may be no upload's: the caller decides). */
  name: string;
  /** When it was last written, by the storage's clock. */
  modifiedAt: Date;
}

/**
 * Where uploaded images' files are kept: the local disk (one instance) or an S3-compatible bucket
 * (several instances). Names are flat file names (`{hash}-{w}x{h}-{width}.{avif|webp}`, and a mail
 * rendition's `.{jpg|png}`), already validated by the caller.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores a whole file; a reader never sees it half written. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes a file; a missing one is no error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /**
   * Every file the storage holds, a page of at most `pageSize` at a time, so that a large store is
   * never held in memory at once. It includes what a write cut short left behind (the local
   * driver's temporary files, which `delete` takes too) and anything else in the directory or
   * bucket.
   */
  list(pageSize: number): AsyncIterable<ListedFile[]>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/**
 * The media type of a stored file, from its extension: the variants' AVIF and WebP, the mail
 * renditions' JPEG and PNG (mail-rendition.ts).
 */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.avif')) return 'image/avif';
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.jpg')) return 'image/jpeg';
  if (name.endsWith('.png')) return 'image/png';
  return 'application/octet-stream';
}
