import {
  MEDIA_MESSAGES,
  MEDIA_PAGE_SIZE_DEFAULT,
  type MediaDetail,
  type MediaPage,
  mediaInUseMessage,
} from '@bb/shared/media';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { auditedChange, type AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { pageOf } from '../common/list-query';
import type { MediaItem } from '../media/media-item.entity';
import { MediaService } from '../media/media.service';
import { UploadsService } from '../uploads/uploads.service';
import type { MediaListQueryDto, MediaUpdateDto } from './media-library.dto';

const quoted = (text: string | null) => (text === null ? 'none' : `"${text}"`);
const focal = (item: MediaItem) => `${item.focalX}, ${item.focalY}`;

/** The label of an image in the audit trail: its file name, else its size. */
const labelOf = (item: MediaItem) => item.fileName ?? `${item.width} × ${item.height} image`;

/**
 * The media library's routes: MediaService's details of the images (`media_item`) with
 * UploadsService's uses of them (which modules use which image) and its deletion.
 */
@Injectable()
export class MediaLibraryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
  ) {}

  async page(query: MediaListQueryDto): Promise<MediaPage> {
    const { page, pageSize } = pageOf(query, MEDIA_PAGE_SIZE_DEFAULT);
    return this.media.page(
      {
        page,
        pageSize,
        search: query.search,
        filter: query.filter ?? 'all',
        sort: query.sort ?? 'newest',
      },
      await this.uploads.imageUses(),
    );
  }

  async detail(hash: string): Promise<MediaDetail> {
    const detail = await this.media.detail(hash, await this.uploads.usesOf(hash));
    if (!detail) throw new NotFoundException(MEDIA_MESSAGES.notFound);
    return detail;
  }

  async update(actor: AuditActor, hash: string, dto: MediaUpdateDto): Promise<MediaDetail> {
    const sent = (['fileName', 'altText', 'focalX', 'focalY'] as const).filter(
      (key) => dto[key] !== undefined,
    );
    if (!sent.length) throw new BadRequestException(MEDIA_MESSAGES.noChange);
    await this.dataSource.transaction(async (m) => {
      const changed = await this.media.update(m, hash, dto);
      if (!changed) throw new NotFoundException(MEDIA_MESSAGES.notFound);
      const { before, after } = changed;
      const parts: string[] = [];
      if (before.fileName !== after.fileName)
        parts.push(`File name: ${quoted(before.fileName)} → ${quoted(after.fileName)}.`);
      if (before.altText !== after.altText)
        parts.push(`Alt text: ${quoted(before.altText)} → ${quoted(after.altText)}.`);
      if (before.focalX !== after.focalX || before.focalY !== after.focalY)
        parts.push(`Focal point: ${focal(before)} → ${focal(after)}.`);
      if (!before.kept) parts.push('Kept in the library.');
      await this.audit.record(
        {
          ...auditedChange(actor, 'media.update', {
            type: 'upload',
            id: hash,
            label: labelOf(after),
          }),
          detail: parts.length ? parts.join(' ') : 'No change.',
        },
        m,
      );
    });
    return this.detail(hash);
  }

  async delete(actor: AuditActor, hash: string): Promise<void> {
    const result = await this.uploads.deleteUnused(actor, hash);
    if (result === 'unknown') throw new NotFoundException(MEDIA_MESSAGES.notFound);
    if (Array.isArray(result)) throw new ConflictException(mediaInUseMessage(result));
  }
}
