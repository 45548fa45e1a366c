import { DataSource } from 'typeorm';
import { runMigrationsLocked, typeormOptions } from '../src/database/typeorm-options';
import { createTestDatabase } from './support/test-app';

/** The footer's words before double opt-in (frontend/src/components/Footer.tsx until issue 23). */
const OLD_FOOTER_WORDING =
  'Practical inclusion insights, event news and new episodes of The MWO Show, delivered once monthly. Unsubscribe at any time.';
const DOUBLE_OPT_IN = 1733640000000;

describe('migration 1733640000000-NewsletterDoubleOptIn: today’s subscribers', () => {
  it('keeps the subscribed as confirmed with single opt-in consent at their subscription time and the wording of the time', async () => {
    const db = await createTestDatabase();
    const ds = await new DataSource(typeormOptions(db.url)).initialize();
    try {
      await runMigrationsLocked(ds);
      // Back to the schema before double opt-in (and before anything that came after it).
      const later: { n: number }[] = await ds.query(
        'SELECT count(*)::int AS n FROM migrations WHERE timestamp >= $1',
        [DOUBLE_OPT_IN],
      );
      for (let i = 0; i < later[0].n; i++) await ds.undoLastMigration();
      await ds.query(
        `INSERT INTO newsletter_subscriber (email, status, unsubscribe_token_hash, subscribed_at, unsubscribed_at)
         VALUES ('kept@example.org', 'subscribed', repeat('a', 64), '2026-03-04T05:06:07Z', NULL),
                ('left@example.org', 'unsubscribed', repeat('b', 64), '2026-01-02T03:04:05Z', '2026-02-01T00:00:00Z')`,
      );

      await runMigrationsLocked(ds);
      const rows = await ds.query(
        `SELECT email, status, consent_source, consent_given_at, consent_confirmed_at, consent_wording,
                unsubscribe_token_hash, unsubscribed_at
           FROM newsletter_subscriber ORDER BY email`,
      );
      expect(rows).toEqual([
        {
          email: 'kept@example.org',
          status: 'confirmed',
          consent_source: 'single-opt-in',
          consent_given_at: new Date('2026-03-04T05:06:07Z'),
          consent_confirmed_at: new Date('2026-03-04T05:06:07Z'),
          consent_wording: OLD_FOOTER_WORDING,
          unsubscribe_token_hash: 'a'.repeat(64), // the welcome's unsubscribe link keeps working
          unsubscribed_at: null,
        },
        {
          email: 'left@example.org',
          status: 'unsubscribed',
          consent_source: 'single-opt-in',
          consent_given_at: new Date('2026-01-02T03:04:05Z'),
          consent_confirmed_at: null,
          consent_wording: OLD_FOOTER_WORDING,
          unsubscribe_token_hash: 'b'.repeat(64),
          unsubscribed_at: new Date('2026-02-01T00:00:00Z'),
        },
      ]);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
