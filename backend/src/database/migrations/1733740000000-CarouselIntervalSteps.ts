import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A carousel's slide interval is a whole number of half seconds (spec 001: "minimum 1000 ms, step
 * 500"; issue 44): the admin form takes seconds in steps of 0.5 and the API refuses anything else.
 * An interval stored before (6700 ms was accepted) becomes the nearest half second, at least one
 * second, and the check holds the rule from now on.
 */
export class CarouselIntervalSteps1733740000000 implements MigrationInterface {
  name = 'CarouselIntervalSteps1733740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "carousel_config" SET "interval_ms" = GREATEST(1000, round("interval_ms" / 500.0)::int * 500)
        WHERE "interval_ms" % 500 <> 0`,
    );
    await q.query(
      `ALTER TABLE "carousel_config" DROP CONSTRAINT "CHK_carousel_config_interval_ms"`,
    );
    await q.query(
      `ALTER TABLE "carousel_config" ADD CONSTRAINT "CHK_carousel_config_interval_ms"
        CHECK ("interval_ms" >= 1000 AND "interval_ms" % 500 = 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "carousel_config" DROP CONSTRAINT "CHK_carousel_config_interval_ms"`,
    );
    await q.query(
      `ALTER TABLE "carousel_config" ADD CONSTRAINT "CHK_carousel_config_interval_ms"
        CHECK ("interval_ms" >= 1000)`,
    );
  }
}
