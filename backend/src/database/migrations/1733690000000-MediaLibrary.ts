import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['media.update'];

/**
 * The media library (issue 24 part 3): one `media_item` row per `upload` row, owned by MediaModule,
 * with what the library knows of the image besides its files (original file name, default alt
 * text, uploader, focal point, kept on purpose) and copies of the upload's size, stored bytes and
 * last upload time, so that the library's list is a query of this table alone. Every stored upload
 * upserts its row; existing uploads get theirs here. Removed with the upload (ON DELETE CASCADE).
 *
 * A changed alt text or focal point changes public answers (a carousel item without its own alt
 * text shows the library's), so those changes bump the public content version like the content
 * tables' (1733300000000-PublicContentVersion).
 */
export class MediaLibrary1733690000000 implements MigrationInterface {
  name = 'MediaLibrary1733690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media_item" (
      "hash" varchar(32) NOT NULL,
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "stored_bytes" bigint NOT NULL,
      "uploaded_at" timestamptz NOT NULL DEFAULT now(),
      "file_name" varchar(255),
      "alt_text" varchar(300),
      "uploaded_by_id" uuid,
      "uploaded_by_name" varchar(60),
      "focal_x" real NOT NULL DEFAULT '0.5',
      "focal_y" real NOT NULL DEFAULT '0.5',
      "kept" boolean NOT NULL DEFAULT false,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_media_item" PRIMARY KEY ("hash"),
      CONSTRAINT "FK_media_item_upload" FOREIGN KEY ("hash") REFERENCES "upload"("hash") ON DELETE CASCADE,
      CONSTRAINT "CHK_media_item_focal_x" CHECK ("focal_x" >= 0 AND "focal_x" <= 1),
      CONSTRAINT "CHK_media_item_focal_y" CHECK ("focal_y" >= 0 AND "focal_y" <= 1)
    )`);
    await q.query(`INSERT INTO "media_item" ("hash", "width", "height", "stored_bytes", "uploaded_at")
      SELECT "hash", "width", "height", "stored_bytes", "uploaded_at" FROM "upload"`);
    await q.query(`CREATE INDEX "IDX_media_item_kept" ON "media_item" ("hash") WHERE "kept"`);
    // The list's orders (newest/oldest first, by file name) and its search (ILIKE '%…%').
    await q.query(
      `CREATE INDEX "IDX_media_item_uploaded_at_hash" ON "media_item" ("uploaded_at" DESC, "hash")`,
    );
    await q.query(
      `CREATE INDEX "IDX_media_item_file_name_lower" ON "media_item" (lower("file_name"), "hash")`,
    );
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX "IDX_media_item_file_name_trgm" ON "media_item" USING gin ("file_name" gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX "IDX_media_item_alt_text_trgm" ON "media_item" USING gin ("alt_text" gin_trgm_ops)`,
    );
    // Row-level with a condition (an upload of the same bytes updates uploaded_at: not public);
    // a deleted row needs nothing: only an unused image is ever deleted.
    await q.query(`
      CREATE TRIGGER media_item_defaults_changed AFTER UPDATE ON media_item
        FOR EACH ROW WHEN (OLD.alt_text IS DISTINCT FROM NEW.alt_text
          OR OLD.focal_x IS DISTINCT FROM NEW.focal_x OR OLD.focal_y IS DISTINCT FROM NEW.focal_y)
        EXECUTE FUNCTION public_content_changed()`);
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`DROP TABLE "media_item"`);
  }
}
