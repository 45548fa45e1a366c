import {
  type MediaDetail,
  type MediaFilter,
  type MediaItem as MediaItemAnswer,
  type MediaPage,
  type MediaSort,
  type MediaUse,
  MEDIA_FOCAL_CENTRE,
  MEDIA_USE_FILTER,
  mediaThumbnailUrl,
  mediaUrl,
  uploadHashesIn,
} from '@bb/shared/media';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { likeEscaped } from '../common/list-query';
import { MediaItem } from './media-item.entity';

/** Who uploaded an image, as the library keeps it. */
export interface MediaUploader {
  id: string;
  name: string;
}

/** The uses of every used image, by hash (UploadsService.imageUses()). */
export type MediaUsesByHash = ReadonlyMap<string, readonly MediaUse[]>;

/** What the library's list asks for (MediaListQueryDto, defaults applied). */
export interface MediaListQuery {
  page: number;
  pageSize: number;
  search?: string;
  filter: MediaFilter;
  sort: MediaSort;
}

/** The library's changes to an image's details (validated: MediaUpdateDto). */
export interface MediaDetailsChange {
  fileName?: string | null;
  altText?: string | null;
  focalX?: number;
  focalY?: number;
}

interface MediaRow {
  hash: string;
  width: number;
  height: number;
  stored_bytes: string;
  uploaded_at: Date;
  file_name: string | null;
  alt_text: string | null;
  uploaded_by_name: string | null;
  focal_x: number;
  focal_y: number;
  kept: boolean;
}

const COLUMNS = `hash, width, height, stored_bytes, uploaded_at, file_name, alt_text,
  uploaded_by_name, focal_x, focal_y, kept`;

const ORDERS: Readonly<Record<MediaSort, string>> = {
  newest: 'uploaded_at DESC, hash',
  oldest: 'uploaded_at ASC, hash',
  name: 'lower(file_name) ASC NULLS LAST, hash',
};

/**
 * The media library's details of uploaded images (`media_item`, one row per upload). Imports
 * nothing but TypeORM, so that UploadsModule, CarouselsModule and PagesModule may all read the
 * library's defaults; which places use an image is given to it (UploadsService.imageUses()).
 */
@Injectable()
export class MediaService {
  constructor(@InjectRepository(MediaItem) private readonly items: Repository<MediaItem>) {}

  /**
   * Called by every stored upload inside its transaction (under the image's lock), after its
   * `upload` row is written: creates or updates the image's row with copies of the upload's size,
   * stored bytes and upload time. The first upload's file name and uploader stay; an upload made
   * through the library marks it kept.
   */
  async recordUpload(
    m: EntityManager,
    hash: string,
    uploader: MediaUploader,
    fileName: string | null,
    kept: boolean,
  ): Promise<void> {
    await m.query(
      `INSERT INTO media_item (hash, width, height, stored_bytes, uploaded_at, file_name,
                               uploaded_by_id, uploaded_by_name, kept)
       SELECT hash, width, height, stored_bytes, uploaded_at, $2, $3, $4, $5 FROM upload WHERE hash = $1
       ON CONFLICT (hash) DO UPDATE SET
         uploaded_at = EXCLUDED.uploaded_at,
         file_name = COALESCE(media_item.file_name, EXCLUDED.file_name),
         uploaded_by_id = COALESCE(media_item.uploaded_by_id, EXCLUDED.uploaded_by_id),
         uploaded_by_name = COALESCE(media_item.uploaded_by_name, EXCLUDED.uploaded_by_name),
         kept = media_item.kept OR EXCLUDED.kept`,
      [hash, fileName, uploader.id, uploader.name.slice(0, 60), kept],
    );
  }

  /**
   * Called when an image's stored files grow after its upload (its mail rendition is made), inside
   * that transaction: the library's copy of the upload's stored bytes follows.
   */
  async recordStoredBytes(m: EntityManager, hash: string): Promise<void> {
    await m.query(
      `UPDATE media_item SET stored_bytes = u.stored_bytes FROM upload u
        WHERE media_item.hash = $1 AND u.hash = $1`,
      [hash],
    );
  }

  /**
   * Called by every save that may show uploaded images (a page's draft, a testimonial, a carousel
   * item, a newsletter campaign), inside its transaction: the images `after` names that `before` did
   * not (upload addresses in any string of either value) are held until the save commits (a shared
   * lock on each image's key, the one a deletion takes alone), and must still be in the library.
   * A deletion that started first has removed the image by the time the lock is granted, and the save
   * is refused with a 400 that says so; one that starts later waits for the save to commit, then sees
   * the new use and keeps the image. Images the stored value already showed are not looked at again:
   * nothing deletes an image in use.
   */
  async holdNewImages(m: EntityManager, after: unknown, before?: unknown): Promise<void> {
    if ((await this.holdAvailableImages(m, after, before)).size)
      throw new BadRequestException(
        'An image chosen here has been deleted from the media library. Choose or upload it again.',
      );
  }

  /**
   * As holdNewImages, for a restore of a kept revision: the images `after` adds are held until the
   * transaction commits, and those the library no longer has (deleted while only old versions
   * showed them) are answered, by hash, instead of refused: the restore shows the placeholder
   * there (withDeletedImages), which a publish refuses until another image is chosen.
   */
  async holdAvailableImages(
    m: EntityManager,
    after: unknown,
    before?: unknown,
  ): Promise<Set<string>> {
    const shown = uploadHashesIn(before);
    const added = [...uploadHashesIn(after)].filter((hash) => !shown.has(hash)).sort();
    if (!added.length) return new Set();
    // One at a time in a fixed order: two saves that hold the same images never wait on each other
    // (shared locks), and a deletion holds one image only.
    for (const hash of added)
      await m.query('SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [
        `upload:${hash}`,
      ]);
    return this.missingAmong(added, m);
  }

  /** The hashes among `hashes` that the library does not have (deleted, or never uploaded). */
  async missingAmong(
    hashes: Iterable<string>,
    m: EntityManager = this.items.manager,
  ): Promise<Set<string>> {
    const wanted = [...new Set(hashes)];
    if (!wanted.length) return new Set();
    const rows = (await m.query(`SELECT hash FROM media_item WHERE hash = ANY($1::varchar[])`, [
      wanted,
    ])) as { hash: string }[];
    const found = new Set(rows.map((row) => row.hash));
    return new Set(wanted.filter((hash) => !found.has(hash)));
  }

  /** The hashes (of `hashes`) in the library on purpose: the hourly clean-up keeps them. */
  async keptAmong(hashes: readonly string[]): Promise<Set<string>> {
    if (!hashes.length) return new Set();
    const rows = await this.items.find({
      select: { hash: true },
      where: { hash: In([...hashes]), kept: true },
    });
    return new Set(rows.map((r) => r.hash));
  }

  /** The library's default alt text of each of `hashes` that has one. */
  async altTexts(
    hashes: readonly string[],
    m: EntityManager = this.items.manager,
  ): Promise<Map<string, string>> {
    if (!hashes.length) return new Map();
    const rows = await m.getRepository(MediaItem).find({
      select: { hash: true, altText: true },
      where: { hash: In([...new Set(hashes)]) },
    });
    return new Map(
      rows.filter((r) => r.altText).map((r) => [r.hash, r.altText as string] as const),
    );
  }

  /** The focal point of each of `hashes` that the library has (others are centred: 0.5, 0.5). */
  async focalPoints(
    hashes: readonly string[],
    m: EntityManager = this.items.manager,
  ): Promise<Map<string, { x: number; y: number }>> {
    if (!hashes.length) return new Map();
    const rows = await m.getRepository(MediaItem).find({
      select: { hash: true, focalX: true, focalY: true },
      where: { hash: In([...new Set(hashes)]) },
    });
    return new Map(rows.map((r) => [r.hash, { x: r.focalX, y: r.focalY }] as const));
  }

  /**
   * GET /api/admin/media: one page of the library, one table's query whatever its size; a filter by
   * usage passes the hashes that `uses` names into the SQL.
   */
  async page(query: MediaListQuery, uses: MediaUsesByHash): Promise<MediaPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      params.push(`%${likeEscaped(query.search)}%`);
      const p = `$${params.length}`;
      where.push(`(file_name ILIKE ${p} ESCAPE '\\' OR alt_text ILIKE ${p} ESCAPE '\\')`);
    }
    if (query.filter === 'kept') where.push('kept');
    else if (query.filter === 'undescribed') where.push('alt_text IS NULL');
    else if (query.filter === 'unused') {
      params.push([...uses.keys()]);
      where.push(`NOT (hash = ANY($${params.length}::varchar[]))`);
    } else if (query.filter !== 'all') {
      const filter = query.filter;
      params.push(
        [...uses]
          .filter(([, list]) => list.some((u) => MEDIA_USE_FILTER[u.kind] === filter))
          .map(([hash]) => hash),
      );
      where.push(`hash = ANY($${params.length}::varchar[])`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [{ total }]] = await Promise.all([
      this.items.query(
        `SELECT ${COLUMNS} FROM media_item ${whereSql} ORDER BY ${ORDERS[query.sort]}
         LIMIT ${query.pageSize} OFFSET ${offset}`,
        params,
      ) as Promise<MediaRow[]>,
      this.items.query(
        `SELECT count(*)::int AS total FROM media_item ${whereSql}`,
        params,
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      items: rows.map((row) => answer(row, uses.get(row.hash)?.length ?? 0)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One image with its uses, or null when there is none with this hash. */
  async detail(
    hash: string,
    uses: readonly MediaUse[],
    m: EntityManager = this.items.manager,
  ): Promise<MediaDetail | null> {
    const [row] = (await m.query(`SELECT ${COLUMNS} FROM media_item WHERE hash = $1`, [
      hash,
    ])) as MediaRow[];
    return row ? { ...answer(row, uses.length), uses: [...uses] } : null;
  }

  /**
   * PATCH /api/admin/media/{id}, in the caller's transaction: the details sent change (null clears
   * a text) and the image becomes kept. Answers the row before and after, or null when unknown.
   */
  async update(
    m: EntityManager,
    hash: string,
    change: MediaDetailsChange,
  ): Promise<{ before: MediaItem; after: MediaItem } | null> {
    const repo = m.getRepository(MediaItem);
    const before = await repo.findOne({ where: { hash }, lock: { mode: 'pessimistic_write' } });
    if (!before) return null;
    const after = repo.merge(repo.create({ ...before }), {
      ...(change.fileName !== undefined ? { fileName: change.fileName } : {}),
      ...(change.altText !== undefined ? { altText: change.altText } : {}),
      ...(change.focalX !== undefined ? { focalX: change.focalX } : {}),
      ...(change.focalY !== undefined ? { focalY: change.focalY } : {}),
      kept: true,
    });
    await repo.save(after);
    return { before, after };
  }
}

/** Real columns come back as numbers already; a focal point outside 0..1 cannot be stored. */
function answer(row: MediaRow, useCount: number): MediaItemAnswer {
  return {
    id: row.hash,
    url: mediaUrl(row),
    thumbnailUrl: mediaThumbnailUrl(row),
    width: row.width,
    height: row.height,
    bytes: Number(row.stored_bytes),
    fileName: row.file_name,
    altText: row.alt_text,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    uploadedBy: row.uploaded_by_name,
    focalX: row.focal_x ?? MEDIA_FOCAL_CENTRE,
    focalY: row.focal_y ?? MEDIA_FOCAL_CENTRE,
    kept: row.kept,
    useCount,
  };
}
