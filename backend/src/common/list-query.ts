import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX } from '@bb/shared/admin';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { cleanLine, MaxChars } from './form-fields';

/**
 * The query of the admin panel's lists (`?page=&pageSize=&search=&sort=&order=` and each list's
 * filters): one set of rules, so that every list refuses a bad value with the same 400 texts, and the
 * SQL pieces every list needs (a LIKE pattern, a page, batches for an export).
 */

/**
 * A query value: control characters removed (PostgreSQL refuses NUL), white space collapsed, trimmed;
 * blank means "not given"; anything else (a repeated parameter) stays for the rules to refuse.
 */
export const QueryText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = cleanLine(value);
    return cleaned === '' ? undefined : cleaned;
  });

/**
 * A query value matched exactly (an audit actor, a code): trimmed, blank means "not given"; control
 * characters stay, so that a NUL is refused with a 400 naming the field instead of being cleaned.
 */
export const QueryTrimmed = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** A whole number in the query: a string of digits becomes its number; anything else stays for the rules. */
export const QueryNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : value;
  });

const n = (value: number) => value.toLocaleString('en-US');
export const PAGE_MESSAGE = `Page must be a whole number from 1 to ${n(LIST_PAGE_MAX)}.`;
export const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${LIST_PAGE_SIZE_MAX}.`;
export const SEARCH_MESSAGE = `Search must be at most ${LIST_SEARCH_MAX} characters.`;

/** `?search=`: optional text, at most LIST_SEARCH_MAX characters. */
export const SearchParam = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: LIST_SEARCH_MAX, description }),
    QueryText(),
    IsOptional(),
    IsString({ message: 'Search must be text.' }),
    MaxChars(LIST_SEARCH_MAX, { message: SEARCH_MESSAGE }),
  );

/** An optional choice among `values` (a filter or a sort key); `label` names it in the 400. */
export const ChoiceParam = (
  label: string,
  values: readonly string[],
  fallback: string,
  description?: string,
) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, default: fallback, description }),
    QueryText(),
    IsOptional(),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` }),
  );

/**
 * An optional whole number from 1 to `max` in the query (a page, a page size): `message` is the 400
 * for any other value; `doc` adds the default and a description to what Swagger shows.
 */
export const WholeNumberParam = (
  max: number,
  message: string,
  doc: { default?: number; description?: string } = {},
) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, ...doc }),
    QueryNumber(),
    IsOptional(),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );

/** `?page=&pageSize=`, for every paged list. Without them a list answers its first page. */
export class PageQueryDto {
  @WholeNumberParam(LIST_PAGE_MAX, PAGE_MESSAGE, { default: 1 })
  page?: number;

  @WholeNumberParam(LIST_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
  pageSize?: number;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Narrows `qb` to rows where any of `columns` (SQL expressions) contains `search`, without regard to
 * case. Nothing is added for an empty search.
 */
export function whereContains<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  columns: readonly string[],
  search: string | undefined,
): SelectQueryBuilder<T> {
  if (!search) return qb;
  const condition = columns.map((c) => `${c} ILIKE :searchPattern ESCAPE '\\'`).join(' OR ');
  return qb.andWhere(`(${condition})`, { searchPattern: `%${likeEscaped(search)}%` });
}

/** The page asked for: 1-based number and size (the list's default size when none is given). */
export function pageOf(query: PageQueryDto, defaultSize: number) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * How many rows an export reads at a time (each batch is one indexed query and one write). Turning a
 * batch into entities and CSV holds the event loop for about 10 ms per 250 rows on this hardware; a
 * visitor's request arriving meanwhile waits that long, so batches stay small (npm run bench:admin).
 */
export const EXPORT_BATCH_SIZE = 250;

/** Where a batch of an export ends: the last row's stored time (as text) and id. */
type BatchCursor = { createdAt: string; id: string };

/**
 * Makes `qb` the next batch: newest first on (the date, id), at most `batchSize` rows, starting
 * after `after` (the first batch when null). Answers the two columns' qualified names.
 */
function nextBatch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  dateProperty: string,
  batchSize: number,
  after: BatchCursor | null,
): { createdAt: string; id: string } {
  const metadata = qb.expressionMap.mainAlias!.metadata;
  const column = (property: string) =>
    `"${alias}"."${metadata.findColumnWithPropertyName(property)!.databaseName}"`;
  const [createdAt, id] = [column(dateProperty), column('id')];
  qb.orderBy(createdAt, 'DESC').addOrderBy(id, 'DESC').limit(batchSize);
  if (after)
    qb.andWhere(`(${createdAt}, ${id}) < (CAST(:afterCreatedAt AS timestamptz), :afterId)`, {
      afterCreatedAt: after.createdAt,
      afterId: after.id,
    });
  return { createdAt, id };
}

/**
 * Every row `query()` matches, in batches of EXPORT_BATCH_SIZE, newest first, read page by page on
 * (the date, id): each batch starts after the last row of the one before (its stored time read as
 * text, so no microsecond is lost to a JavaScript Date), so a long export costs one indexed query per
 * batch, and rows added meanwhile neither repeat nor shift others out. `query()` must answer a fresh
 * builder without joins whose main alias is `alias` and whose entity has an `id` and the date
 * column `dateProperty` (`createdAt` unless said); its own ORDER BY is replaced.
 */
export async function* newestFirstBatches<T extends ObjectLiteral>(
  query: () => SelectQueryBuilder<T>,
  alias: string,
  { batchSize = EXPORT_BATCH_SIZE, dateProperty = 'createdAt' } = {},
): AsyncGenerator<T[]> {
  let after: BatchCursor | null = null;
  for (;;) {
    const qb = query();
    const { createdAt } = nextBatch(qb, alias, dateProperty, batchSize, after);
    qb.addSelect(`${createdAt}::text`, 'batch_cursor');
    const { entities, raw } = await qb.getRawAndEntities<{ batch_cursor: string }>();
    if (entities.length > 0) yield entities;
    if (entities.length < batchSize) return;
    const last = entities[entities.length - 1] as unknown as { id: string };
    after = { createdAt: raw[raw.length - 1].batch_cursor, id: last.id };
  }
}

/** 'MMM d, yyyy' of a timestamp column in UTC (or of a date column), in SQL, as formatCreatedDate. */
export function csvDateSql(column: string, { date = false } = {}): string {
  return `to_char(${date ? column : `(${column} AT TIME ZONE 'UTC')`}, 'Mon FMDD, YYYY')`;
}

/**
 * How many rows one batch of an export written by PostgreSQL holds (newestFirstCsvLines). Each batch
 * is one query, and each query costs the app's thread a socket write that, on this hardware, is the
 * largest single cost of an export (npm run bench:admin's CPU profile); the app's share of a batch
 * is decoding one text value and writing it, so batches can be larger than EXPORT_BATCH_SIZE.
 */
export const CSV_LINES_BATCH_SIZE = 1000;

/**
 * Every row `query()` matches as CSV text, batch by batch, newest first (as newestFirstBatches
 * reads them): PostgreSQL builds each row's line from `cells` (SQL text expressions, one per column,
 * each written by csv_cell) with its CRLF and joins a batch's lines into one text value
 * (string_agg), so the app's thread reads one row per batch and only writes it out. Each batch is
 * one indexed query.
 */
export async function* newestFirstCsvLines<T extends ObjectLiteral>(
  query: () => SelectQueryBuilder<T>,
  alias: string,
  cells: readonly string[],
  { batchSize = CSV_LINES_BATCH_SIZE, dateProperty = 'createdAt' } = {},
): AsyncGenerator<string> {
  const line = `concat(${cells.map((cell) => `csv_cell((${cell})::text)`).join(", ',', ")}, E'\\r\\n')`;
  let after: BatchCursor | null = null;
  for (;;) {
    const qb = query();
    const { createdAt, id } = nextBatch(qb, alias, dateProperty, batchSize, after);
    qb.select(line, 'line')
      .addSelect(`${createdAt}::text`, 'batch_cursor')
      .addSelect(`${id}`, 'batch_id')
      .addSelect(`row_number() OVER (ORDER BY ${createdAt} DESC, ${id} DESC)`, 'batch_row');
    const [sql, parameters] = qb.getQueryAndParameters();
    const [batch] = (await qb.connection.query(
      `SELECT string_agg(b.line, '' ORDER BY b.batch_row) AS text, count(*)::int AS rows,
              (array_agg(b.batch_cursor ORDER BY b.batch_row DESC))[1] AS batch_cursor,
              (array_agg(b.batch_id ORDER BY b.batch_row DESC))[1]::text AS batch_id
         FROM (${sql}) b`,
      parameters,
    )) as { text: string | null; rows: number; batch_cursor: string; batch_id: string }[];
    if (batch.rows > 0) yield batch.text ?? '';
    if (batch.rows < batchSize) return;
    after = { createdAt: batch.batch_cursor, id: batch.batch_id };
  }
}
