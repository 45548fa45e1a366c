import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables the public read answers (GET /api/testimonials, GET /api/carousel/:slug) are made of. */
const PUBLIC_CONTENT_TABLES = ['testimonial', 'carousel_item', 'carousel_config'];

/**
 * The version of the public content: one row whose token changes, in the same transaction, with every
 * row added to, changed in or removed from one of PUBLIC_CONTENT_TABLES, and when one is emptied
 * (triggers, so the admin API, the command line, the sample content and a hand-written UPDATE are all
 * caught; a statement that changes nothing changes no token). Each instance's cache of
 * the public answers (public-answer-cache/public-answers.ts) serves an answer only while this token is the one it
 * was read with. A random token rather than a counter: a database created anew never repeats one.
 */
export class PublicContentVersion1733300000000 implements MigrationInterface {
  name = 'PublicContentVersion1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public_content_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        token uuid NOT NULL DEFAULT gen_random_uuid()
      )`);
    await q.query(`INSERT INTO public_content_version DEFAULT VALUES`);
    await q.query(`
      CREATE FUNCTION public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_content_version SET token = gen_random_uuid();
        RETURN NULL;
      END
      $$`);
    for (const table of PUBLIC_CONTENT_TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_rows_added_or_removed AFTER INSERT OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION public_content_changed()`);
      await q.query(`
        CREATE TRIGGER ${table}_rows_changed AFTER UPDATE ON ${table}
          FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public_content_changed()`);
      await q.query(`
        CREATE TRIGGER ${table}_emptied AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of PUBLIC_CONTENT_TABLES)
      for (const trigger of ['rows_added_or_removed', 'rows_changed', 'emptied'])
        await q.query(`DROP TRIGGER ${table}_${trigger} ON ${table}`);
    await q.query(`DROP FUNCTION public_content_changed()`);
    await q.query(`DROP TABLE public_content_version`);
  }
}
