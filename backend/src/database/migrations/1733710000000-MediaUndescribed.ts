import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library's "Needs a description" filter (issue 44): the images without the library's
 * alt text, newest first, one index range however large the library.
 */
export class MediaUndescribed1733710000000 implements MigrationInterface {
  name = 'MediaUndescribed1733710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_media_item_undescribed" ON "media_item" ("uploaded_at" DESC, "hash")
         WHERE "alt_text" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_media_item_undescribed"`);
  }
}
