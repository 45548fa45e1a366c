import {
  INBOX_ALL,
  INBOX_ARCHIVED_VIEW,
  INBOX_ASSIGNEE_ME,
  INBOX_ASSIGNEE_NONE,
  INBOX_DEFAULT_PAGE_SIZE,
  INBOX_POSSIBLE_SPAM,
  type InboxCounts,
  type InboxPage,
} from '@bb/shared/admin';
import { NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { streamCsvDownload, streamCsvTextDownload } from './csv';
import { newestFirstBatches, newestFirstCsvLines, pageOf, whereContains } from './list-query';

/**
 * The paged list and the CSV export of an inquiry inbox (speaking requests, partnership inquiries,
 * contact messages): one implementation driven by a description of the kind (InboxKind). The module
 * that owns the kind's table describes it and hands over a query builder from its own repository,
 * so this file reads no table by itself.
 */

/** The filters of an inbox's list and export. */
export interface InboxFilters {
  search?: string;
  /**
   * INBOX_ALL (or nothing), one of the kind's statuses, or one of its `views`: the inquiries not
   * archived; INBOX_ARCHIVED_VIEW: the archived ones (and a kind's own 'archived' status).
   */
  status?: string;
  /** INBOX_ASSIGNEE_NONE, or an administrator's id (`me` is resolved by withAssignee). */
  assignee?: string;
  /** INBOX_POSSIBLE_SPAM: only the inquiries sent from an address marked as spam. */
  spam?: string;
  /** The kind's other filters, by query parameter (e.g. the contact messages' `type`). */
  [filter: string]: string | number | undefined;
}

export interface InboxQuery extends InboxFilters {
  page?: number;
  pageSize?: number;
}

/** How an inbox's CSV export reads. */
export type InboxExport<E extends ObjectLiteral> = {
  fileName: (date: string) => string;
  header: readonly string[];
} & (
  | {
      /**
       * The cells of a batch's rows, in JavaScript, a batch at a time (so that what they need from
       * elsewhere, such as the assignees' names, is read once per batch).
       */
      rows: (batch: E[]) => Promise<string[][]>;
    }
  | {
      /**
       * The row's cells as SQL text expressions on the kind's alias (and on what `join` adds), made
       * into CSV by PostgreSQL.
       */
      cells: readonly string[];
      /** Adds to the export's query the tables its cells read besides the kind's (the list reads none). */
      join?: (qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E>;
    }
);

/**
 * The filters with `?assignee=me` made the id of the administrator asking (the three inboxes'
 * list and export routes).
 */
export function withAssignee<F extends InboxFilters>(filters: F, userId: string): F {
  return filters.assignee === INBOX_ASSIGNEE_ME ? { ...filters, assignee: userId } : filters;
}

/**
 * What the inbox needs to know about a kind of inquiry. Every kind's table has the triage columns
 * (`assignee_id`, `archived_at`, `spam`: inquiry-triage.service.ts).
 */
export interface InboxKind<E extends ObjectLiteral, Item, S extends string> {
  /** A fresh query builder over the kind's table, from its owner's repository, without joins. */
  query: () => SelectQueryBuilder<E>;
  /** The builder's main alias. */
  alias: string;
  /** SQL expressions `?search=` looks in (any of them contains the text, without regard to case). */
  searchColumns: readonly string[];
  /** The status column, in SQL, and the statuses it takes (a count card each). */
  statusColumn: string;
  statuses: readonly S[];
  /** Named views of the status filter besides INBOX_ALL and the statuses: name → SQL condition. */
  views?: Readonly<Record<string, string>>;
  /** The SQL condition of "Possible spam" on the builder's alias (possibleSpamSql). */
  possibleSpam: string;
  /** The kind's other equality filters: query parameter → SQL column. */
  filters?: Readonly<Record<string, string>>;
  /** The list's order (SQL expression, direction); the id, descending, breaks ties. */
  order: readonly (readonly [string, 'ASC' | 'DESC'])[];
  /** The page's rows as the API shows them (anything they carry is computed for these rows only). */
  toItems: (rows: E[]) => Promise<Item[]>;
  export: InboxExport<E>;
}

/** Builds `<column>`'s label in SQL from a code → label map (so a search finds 'Keynote' too). */
export function labelSql(column: string, labels: Readonly<Record<string, string>>): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const cases = Object.entries(labels)
    .map(([code, label]) => `WHEN ${quote(code)} THEN ${quote(label)}`)
    .join(' ');
  return `(CASE ${column} ${cases} ELSE ${column} END)`;
}

/** The rows of `kind` matching the filters, unordered. */
function matching<E extends ObjectLiteral, Item, S extends string>(
  kind: InboxKind<E, Item, S>,
  filters: InboxFilters,
): SelectQueryBuilder<E> {
  const qb = whereContains(kind.query(), kind.searchColumns, filters.search);
  const status = filters.status;
  const archivedAt = `"${kind.alias}"."archived_at"`;
  if (status === INBOX_ARCHIVED_VIEW) {
    // A kind whose own statuses include 'archived' (contact messages) shows those too.
    qb.andWhere(
      (kind.statuses as readonly string[]).includes(INBOX_ARCHIVED_VIEW)
        ? `(${archivedAt} IS NOT NULL OR ${kind.statusColumn} = :inboxArchived)`
        : `${archivedAt} IS NOT NULL`,
      { inboxArchived: INBOX_ARCHIVED_VIEW },
    );
  } else qb.andWhere(`${archivedAt} IS NULL`);
  if (status && status !== INBOX_ALL && status !== INBOX_ARCHIVED_VIEW) {
    const view = kind.views?.[status];
    if (view) qb.andWhere(`(${view})`);
    else qb.andWhere(`${kind.statusColumn} = :inboxStatus`, { inboxStatus: status });
  }
  const assignee = filters.assignee;
  if (assignee === INBOX_ASSIGNEE_NONE) qb.andWhere(`"${kind.alias}"."assignee_id" IS NULL`);
  else if (assignee)
    qb.andWhere(`"${kind.alias}"."assignee_id" = :inboxAssignee`, { inboxAssignee: assignee });
  if (filters.spam === INBOX_POSSIBLE_SPAM) qb.andWhere(kind.possibleSpam);
  for (const [param, column] of Object.entries(kind.filters ?? {})) {
    const value = filters[param];
    if (value !== undefined && value !== '')
      qb.andWhere(`${column} = :inboxFilter_${param}`, { [`inboxFilter_${param}`]: value });
  }
  return qb;
}

/** The count cards: every row not archived and each status's, in one query over the whole table. */
async function countsOf<E extends ObjectLiteral, Item, S extends string>(
  kind: InboxKind<E, Item, S>,
): Promise<InboxCounts<S>> {
  const qb = kind
    .query()
    .select('count(*)::int', 'total')
    .where(`"${kind.alias}"."archived_at" IS NULL`);
  kind.statuses.forEach((status, i) =>
    qb
      .addSelect(`count(*) FILTER (WHERE ${kind.statusColumn} = :countStatus${i})::int`, `s${i}`)
      .setParameter(`countStatus${i}`, status),
  );
  const raw = (await qb.getRawOne<Record<string, number>>())!;
  const byStatus = Object.fromEntries(kind.statuses.map((s, i) => [s, raw[`s${i}`]])) as Record<
    S,
    number
  >;
  return { total: raw.total, byStatus };
}

/**
 * One page of the inbox (the first, INBOX_DEFAULT_PAGE_SIZE long, without page parameters): the
 * matching rows in the kind's order, how many match, and the counts over the whole table.
 */
export async function inboxPage<E extends ObjectLiteral, Item, S extends string>(
  kind: InboxKind<E, Item, S>,
  query: InboxQuery,
): Promise<InboxPage<Item, S>> {
  const { page, pageSize, offset } = pageOf(query, INBOX_DEFAULT_PAGE_SIZE);
  const rowsQuery = matching(kind, query);
  kind.order.forEach(([expression, direction], i) =>
    i === 0
      ? rowsQuery.orderBy(expression, direction)
      : rowsQuery.addOrderBy(expression, direction),
  );
  rowsQuery.addOrderBy(`${kind.alias}.id`, 'DESC').offset(offset).limit(pageSize);
  const [rows, total, counts] = await Promise.all([
    rowsQuery.getMany(),
    matching(kind, query).getCount(),
    countsOf(kind),
  ]);
  return { items: await kind.toItems(rows), total, page, pageSize, counts };
}

/**
 * One inquiry of `kind` as its list shows it (what a change answers: the item without its thread, so
 * that reading it neither loads the conversation nor marks the sender's replies seen); a 404 with
 * `notFound` for an unknown id.
 */
export async function inboxItem<E extends ObjectLiteral, Item, S extends string>(
  kind: InboxKind<E, Item, S>,
  id: string,
  notFound: string,
): Promise<Item> {
  const row = await kind
    .query()
    .andWhere(`${kind.alias}.id = :inboxItemId`, { inboxItemId: id })
    .getOne();
  if (!row) throw new NotFoundException(notFound);
  return (await kind.toItems([row]))[0];
}

/**
 * Every row matching the filters as a CSV download (newest first, read in batches, streamed; the
 * escaping of every export: RFC 4180, formula-safe). It ends the response.
 */
export function streamInboxExport<E extends ObjectLiteral, Item, S extends string>(
  kind: InboxKind<E, Item, S>,
  filters: InboxFilters,
  res: Response,
): Promise<void> {
  const { export: csv } = kind;
  if ('cells' in csv) {
    const { join = (qb: SelectQueryBuilder<E>) => qb } = csv;
    return streamCsvTextDownload(
      res,
      csv.fileName,
      csv.header,
      newestFirstCsvLines(() => join(matching(kind, filters)), kind.alias, csv.cells),
    );
  }
  const { rows: cellsOf } = csv;
  async function* rows() {
    for await (const batch of newestFirstBatches(() => matching(kind, filters), kind.alias))
      yield await cellsOf(batch);
  }
  return streamCsvDownload(res, csv.fileName, csv.header, rows());
}
