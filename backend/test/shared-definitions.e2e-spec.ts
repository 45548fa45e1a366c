import {
  CAROUSEL_SLUGS,
  MIN_CAROUSEL_INTERVAL_MS,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  TESTIMONIAL_TITLE_MAX,
} from '@bb/shared/content';
import {
  ATTENDEE_COUNT_MAX,
  ATTENDEE_COUNT_MIN,
  CONTACT_MESSAGE_STATUSES,
  EVENT_TYPES,
  INQUIRY_TYPES,
  SPEAKING_BUDGETS,
  SPEAKING_REQUEST_STATUSES,
} from '@bb/shared/inquiries';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MEMBER_MESSAGE_TYPES,
} from '@bb/shared/member';
import { PARTNERSHIP_STATUSES, PARTNERSHIP_TYPES } from '@bb/shared/partnerships';
import { USERNAME_MAX } from '@bb/shared/accounts';
import { CAROUSEL_INTERVAL_STEP_MS } from '@bb/shared/admin-content';
import { DataSource } from 'typeorm';
import { runMigrationsLocked, typeormOptions } from '../src/database/typeorm-options';
import { createTestDatabase } from './support/test-app';

/**
 * The codes, labels and limits of `@bb/shared` are the one definition the API and the frontend use;
 * the database, built by migrations that are written by hand, must agree with them: every CHECK list
 * holds exactly the shared codes, every bound is the shared bound, every column is as long as the
 * shared limit.
 */
describe('the database agrees with the shared definitions (@bb/shared)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    ds = await new DataSource(typeormOptions(db.url)).initialize();
    await runMigrationsLocked(ds);
  });
  afterAll(async () => {
    await ds.destroy();
    await drop();
  });

  /** The text of a CHECK constraint as PostgreSQL holds it. */
  async function check(name: string): Promise<string> {
    const rows: { def: string }[] = await ds.query(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1 AND contype = 'c'`,
      [name],
    );
    if (rows.length !== 1) throw new Error(`No CHECK constraint ${name}`);
    return rows[0].def;
  }

  /** The quoted codes of an IN (...) check, in any order. */
  const codesOf = (def: string) => [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]).sort();
  /** The numbers of a check's definition. */
  const numbersOf = (def: string) => [...def.matchAll(/\b\d+\b/g)].map((m) => Number(m[0]));

  it.each([
    ['CHK_contact_message_inquiry_type', INQUIRY_TYPES],
    ['CHK_contact_message_status', CONTACT_MESSAGE_STATUSES],
    ['CHK_speaking_request_event_type', EVENT_TYPES],
    ['CHK_speaking_request_budget', SPEAKING_BUDGETS],
    ['CHK_speaking_request_status', SPEAKING_REQUEST_STATUSES],
    ['CHK_corporate_partnership_type', PARTNERSHIP_TYPES],
    ['CHK_corporate_partnership_status', PARTNERSHIP_STATUSES],
    ['CHK_member_message_type', MEMBER_MESSAGE_TYPES],
    ['CHK_carousel_item_slug', CAROUSEL_SLUGS],
    ['CHK_carousel_config_slug', CAROUSEL_SLUGS],
  ])('%s allows exactly the shared codes', async (name, codes) => {
    expect(codesOf(await check(name))).toEqual([...codes].sort());
  });

  it.each([
    ['CHK_contact_message_message_length', [MESSAGE_MAX]],
    ['CHK_speaking_request_message_length', [MESSAGE_MAX]],
    ['CHK_speaking_request_attendee_count', [ATTENDEE_COUNT_MIN, ATTENDEE_COUNT_MAX]],
    ['CHK_member_message_body_length', [MEMBER_MESSAGE_BODY_MAX]],
    ['CHK_testimonial_rating', [TESTIMONIAL_RATING_MIN, TESTIMONIAL_RATING_MAX]],
    ['CHK_testimonial_content_length', [TESTIMONIAL_CONTENT_MAX]],
    // At least the minimum, in whole steps (interval_ms % 500 = 0).
    ['CHK_carousel_config_interval_ms', [MIN_CAROUSEL_INTERVAL_MS, CAROUSEL_INTERVAL_STEP_MS, 0]],
  ])('%s has the shared bounds', async (name, bounds) => {
    expect(numbersOf(await check(name))).toEqual(bounds);
  });

  it('every text column is exactly as long as its shared limit', async () => {
    const expected: [string, string, number][] = [
      ['contact_message', 'name', NAME_MAX],
      ['contact_message', 'email', EMAIL_MAX],
      ['contact_message', 'company', NAME_MAX],
      ['speaking_request', 'contact_name', NAME_MAX],
      ['speaking_request', 'email', EMAIL_MAX],
      ['speaking_request', 'company', NAME_MAX],
      ['corporate_partnership', 'company_name', NAME_MAX],
      ['corporate_partnership', 'contact_name', NAME_MAX],
      ['corporate_partnership', 'email', EMAIL_MAX],
      ['member_message', 'subject', MEMBER_MESSAGE_SUBJECT_MAX],
      ['app_user', 'username', USERNAME_MAX],
      ['app_user', 'email', EMAIL_MAX],
      ['newsletter_subscriber', 'email', EMAIL_MAX],
      ['testimonial', 'name', TESTIMONIAL_NAME_MAX],
      ['testimonial', 'title', TESTIMONIAL_TITLE_MAX],
      ['testimonial', 'company', TESTIMONIAL_COMPANY_MAX],
    ];
    const rows: { table_name: string; column_name: string; n: number }[] = await ds.query(
      `SELECT table_name, column_name, character_maximum_length AS n FROM information_schema.columns
        WHERE table_schema = 'public' AND character_maximum_length IS NOT NULL`,
    );
    const actual = expected.map(([table, column]) => [
      table,
      column,
      rows.find((r) => r.table_name === table && r.column_name === column)?.n,
    ]);
    expect(actual).toEqual(expected);
  });
});
