import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `csv_cell(text)`: one field of the admin exports' CSV, as `csvCell` (common/csv.ts) writes it:
 * NULL as empty; a value a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) with a single quote in front; quoted, its quotes doubled, when it holds a comma, a
 * double quote or a line break (RFC 4180). PostgreSQL builds the exports' lines with it, so that the
 * app's thread only passes text on (npm run bench:admin).
 */
export class CsvCell1733620000000 implements MigrationInterface {
  name = 'CsvCell1733620000000';

  async up(q: QueryRunner): Promise<void> {
    // One expression, no FROM: PostgreSQL inlines it into the query instead of calling it per cell.
    // The quote in front never adds a character that needs quoting, so the value itself is tested.
    await q.query(`
      CREATE FUNCTION csv_cell(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN strpos(value, '"') > 0 OR strpos(value, ',') > 0
            OR strpos(value, chr(10)) > 0 OR strpos(value, chr(13)) > 0
          THEN '"' || replace(
            CASE WHEN left(value, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || value
              ELSE value END, '"', '""') || '"'
          WHEN left(value, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || value
          ELSE coalesce(value, '')
        END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION csv_cell(text)`);
  }
}
