import { MigrationInterface, QueryRunner } from 'typeorm';

/** A campaign row that the public archive shows (/newsletter): published and sent. */
const ARCHIVED = (row: 'OLD' | 'NEW') => `(${row}.published AND ${row}.state = 'sent')`;

/** The columns the archive's pages show or select by. */
const SHOWN = ['published', 'state', 'slug', 'subject', 'preview_text', 'body'];

/**
 * The newsletter archive joins the public content (1733300000000-PublicContentVersion): the server
 * renders /newsletter and /newsletter/{slug} from the campaigns and keeps the pages while the content
 * version holds (backend/src/spa/newsletter-archive.ts). So the version changes, in the same
 * transaction, when a campaign enters or leaves the archive (published, unpublished, sent, removed)
 * or an archived one's shown columns change; a draft's saves and a send's progress (counters,
 * cursors, timestamps) change nothing, so composing and sending do not renew every public answer.
 */
export class NewsletterArchiveVersion1733660000000 implements MigrationInterface {
  name = 'NewsletterArchiveVersion1733660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TRIGGER newsletter_campaign_archived_added AFTER INSERT ON newsletter_campaign
        FOR EACH ROW WHEN ${ARCHIVED('NEW')} EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER newsletter_campaign_archived_removed AFTER DELETE ON newsletter_campaign
        FOR EACH ROW WHEN ${ARCHIVED('OLD')} EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER newsletter_campaign_archived_changed AFTER UPDATE ON newsletter_campaign
        FOR EACH ROW WHEN ((${ARCHIVED('OLD')} OR ${ARCHIVED('NEW')}) AND (${SHOWN.map(
          (column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`,
        ).join(' OR ')}))
        EXECUTE FUNCTION public_content_changed()`);
    await q.query(`
      CREATE TRIGGER newsletter_campaign_emptied AFTER TRUNCATE ON newsletter_campaign
        FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const trigger of ['archived_added', 'archived_removed', 'archived_changed', 'emptied'])
      await q.query(`DROP TRIGGER newsletter_campaign_${trigger} ON newsletter_campaign`);
  }
}
