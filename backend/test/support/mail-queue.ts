import type { DataSource } from 'typeorm';
import { MAIL_QUEUES } from '../../src/mail/mail-classes';

/**
 * The subjects of every message ever queued for `to` (waiting, sent or failed), oldest first.
 *
 * Mail is queued in the database transaction of what it announces (mail.service.ts): once a request
 * has been answered, everything it will ever send is in this table. "Nothing was e-mailed" is
 * therefore asserted here at once, instead of waiting a while to see that the SMTP server received
 * nothing. (Finished jobs are archived after an hour, long after any test.)
 */
export async function queuedSubjects(dataSource: DataSource, to: string): Promise<string[]> {
  const rows = (await dataSource.query(
    `SELECT data->>'subject' AS subject FROM pgboss.job
      WHERE name = ANY($1) AND lower(data->>'to') = lower($2) ORDER BY created_on, id`,
    [Object.values(MAIL_QUEUES), to],
  )) as { subject: string }[];
  return rows.map((r) => r.subject);
}

/** How many messages were ever queued, to anyone. */
export async function queuedCount(dataSource: DataSource): Promise<number> {
  const [{ n }] = (await dataSource.query(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1)`,
    [Object.values(MAIL_QUEUES)],
  )) as { n: number }[];
  return n;
}
