import {
  parseUploadUrl,
  UPLOAD_VARIANT_FORMATS,
  UPLOAD_WIDTHS,
  UPLOADS_PREFIX,
} from '@bb/shared/admin-content';
import type { DataSource } from 'typeorm';
import { DATABASE_TIMEOUTS } from '../database/typeorm-options';
import { removeFiles } from './image-pipeline';
import { parseMailRenditionName } from './mail-rendition';
import { TEMP_PREFIX } from './storage/local-storage';
import { S3_CLIENT_LIMITS } from './storage/s3-storage';
import type { ListedFile, StorageDriver } from './storage/storage-driver';

/** The most files one upload writes: every width in both formats. */
const MAX_FILES_PER_UPLOAD = UPLOAD_WIDTHS.length * UPLOAD_VARIANT_FORMATS.length;

/** The longest one write to the bucket can take: every attempt to both of its timeouts. */
const S3_PUT_MAX_MS =
  S3_CLIENT_LIMITS.maxAttempts *
  (S3_CLIENT_LIMITS.connectionTimeoutMs + S3_CLIENT_LIMITS.requestTimeoutMs);

/** What UploadsService.store() runs after its first file: the row, the ticket, the audit entry, the commit. */
const STATEMENTS_AFTER_FILES = 4;

/**
 * The longest an upload's files can be stored without its row committed: store() writes them one
 * after the other (S3 is the slow driver; local disk takes milliseconds), then runs its statements,
 * each bounded by the statement timeout; a failed store removes its files within one more write's
 * time (in parallel): 7 × 3 × 35 s + 4 × 15 s, about 13 minutes with today's limits.
 */
export const UPLOAD_FILES_UNCOMMITTED_MAX_MS =
  (MAX_FILES_PER_UPLOAD + 1) * S3_PUT_MAX_MS +
  STATEMENTS_AFTER_FILES * DATABASE_TIMEOUTS.statementMs;

/**
 * Stored files that no upload row names are removed once they are older than this: over four times
 * UPLOAD_FILES_UNCOMMITTED_MAX_MS, and twice a whole upload from its address (15 minutes to use it,
 * a minute for the body, the processing, then the store), so clocks that disagree by minutes (an S3
 * server's, each instance's) cannot make a file of an upload under way look old. The hash's lock is
 * the other guard (removeOrphanedFiles).
 */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

/** Keys per listing request: S3's largest page. */
const LIST_PAGE_SIZE = 1000;

/** A stored file the clean-up may remove: an upload's file, or a temporary file of one. */
export interface UploadFileName {
  /** The hash of the upload it belongs to. */
  hash: string;
  /** A local temporary file that a write cut short left behind: no row ever names it. */
  temporary: boolean;
}

const TEMPORARY_NAME = new RegExp(`^${TEMP_PREFIX.replace('.', '\\.')}[0-9a-f]{16}-(.+)$`);

/**
 * The upload a stored file's name belongs to (a variant or the mail rendition), or null for a file
 * that is not an upload's.
 */
export function uploadFileName(name: string): UploadFileName | null {
  const temporary = TEMPORARY_NAME.exec(name);
  const stored = temporary ? temporary[1] : name;
  const image = parseUploadUrl(`${UPLOADS_PREFIX}${stored}`) ?? parseMailRenditionName(stored);
  return image ? { hash: image.hash, temporary: temporary !== null } : null;
}

interface Candidate extends UploadFileName {
  name: string;
}

/**
 * Removes the upload files older than ORPHAN_FILE_AGE_MS whose hash has no `upload` row (what a
 * crash between writing an upload's files and committing its row leaves), and temporary files as
 * old: the storage is listed a page at a time, and each hash's files are removed in a transaction
 * that holds the hash's lock (the one store() holds from before its first file to its commit) and
 * finds no row. A hash whose lock is taken (its bytes being uploaded again, or the unused image
 * being removed) is left for the next run. Files with any other name are never touched. Answers the
 * names removed; a failure on one hash is logged by `onError` and the run goes on.
 */
export async function removeOrphanedFiles(
  dataSource: DataSource,
  storage: StorageDriver,
  onError: (err: unknown, hash: string) => void,
): Promise<string[]> {
  const cutoff = Date.now() - ORPHAN_FILE_AGE_MS;
  const removed: string[] = [];
  for await (const page of storage.list(LIST_PAGE_SIZE)) {
    const byHash = oldUploadFilesByHash(page, cutoff);
    if (!byHash.size) continue;
    const withRows = await hashesWithRows(dataSource, [...byHash.keys()]);
    for (const [hash, files] of byHash) {
      // Files of a hash that has a row are its image's (removed with the row); temporaries never are.
      const candidates = withRows.has(hash) ? files.filter((f) => f.temporary) : files;
      if (!candidates.length) continue;
      try {
        removed.push(...(await removeIfStillOrphaned(dataSource, storage, hash, candidates)));
      } catch (err) {
        onError(err, hash);
      }
    }
  }
  return removed;
}

function oldUploadFilesByHash(page: ListedFile[], cutoff: number): Map<string, Candidate[]> {
  const byHash = new Map<string, Candidate[]>();
  for (const file of page) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    const owner = uploadFileName(file.name);
    if (!owner) continue;
    const files = byHash.get(owner.hash) ?? [];
    files.push({ ...owner, name: file.name });
    byHash.set(owner.hash, files);
  }
  return byHash;
}

async function hashesWithRows(dataSource: DataSource, hashes: string[]): Promise<Set<string>> {
  const rows = (await dataSource.query('SELECT hash FROM upload WHERE hash = ANY($1)', [
    hashes,
  ])) as { hash: string }[];
  return new Set(rows.map((r) => r.hash));
}

/** Under the hash's lock (if free) and with its row checked again: the files removed. */
function removeIfStillOrphaned(
  dataSource: DataSource,
  storage: StorageDriver,
  hash: string,
  files: Candidate[],
): Promise<string[]> {
  return dataSource.transaction(async (m) => {
    const [{ locked }] = (await m.query(
      'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked',
      [`upload:${hash}`],
    )) as { locked: boolean }[];
    if (!locked) return [];
    // An upload of these bytes may have committed since the page was read.
    const [row] = (await m.query('SELECT 1 FROM upload WHERE hash = $1', [hash])) as unknown[];
    const names = files.filter((f) => f.temporary || !row).map((f) => f.name);
    await removeFiles(storage, names);
    return names;
  });
}
