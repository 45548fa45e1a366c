import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['media.update'];

/**
 * The media library (issue 24 part 3): what the library knows of an uploaded image besides its
 * files (original file name, default alt text, uploader, focal point, kept on purpose) lives in
 * `media_item`, owned by MediaModule, one row per `upload` row at most (created lazily on the
 * first upload that carries a file name or on the first PATCH), removed with its upload.
 */
export class MediaLibrary1733690000000 implements MigrationInterface {
  name = 'MediaLibrary1733690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media_item" (
      "hash" varchar(32) NOT NULL,
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
    await q.query(
      `CREATE INDEX "IDX_media_item_kept" ON "media_item" ("hash") WHERE "kept"`,
    );
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
    await q.query(`DROP TABLE "media_item"`);
  }
}
