import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin testimonials list pages on the server (issue 20): newest first with id as tie-breaker,
 * optionally by status; its export reads batches on (created_at, id).
 */
export class TestimonialListIndexes1733540000000 implements MigrationInterface {
  name = 'TestimonialListIndexes1733540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_testimonial_created_at_id" ON "testimonial" ("created_at", "id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_testimonial_is_published_created_at_id" ON "testimonial" ("is_published", "created_at", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_testimonial_is_published_created_at_id"`);
    await q.query(`DROP INDEX "IDX_testimonial_created_at_id"`);
  }
}
