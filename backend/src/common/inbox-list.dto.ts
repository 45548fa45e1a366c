import {
  INBOX_ALL,
  INBOX_ARCHIVED_VIEW,
  INBOX_ASSIGNEE_ME,
  INBOX_ASSIGNEE_NONE,
  INBOX_DEFAULT_PAGE_SIZE,
  INBOX_POSSIBLE_SPAM,
  INBOX_PAGE_SIZES,
  LIST_PAGE_SIZE_MAX,
} from '@bb/shared/admin';
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import type { InboxFilters, InboxQuery } from './inbox-list';
import { ChoiceParam, PageQueryDto, QueryText, SearchParam } from './list-query';

/** `?assignee=`: me, none or an administrator's id. */
const ASSIGNEE_MESSAGE = `Assignee must be ${INBOX_ASSIGNEE_ME}, ${INBOX_ASSIGNEE_NONE} or a user's id.`;
const AssigneeParam = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: INBOX_ASSIGNEE_ME,
      description: `\`${INBOX_ASSIGNEE_ME}\` (assigned to the administrator asking), \`${INBOX_ASSIGNEE_NONE}\` (assigned to nobody) or a user's id`,
    }),
    QueryText(),
    // `ME`, an id in capitals: the same as lower case.
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.toLowerCase() : value,
    ),
    IsOptional(),
    Matches(
      new RegExp(
        `^(${INBOX_ASSIGNEE_ME}|${INBOX_ASSIGNEE_NONE}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
        'i',
      ),
      { message: ASSIGNEE_MESSAGE },
    ),
  );

/**
 * The query and answer classes of an inquiry inbox (inbox-list.ts), made from a kind's statuses, so
 * that the three inboxes take and document the same parameters: `search`, `status`, the kind's other
 * filters, `page` and `pageSize`.
 */

/** A class named `name` (the OpenAPI schema takes a class's name). */
function named<T extends Type<unknown>>(cls: T, name: string): T {
  Object.defineProperty(cls, 'name', { value: name });
  return cls;
}

/** The list's page parameters, with the inboxes' sizes documented. */
class InboxPageQueryDto extends PageQueryDto {}
ApiPropertyOptional({
  minimum: 1,
  maximum: LIST_PAGE_SIZE_MAX,
  default: INBOX_DEFAULT_PAGE_SIZE,
  description: `The inbox pages offer ${INBOX_PAGE_SIZES.join(', ')}`,
})(InboxPageQueryDto.prototype, 'pageSize');

export interface InboxListClasses {
  /** The export's parameters: the filters. */
  Filters: Type<InboxFilters>;
  /** The list's: the filters and the page. */
  List: Type<InboxQuery>;
  /** The list's answer (`Admin<name>PageDto`). */
  Page: Type;
}

/** What a kind's inbox list says of itself: its search, its statuses and its other filters. */
interface InboxListOptions {
  searchDescription: string;
  statuses: readonly string[];
  views?: readonly string[];
  statusDescription?: string;
  choices?: Readonly<Record<string, { label: string; values: readonly string[] }>>;
}

/**
 * The DTO classes of a kind's inbox list and export, named after `name` (e.g. 'SpeakingRequest'):
 * the query classes (inboxQueryClasses) and the answer's (inboxPageClass) of `item`, whose counts
 * are by the same statuses the filter offers.
 */
export function inboxListClasses(
  name: string,
  item: Type,
  options: InboxListOptions,
): InboxListClasses {
  return {
    ...inboxQueryClasses(name, options),
    Page: inboxPageClass(`Admin${name}`, item, options.statuses),
  };
}

/**
 * The query classes of a kind: `?search=` (described by `searchDescription`), `?status=`
 * (INBOX_ALL, a status or one of `views`; INBOX_ALL when left out) and, for each of `choices`, a
 * filter among its values.
 */
function inboxQueryClasses(
  name: string,
  options: InboxListOptions,
): Omit<InboxListClasses, 'Page'> {
  class Filters {
    search?: string;
    status?: string;
    assignee?: string;
    spam?: string;
  }
  SearchParam(options.searchDescription)(Filters.prototype, 'search');
  ChoiceParam(
    'Status',
    [...new Set([INBOX_ALL, ...options.statuses, ...(options.views ?? []), INBOX_ARCHIVED_VIEW])],
    INBOX_ALL,
    [
      options.statusDescription,
      `'${INBOX_ARCHIVED_VIEW}': the archived inquiries, which every other value leaves out`,
    ]
      .filter(Boolean)
      .join('; '),
  )(Filters.prototype, 'status');
  AssigneeParam()(Filters.prototype, 'assignee');
  ChoiceParam(
    'Spam',
    [INBOX_POSSIBLE_SPAM],
    '',
    `'${INBOX_POSSIBLE_SPAM}': only inquiries sent from an address marked as spam`,
  )(Filters.prototype, 'spam');
  for (const [param, { label, values }] of Object.entries(options.choices ?? {}))
    ChoiceParam(label, values, '')(Filters.prototype, param);
  named(Filters, `${name}FilterQueryDto`);
  const List = named(
    class extends IntersectionType(InboxPageQueryDto, Filters) {},
    `${name}ListQueryDto`,
  );
  return { Filters: Filters as Type<InboxFilters>, List: List as Type<InboxQuery> };
}

/** The answer's class of a kind: `ListPage` of `item` with the counts of `statuses`. */
function inboxPageClass(name: string, item: Type<unknown>, statuses: readonly string[]) {
  class ByStatus {}
  for (const status of statuses)
    ApiProperty({ type: Number, minimum: 0 })(ByStatus.prototype, status);
  named(ByStatus, `${name}StatusCountsDto`);
  class Counts {
    @ApiProperty({
      minimum: 0,
      description: 'Every inquiry of the kind not archived, whatever the filters',
    })
    total: number;
    @ApiProperty({
      type: ByStatus,
      description: 'How many not archived have each status, whatever the filters',
    })
    byStatus: ByStatus;
  }
  named(Counts, `${name}CountsDto`);
  class Page {
    @ApiProperty({ type: [item], description: 'The page asked for, in the list’s order' })
    items: unknown[];
    @ApiProperty({ minimum: 0, description: 'How many match the search and filters' })
    total: number;
    @ApiProperty({ minimum: 1 }) page: number;
    @ApiProperty({ minimum: 1 }) pageSize: number;
    @ApiProperty({ type: Counts }) counts: Counts;
  }
  return named(Page, `${name}PageDto`);
}
