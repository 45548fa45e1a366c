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
    await q.query(`
      CREATE FUNCTION csv_cell(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN strpos(safe, '"') > 0 OR strpos(safe, ',') > 0
            OR strpos(safe, chr(10)) > 0 OR strpos(safe, chr(13)) > 0
          THEN '"' || replace(safe, '"', '""') || '"'
          ELSE safe END
        FROM (SELECT CASE
          WHEN left(v, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || v
          ELSE v END AS safe
          FROM (SELECT coalesce(value, '') AS v) AS given) AS checked
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION csv_cell(text)`);
  }
}
