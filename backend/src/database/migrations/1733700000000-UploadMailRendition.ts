import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images in e-mail (issue 44): an upload's mail rendition, a JPEG or (with transparency) a PNG made
 * the first time a mail shows the image, is stored beside its variants; `mail_format` says that it
 * exists and which it is (null: not made yet, as for every image uploaded before).
 */
export class UploadMailRendition1733700000000 implements MigrationInterface {
  name = 'UploadMailRendition1733700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD "mail_format" varchar(3)`);
    await q.query(
      `ALTER TABLE "upload" ADD CONSTRAINT "CHK_upload_mail_format" CHECK ("mail_format" IN ('jpg', 'png'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" DROP CONSTRAINT "CHK_upload_mail_format"`);
    await q.query(`ALTER TABLE "upload" DROP COLUMN "mail_format"`);
  }
}
