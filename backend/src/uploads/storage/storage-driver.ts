import type { Readable } from 'node:stream';

/** One stored file, ready to be sent. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded images' files are kept: the local disk (one instance) or an S3-compatible bucket
 * (several instances). Names are flat file names (`{hash}-{w}x{h}-{width}.{avif|webp}`), already
 * validated by the caller.
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
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** The media type of a stored file, from its extension (only these two are ever stored). */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.avif')) return 'image/avif';
  if (name.endsWith('.webp')) return 'image/webp';
  return 'application/octet-stream';
}
