import { DataSource } from 'typeorm';
import { csvCell, formatCreatedDate } from '../src/common/csv';
import { csvDateSql } from '../src/common/list-query';
import { runMigrationsLocked, typeormOptions } from '../src/database/typeorm-options';
import { createTestDatabase } from './support/test-app';

// The exports' lines are built by PostgreSQL (csv_cell, csvDateSql): they must be exactly what the
// JavaScript writer (csvCell, formatCreatedDate) makes of the same values.

const VALUES = [
  '',
  'plain',
  'with, comma',
  'with "quotes"',
  '"',
  'line\nbreak',
  'carriage\rreturn',
  'crlf\r\nend',
  '=SUM(A1)',
  '+1 555',
  '-5',
  '@handle',
  '\tTabbed',
  '\rStarts with CR',
  '=HYPERLINK("http://x", "y, z")',
  "it's",
  'Zoë Müller — 日本語 ✓',
  ' spaced ',
  'a=b',
];

describe('the exports\u2019 CSV cells written by PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await new DataSource(typeormOptions(db.url)).initialize();
    await runMigrationsLocked(ds);
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('csv_cell writes every value as csvCell does, and NULL as empty', async () => {
    const rows: { cell: string }[] = await ds.query(
      'SELECT csv_cell(v) AS cell FROM unnest($1::text[]) WITH ORDINALITY AS t(v, n) ORDER BY n',
      [VALUES],
    );
    expect(rows.map((r) => r.cell)).toEqual(VALUES.map(csvCell));
    const [nullCell] = await ds.query('SELECT csv_cell(NULL) AS cell');
    expect(nullCell.cell).toBe('');
  });

  it("csvDateSql writes 'MMM d, yyyy' in UTC as formatCreatedDate does", async () => {
    const instants = [
      '2025-01-05T23:59:59.999Z',
      '2025-01-06T00:00:00Z',
      '2024-02-29T12:00:00Z',
      '2030-12-31T23:30:00Z',
      '1999-09-09T09:09:09Z',
    ];
    const rows: { day: string }[] = await ds.query(
      `SELECT ${csvDateSql('v')} AS day FROM unnest($1::timestamptz[]) WITH ORDINALITY AS t(v, n) ORDER BY n`,
      [instants],
    );
    expect(rows.map((r) => r.day)).toEqual(instants.map((i) => formatCreatedDate(new Date(i))));
    const [onDate] = await ds.query(
      `SELECT ${csvDateSql(`'2026-03-07'::date`, { date: true })} AS day`,
    );
    expect(onDate.day).toBe('Mar 7, 2026');
  });
});
