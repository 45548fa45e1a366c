import type { AdminSystemHealth, UploadBudget } from '@bb/shared/admin';
import {
  MEGABYTE,
  parseUploadUrl,
  UPLOAD_ORPHAN_AFTER_MS,
  UPLOAD_URL_TTL_MS,
  type UploadResult,
  type UploadStart,
  uploadBudgetMessage,
  uploadUrl,
  UPLOADS_PREFIX,
} from '@bb/shared/admin-content';
import { utcToZoned, zonedToUtc } from '@bb/shared/schedule';
import {
  ForbiddenException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager } from 'typeorm';
import { localStorageFigures } from './storage-figures';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { PagesService } from '../pages/pages.service';
import { ContentRevisionsService } from '../content-revisions/content-revisions.service';
import { CampaignsService } from '../newsletter-campaigns/campaigns.service';
import { CarouselsService } from '../carousels/carousels.service';
import { TooManyRequestsException } from '../common/keyed-rate-limit';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { TestimonialsService } from '../testimonials/testimonials.service';
import { type ProcessedImage, removeFiles, variantNames, writeVariants } from './image-pipeline';
import type { MailImageSource } from '../mail/mail-images';
import { MailService } from '../mail/mail.service';
import {
  makeMailRendition,
  mailRenditionName,
  type MailRenditionFormat,
  renditionSourceName,
} from './mail-rendition';
import { MediaService } from '../media/media.service';
import { SettingsService } from '../settings/settings.service';
import { blockingUses, type MediaUse } from '@bb/shared/media';
import { removeOrphanedFiles } from './orphaned-files';
import { S3StorageDriver } from './storage/s3-storage';
import { STORAGE_DRIVER, type StorageDriver, type StoredFile } from './storage/storage-driver';

/** What the upload API answers besides the pipeline's refusals (image-pipeline.ts). */
export const UPLOAD_TICKET_MESSAGES = {
  unknown: 'This upload address is not valid: ask for a new one.',
  otherAdmin: 'This upload address was given to another administrator.',
  used: 'This upload address has been used already: ask for a new one.',
  expired: 'This upload address has expired (each lasts 15 minutes): ask for a new one.',
  noImage: 'There is no such image.',
} as const;

/** The upload address's token: 32 random bytes, base64url (common/tokens.ts). */
export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The stable alias of a ticket's image (the answer's publicPath): `/uploads/t/{ticket id}`. */
export const UPLOAD_ALIAS_PREFIX = `${UPLOADS_PREFIX}t/`;

/** The advisory lock that one cleanup run at a time holds (any instance). */
const CLEANUP_LOCK_KEY = 7_346_201_553;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Unused tickets are forgotten this long after they expired. */
const TICKET_KEEP_MS = DAY_MS;

/**
 * The lock every stored image takes last in its transaction, so that the budget check and the
 * commit of one upload happen before the next upload's check, on any instance. Hashed from a text
 * no upload's own lock (`upload:<hash>`) can be.
 */
const BUDGET_LOCK = 'upload-budget';

/** The next calendar day of a date ("2026-12-31" → "2027-01-01"). */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The refusal of an upload of `adding` bytes over a budget (without `adding`: of any upload, once
 * a budget is used up): 429 with Retry-After (the next midnight) for the day's, 507 for the
 * storage's; the message names the limit.
 */
function overBudget(budget: UploadBudget, adding = 0): HttpException | null {
  const over = (used: number, limit: number) =>
    adding > 0 ? used + adding > limit : used >= limit;
  if (over(budget.storedBytes, budget.storageLimitBytes))
    return new HttpException(
      {
        statusCode: HttpStatus.INSUFFICIENT_STORAGE,
        message: uploadBudgetMessage('storage', budget, adding),
      },
      HttpStatus.INSUFFICIENT_STORAGE,
    );
  if (over(budget.todayBytes, budget.dailyLimitBytes)) {
    const wait = Math.ceil((Date.parse(budget.resetsAt) - Date.now()) / 1000);
    return new TooManyRequestsException(
      uploadBudgetMessage('daily', budget, adding),
      Math.max(1, wait),
    );
  }
  return null;
}

/**
 * How long an instance remembers that an image's mail rendition exists. An image a mail shows is in
 * use (a campaign's body) and cannot be deleted; the limit only bounds how stale the memory of a
 * rendition removed with its image (on another instance) can be.
 */
const RENDITION_MEMORY_MS = 10 * 60 * 1000;
/** Images whose renditions an instance remembers at most (a few per campaign). */
const RENDITION_MEMORY_SIZE = 500;

/** A ticket claimed by its PUT. */
export interface ClaimedTicket {
  id: string;
}

/**
 * Image uploads (DESIGN.md, "Uploads"): signed, single-use upload addresses (`upload_ticket`), the
 * uploaded images (`upload`, by content hash) and their files in the storage driver, serving them,
 * and the hourly removal of images that nothing uses and of files that no image's row names.
 */
@Injectable()
export class UploadsService
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy, MailImageSource
{
  private readonly logger = new Logger('Uploads');
  /** Images whose mail rendition exists: hash → its file name and when that was learnt. */
  private readonly renditions = new Map<string, { name: string; at: number }>();
  /** Renditions being looked up or made by this instance, by hash (one at a time per image). */
  private readonly renditionsUnderWay = new Map<string, Promise<string | null>>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly testimonials: TestimonialsService,
    private readonly carousels: CarouselsService,
    private readonly pages: PagesService,
    private readonly revisions: ContentRevisionsService,
    private readonly campaigns: CampaignsService,
    private readonly media: MediaService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /** Mail shows uploaded images through their renditions (MailService.mailImages). */
  onModuleInit(): void {
    this.mail.provideMailImages(this);
  }

  /** S3: says at start (in the log, without stopping the app) when the bucket cannot be reached. */
  onApplicationBootstrap(): void {
    if (!(this.storage instanceof S3StorageDriver)) return;
    const storage = this.storage;
    storage
      .exists('.bucket-check')
      .catch((err: unknown) =>
        this.logger.error(
          { err },
          `The uploads bucket "${storage.bucket}" cannot be reached: image uploads and uploaded images will fail until it can`,
        ),
      );
  }

  onModuleDestroy(): void {
    if (this.storage instanceof S3StorageDriver) this.storage.destroy();
  }

  /** POST /api/objects/upload: a new upload address for `actor`, valid for UPLOAD_URL_TTL_MS. */
  async start(actor: AuditActor): Promise<UploadStart> {
    await this.refuseWhenBudgetUsedUp();
    const token = newToken();
    // The database's clock, as the PUT's check uses it: instances need not agree on the time.
    const [{ id }] = (await this.dataSource.query(
      `INSERT INTO upload_ticket (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id`,
      [hashToken(token), actor.user.id, UPLOAD_URL_TTL_MS / 1000],
    )) as { id: string }[];
    return {
      uploadURL: `/api/objects/upload/${token}`,
      publicPath: `${UPLOAD_ALIAS_PREFIX}${id}`,
    };
  }

  /**
   * Uses the ticket of `token` for `actor`'s PUT, once: one UPDATE that only an unused, unexpired
   * ticket of theirs passes, so two requests (on any instances) cannot both use it. Otherwise the
   * reason: unknown (404), another administrator's (403), used or expired (410).
   */
  async claim(actor: AuditActor, token: string): Promise<ClaimedTicket> {
    if (!UPLOAD_TOKEN_PATTERN.test(token))
      throw new NotFoundException(UPLOAD_TICKET_MESSAGES.unknown);
    const tokenHash = hashToken(token);
    const [claimed] = (await this.dataSource.query(
      `UPDATE upload_ticket SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING id`,
      [tokenHash, actor.user.id],
    )) as [{ id: string }[], number];
    if (claimed.length) return { id: claimed[0].id };
    const [ticket] = (await this.dataSource.query(
      `SELECT user_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
         FROM upload_ticket WHERE token_hash = $1`,
      [tokenHash],
    )) as { user_id: string; used: boolean; expired: boolean }[];
    if (!ticket) throw new NotFoundException(UPLOAD_TICKET_MESSAGES.unknown);
    if (ticket.user_id !== actor.user.id)
      throw new ForbiddenException(UPLOAD_TICKET_MESSAGES.otherAdmin);
    if (ticket.used) throw new GoneException(UPLOAD_TICKET_MESSAGES.used);
    throw new GoneException(UPLOAD_TICKET_MESSAGES.expired);
  }

  /**
   * Stores a processed image for the claimed ticket. Under a lock on the image's hash (so the
   * cleanup cannot remove the same image meanwhile), in one transaction: the files are written
   * unless these bytes are stored already (then the image's clock restarts), the `upload` row, the
   * ticket's link to it (its alias) and the audit entry. If anything fails, the files this call
   * wrote are removed.
   */
  async store(
    actor: AuditActor,
    ticket: ClaimedTicket,
    processed: ProcessedImage,
    library: { fileName: string | null; kept: boolean } = { fileName: null, kept: false },
  ): Promise<UploadResult> {
    const { image } = processed;
    let wrote = false;
    try {
      await this.dataSource.transaction(async (m) => {
        await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `upload:${image.hash}`,
        ]);
        const [again] = (await m.query(
          'UPDATE upload SET uploaded_at = now() WHERE hash = $1 RETURNING hash',
          [image.hash],
        )) as [{ hash: string }[], number];
        if (!again.length) {
          await writeVariants(this.storage, processed);
          wrote = true;
          await m.query(
            'INSERT INTO upload (hash, width, height, stored_bytes) VALUES ($1, $2, $3, $4)',
            [image.hash, image.width, image.height, processed.storedBytes],
          );
        }
        await this.media.recordUpload(
          m,
          image.hash,
          { id: actor.user.id, name: actor.user.username },
          library.fileName,
          library.kept,
        );
        await m.query('UPDATE upload_ticket SET upload_hash = $1 WHERE id = $2', [
          image.hash,
          ticket.id,
        ]);
        // Last, so that the budget's lock is held only while this upload commits: the sums below
        // count every upload committed before (they held the lock) and this one's row.
        if (!again.length) {
          await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [BUDGET_LOCK]);
          const budget = await this.budget(m);
          const refusal = overBudget(
            {
              ...budget,
              storedBytes: budget.storedBytes - processed.storedBytes,
              todayBytes: budget.todayBytes - processed.storedBytes,
            },
            processed.storedBytes,
          );
          if (refusal) throw refusal;
        }
        await this.audit.record(
          {
            actor: actor.user,
            origin: actor.origin,
            action: 'upload.create',
            targetType: 'upload',
            targetId: image.hash,
            targetLabel: `${image.width} × ${image.height} image`,
            detail:
              `${processed.sourceFormat.toUpperCase()}, ${processed.sourceBytes} bytes. ` +
              (again.length
                ? 'The same image was stored already.'
                : `Stored ${processed.variants.length} files, ${processed.storedBytes} bytes.`),
          },
          m,
        );
      });
    } catch (err) {
      if (wrote)
        await removeFiles(
          this.storage,
          processed.variants.map((v) => v.name),
        ).catch((cleanupErr: unknown) =>
          this.logger.error({ err: cleanupErr }, `Could not remove the files of ${image.hash}`),
        );
      throw err;
    }
    return { url: uploadUrl(image) };
  }

  /**
   * MailImageSource: each upload address's mail rendition (`/uploads/{name}.jpg|png`), made now if
   * the image has none yet; addresses of images that do not exist are left out.
   */
  async mailRenditions(paths: readonly string[]): Promise<Map<string, string>> {
    const answers = new Map<string, string>();
    for (const path of new Set(paths)) {
      const image = parseUploadUrl(path);
      const name = image && (await this.mailRendition(image.hash));
      if (name) answers.set(path, `${UPLOADS_PREFIX}${name}`);
    }
    return answers;
  }

  /** The image's mail rendition's file name (made if needed), or null when there is no such image. */
  private mailRendition(hash: string): Promise<string | null> {
    const known = this.renditions.get(hash);
    if (known && Date.now() - known.at < RENDITION_MEMORY_MS) return Promise.resolve(known.name);
    let pending = this.renditionsUnderWay.get(hash);
    if (!pending) {
      pending = this.findOrMakeRendition(hash)
        .then((name) => {
          if (name) {
            if (this.renditions.size >= RENDITION_MEMORY_SIZE) this.renditions.clear();
            this.renditions.set(hash, { name, at: Date.now() });
          }
          return name;
        })
        .finally(() => this.renditionsUnderWay.delete(hash));
      this.renditionsUnderWay.set(hash, pending);
    }
    return pending;
  }

  /**
   * The rendition's name from the image's row, or, when it has none yet, makes it: under the image's
   * lock (the one store() and the removals take), so that of several instances rendering the same
   * mail one makes it and the others find it, and an image is never removed while its rendition is
   * written. In one transaction: the file from the widest WebP variant, written by the storage
   * driver, then the row's `mail_format` and stored bytes (and the library's copy of them); if the
   * transaction fails, the file is removed again.
   */
  private async findOrMakeRendition(hash: string): Promise<string | null> {
    type Row = { width: number; height: number; mail_format: MailRenditionFormat | null };
    const nameOf = (row: Row) =>
      mailRenditionName({ hash, width: row.width, height: row.height }, row.mail_format!);
    const [row] = (await this.dataSource.query(
      'SELECT width, height, mail_format FROM upload WHERE hash = $1',
      [hash],
    )) as Row[];
    if (!row) return null;
    if (row.mail_format) return nameOf(row);
    const written: { name?: string } = {};
    try {
      return await this.dataSource.transaction(async (m) => {
        await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`upload:${hash}`]);
        const [locked] = (await m.query(
          'SELECT width, height, mail_format FROM upload WHERE hash = $1',
          [hash],
        )) as Row[];
        if (!locked) return null; // removed meanwhile
        if (locked.mail_format) return nameOf(locked); // made meanwhile, here or elsewhere
        const image = { hash, width: locked.width, height: locked.height };
        const source = await this.storage.get(renditionSourceName(image));
        if (!source) throw new Error(`The stored files of image ${hash} are missing`);
        const rendition = await makeMailRendition(image, await bufferOf(source.body));
        const name = mailRenditionName(image, rendition.format);
        await this.storage.put(
          name,
          rendition.data,
          rendition.format === 'jpg' ? 'image/jpeg' : 'image/png',
        );
        written.name = name;
        await m.query(
          'UPDATE upload SET mail_format = $2, stored_bytes = stored_bytes + $3 WHERE hash = $1',
          [hash, rendition.format, rendition.data.length],
        );
        await this.media.recordStoredBytes(m, hash);
        return name;
      });
    } catch (err) {
      const { name } = written;
      if (name)
        await this.storage
          .delete(name)
          .catch((cleanupErr: unknown) =>
            this.logger.error({ err: cleanupErr }, `Could not remove ${name}`),
          );
      throw err;
    }
  }

  /** A stored file by its name (already checked against the upload name pattern), or null. */
  file(name: string): Promise<StoredFile | null> {
    return this.storage.get(name);
  }

  /** The URL of the image a ticket's PUT stored (its alias's target), or null. */
  async aliasTarget(ticketId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.hash, u.width, u.height FROM upload_ticket t JOIN upload u ON u.hash = t.upload_hash
        WHERE t.id = $1`,
      [ticketId],
    )) as { hash: string; width: number; height: number }[];
    return row ? uploadUrl(row) : null;
  }

  /**
   * The upload budgets (site settings) and what counts against them now: what every stored image
   * takes, and what the images first stored since midnight in the organisation's time zone take
   * (an image uploaded again adds nothing; a deleted one no longer counts). Read in `m` (a stored
   * upload's transaction, under the budget's lock) or on its own.
   */
  async budget(m: EntityManager = this.dataSource.manager): Promise<UploadBudget> {
    const { dailyMb, storageMb } = await this.settings.uploadBudgets(m);
    const timeZone = await this.settings.timeZone(m);
    const today = utcToZoned(new Date(), timeZone).date;
    const start = zonedToUtc(today, '00:00', timeZone) ?? new Date();
    const next =
      zonedToUtc(nextDay(today), '00:00', timeZone) ?? new Date(start.getTime() + DAY_MS);
    const [row] = (await m.query(
      `SELECT coalesce(sum(stored_bytes), 0)::bigint AS stored,
              coalesce(sum(stored_bytes) FILTER (WHERE created_at >= $1), 0)::bigint AS today
         FROM upload`,
      [start],
    )) as { stored: string; today: string }[];
    return {
      todayBytes: Number(row.today),
      dailyLimitBytes: dailyMb * MEGABYTE,
      storedBytes: Number(row.stored),
      storageLimitBytes: storageMb * MEGABYTE,
      timeZone,
      resetsAt: next.toISOString(),
    };
  }

  /**
   * Refuses (429 or 507, naming the limit) an upload when a budget is used up already: before an
   * upload address is given, and before its PUT reads the body. The stored upload checks again
   * with its own size, under the budget's lock (store()).
   */
  async refuseWhenBudgetUsedUp(): Promise<void> {
    const budget = await this.budget();
    const refusal = overBudget(budget);
    if (refusal) throw refusal;
  }

  /**
   * The system health's storage figures (docs/decisions.md, "Dashboard, bell and system health"),
   * with the upload budgets.
   */
  async storageFigures(): Promise<AdminSystemHealth['storage']> {
    const budget = await this.budget();
    if (this.config.uploadStorage.driver === 'local')
      return {
        driver: 'local',
        ...(await localStorageFigures(this.config.uploadStorage.dir)),
        budget,
      };
    // A bucket has no free space to speak of: what the stored images take, from their rows.
    return {
      driver: 's3',
      usedBytes: budget.storedBytes,
      availableBytes: null,
      totalBytes: null,
      budget,
    };
  }

  /**
   * Every hour: images nothing has used for a day, tickets long expired, and stored files that no
   * image's row names (what a crash during an upload leaves).
   */
  @Cron(CronExpression.EVERY_HOUR, { name: 'upload-cleanup' })
  async cleanUpHourly(): Promise<void> {
    try {
      const removed = await this.removeUnused();
      if (removed.length) this.logger.log(`Removed ${removed.length} unused uploaded images`);
    } catch (err) {
      this.logger.error({ err }, 'Could not remove unused uploaded images');
    }
    try {
      const removed = await this.removeOrphanedFiles();
      if (removed.length)
        this.logger.log(
          { files: removed.slice(0, 100) },
          `Removed ${removed.length} stored files that no uploaded image names (left by interrupted uploads)`,
        );
    } catch (err) {
      this.logger.error({ err }, 'Could not look for stored files that no uploaded image names');
    }
  }

  /**
   * Removes the stored files older than ORPHAN_FILE_AGE_MS that no `upload` row names
   * (orphaned-files.ts), one run at a time across instances as removeUnused. Answers their names.
   */
  async removeOrphanedFiles(): Promise<string[]> {
    const removed = await this.whileCleanupLocked(() =>
      removeOrphanedFiles(this.dataSource, this.storage, (err, hash) =>
        this.logger.error(
          { err },
          `Could not remove the stored files of ${hash} that no row names`,
        ),
      ),
    );
    return removed ?? [];
  }

  /** Runs `work` holding the cleanup's advisory lock, or answers null at once when another has it. */
  private async whileCleanupLocked<T>(work: () => Promise<T>): Promise<T | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        CLEANUP_LOCK_KEY,
      ])) as { locked: boolean }[];
      if (!locked) return null;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [CLEANUP_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Removes the images uploaded more than UPLOAD_ORPHAN_AFTER_MS ago (last upload) that no
   * testimonial, carousel item, public page (published, draft or kept revision) or newsletter
   * campaign uses, drafts included; any variant's URL counts as use.
   * One run at a time across instances (an advisory lock; a second run finds it taken and does
   * nothing). Each image goes in its own transaction under its hash's lock: row deleted, every
   * file deleted, an 'upload.delete' entry without actor; a failure leaves the row for the next run.
   * Images kept in the media library on purpose (`media_item.kept`: uploaded through the library or
   * described there) stay even when unused.
   * Tickets that expired a day ago without storing anything are forgotten. Answers the hashes removed.
   */
  async removeUnused(): Promise<string[]> {
    const removed = await this.whileCleanupLocked(async () => {
      await this.dataSource.query(
        `DELETE FROM upload_ticket
          WHERE upload_hash IS NULL AND expires_at < now() - make_interval(secs => $1)`,
        [TICKET_KEEP_MS / 1000],
      );
      const candidates = (await this.dataSource.query(
        `SELECT hash FROM upload WHERE uploaded_at < now() - make_interval(secs => $1)`,
        [UPLOAD_ORPHAN_AFTER_MS / 1000],
      )) as { hash: string }[];
      const hashes: string[] = [];
      if (!candidates.length) return hashes;
      const inUse = await this.hashesInUse();
      const kept = await this.media.keptAmong(candidates.map((c) => c.hash));
      for (const { hash } of candidates) {
        if (inUse.has(hash) || kept.has(hash)) continue;
        try {
          if (await this.removeOne(hash, undefined, () => this.stillUnused(hash)))
            hashes.push(hash);
        } catch (err) {
          this.logger.error({ err }, `Could not remove the unused image ${hash}`);
        }
      }
      return hashes;
    });
    return removed ?? [];
  }

  /**
   * Every place that uses an uploaded image, by the image's hash (any variant's URL counts): the
   * public pages (published, then drafts), carousel items, testimonials, newsletter campaigns and
   * the pages' kept revisions, in that order, each place once. What the clean-up spares and the
   * media library shows.
   */
  async imageUses(): Promise<Map<string, MediaUse[]>> {
    const lists = await Promise.all([
      this.pages.imageUses(),
      this.carousels.imageUses(),
      this.testimonials.imageUses(),
      this.campaigns.imageUses(),
      this.revisions.imageUses(),
    ]);
    const byHash = new Map<string, MediaUse[]>();
    const seen = new Set<string>();
    for (const { url, ...use } of lists.flat()) {
      const hash = parseUploadUrl(url)?.hash;
      if (!hash) continue;
      const key = JSON.stringify([hash, use.kind, use.label, use.link, use.alt]);
      if (seen.has(key)) continue;
      seen.add(key);
      const list = byHash.get(hash);
      if (list) list.push(use);
      else byHash.set(hash, [use]);
    }
    return byHash;
  }

  /** The uses of one image (none when nothing uses it). */
  async usesOf(hash: string): Promise<MediaUse[]> {
    return (await this.imageUses()).get(hash) ?? [];
  }

  /**
   * The hashes of the uploads that testimonials, carousel items, the public pages (published, draft
   * and kept revisions) and newsletter campaigns show.
   */
  private async hashesInUse(): Promise<Set<string>> {
    return new Set((await this.imageUses()).keys());
  }

  /**
   * DELETE /api/admin/media/{id}: removes an image nothing but kept revisions uses now, as the
   * clean-up does (its row, its library details with it, its files; 'upload.delete' in the audit
   * trail under `actor`, naming the revisions), whatever its age; those revisions then show the
   * placeholder (PagesService.revision, restore). The uses are looked at again under the image's
   * lock, right before the delete. Answers 'deleted', 'unknown' (no such image) or the uses that
   * keep it.
   */
  async deleteUnused(actor: AuditActor, hash: string): Promise<'deleted' | 'unknown' | MediaUse[]> {
    let blocking: MediaUse[] = [];
    let revisions: MediaUse[] = [];
    const removed = await this.removeOne(
      hash,
      () => ({
        actor,
        detail: revisions.length
          ? `Deleted from the media library. Kept revisions that showed it now show a placeholder: ${[...new Set(revisions.map((use) => use.label))].join('; ')}.`
          : 'Deleted from the media library.',
      }),
      async () => {
        const uses = await this.usesOf(hash);
        blocking = blockingUses(uses);
        revisions = uses.filter((use) => !blocking.includes(use));
        return blocking.length === 0;
      },
    );
    if (removed) return 'deleted';
    if (blocking.length) return blocking;
    return 'unknown';
  }

  /**
   * The clean-up's check under an image's lock: nothing uses it and the library does not keep it.
   * A save that started using it meanwhile held the lock until it committed (MediaService
   * .holdNewImages), so its use is seen here.
   */
  private async stillUnused(hash: string): Promise<boolean> {
    const [uses, kept] = await Promise.all([this.usesOf(hash), this.media.keptAmong([hash])]);
    return uses.length === 0 && kept.size === 0;
  }

  /**
   * Removes one image in its own transaction under its hash's lock (the lock store() takes
   * alone, and every save that starts using an image takes shared): the row (and its library
   * details), an 'upload.delete' entry, then its files, if `stillUnused` says so under the lock.
   * The clean-up's call (no `by`) removes it only when still old (not uploaded again meanwhile);
   * the library's names its actor and the audit detail (`by`, asked under the lock). False when
   * nothing was removed.
   */
  private async removeOne(
    hash: string,
    by: (() => { actor: AuditActor; detail: string }) | undefined,
    stillUnused: () => Promise<boolean>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`upload:${hash}`]);
      if (!(await stillUnused())) return false;
      const how = by?.();
      // Still there (not removed by another run) and, for the clean-up, still old.
      const [rows] = (await m.query(
        how
          ? `DELETE FROM upload WHERE hash = $1 RETURNING hash, width, height`
          : `DELETE FROM upload WHERE hash = $1 AND uploaded_at < now() - make_interval(secs => $2)
             RETURNING hash, width, height`,
        how ? [hash] : [hash, UPLOAD_ORPHAN_AFTER_MS / 1000],
      )) as [{ hash: string; width: number; height: number }[], number];
      if (!rows.length) return false;
      const image = rows[0];
      await this.audit.record(
        {
          actor: how?.actor.user ?? null,
          origin: how?.actor.origin ?? { ipAddress: null, userAgent: null },
          action: 'upload.delete',
          targetType: 'upload',
          targetId: hash,
          targetLabel: `${image.width} × ${image.height} image`,
          detail: how?.detail ?? 'Nothing used it for a day after its upload.',
        },
        m,
      );
      // Last, so that nothing after it can fail and keep the row of files already gone.
      this.renditions.delete(hash);
      await removeFiles(this.storage, variantNames(image));
      return true;
    });
  }
}

/** A stored file's whole content. */
async function bufferOf(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
