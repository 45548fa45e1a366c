import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { MediaItem } from './media-item.entity';

/** Who uploaded an image, as the library keeps it. */
export interface MediaUploader {
  id: string;
  name: string;
}

/**
 * The media library's details of uploaded images (`media_item`). Imports nothing but TypeORM, so
 * that UploadsModule, CarouselsModule and PagesModule may all read the library's defaults.
 */
@Injectable()
export class MediaService {
  constructor(@InjectRepository(MediaItem) private readonly items: Repository<MediaItem>) {}

  /**
   * Called inside the upload's transaction (under the image's lock), after its `upload` row exists:
   * the first upload of these bytes that names the file, or is made through the library, creates
   * the row with the file name and the uploader; a later upload keeps both and may only mark it kept.
   */
  async recordUpload(
    m: EntityManager,
    hash: string,
    uploader: MediaUploader,
    fileName: string | null,
    kept: boolean,
  ): Promise<void> {
    if (!fileName && !kept) return;
    await m.query(
      `INSERT INTO media_item (hash, file_name, uploaded_by_id, uploaded_by_name, kept)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (hash) DO UPDATE SET
         file_name = COALESCE(media_item.file_name, EXCLUDED.file_name),
         uploaded_by_id = COALESCE(media_item.uploaded_by_id, EXCLUDED.uploaded_by_id),
         uploaded_by_name = COALESCE(media_item.uploaded_by_name, EXCLUDED.uploaded_by_name),
         kept = media_item.kept OR EXCLUDED.kept`,
      [hash, fileName, uploader.id, uploader.name.slice(0, 60), kept],
    );
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
  async altTexts(hashes: readonly string[]): Promise<Map<string, string>> {
    if (!hashes.length) return new Map();
    const rows = await this.items.find({
      select: { hash: true, altText: true },
      where: { hash: In([...hashes]) },
    });
    return new Map(
      rows.filter((r) => r.altText).map((r) => [r.hash, r.altText as string] as const),
    );
  }

  /** The focal point of each of `hashes` that the library has (others are centred: 0.5, 0.5). */
  async focalPoints(hashes: readonly string[]): Promise<Map<string, { x: number; y: number }>> {
    if (!hashes.length) return new Map();
    const rows = await this.items.find({
      select: { hash: true, focalX: true, focalY: true },
      where: { hash: In([...hashes]) },
    });
    return new Map(rows.map((r) => [r.hash, { x: r.focalX, y: r.focalY }] as const));
  }
}
