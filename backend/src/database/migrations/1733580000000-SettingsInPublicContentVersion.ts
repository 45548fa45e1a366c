import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site-wide settings join the public content (1733300000000-PublicContentVersion): GET /api/site
 * and GET /api/coming-soon-status are public answers kept in memory too, so any change to a row of
 * `setting` (by the admin API, the coming-soon command, or by hand) changes the content version in
 * the same transaction. Settings change rarely (an administrator saving Settings or Content), so a
 * change of any key renews every public answer rather than telling keys apart.
 */
export class SettingsInPublicContentVersion1733580000000 implements MigrationInterface {
  name = 'SettingsInPublicContentVersion1733580000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TRIGGER setting_rows_added_or_removed AFTER INSERT OR DELETE ON setting
        FOR EACH ROW EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER setting_rows_changed AFTER UPDATE ON setting
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER setting_emptied AFTER TRUNCATE ON setting
        FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const trigger of ['rows_added_or_removed', 'rows_changed', 'emptied'])
      await q.query(`DROP TRIGGER setting_${trigger} ON setting`);
  }
}
