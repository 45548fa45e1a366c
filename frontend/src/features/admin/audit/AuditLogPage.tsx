import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZES,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
  type AuditLogQuery,
} from '@bb/shared/admin';
import { isOneOf } from '@bb/shared/options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { useGetAuditLogQuery } from '../../../api/admin/audit';
import { errorMessage, isApiError } from '../../../api/base';
import { EmptyState } from '../../../components/page/EmptyState';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PaginationBar } from '../../../components/table/PaginationBar';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import {
  AUDIT_TARGET_TYPE_LABELS,
  auditActionLabel,
  auditCountText,
  auditTargetPath,
  browserOf,
  formatDateTimeSeconds,
  formatUtc,
} from '../format';
import { AuditChanges } from './AuditChanges';

// /admin/audit-log: the audit trail, newest first, filtered by actor, kind (changes, or refusals and
// failed sign-ins), action, target and dates and paginated on the server. Filters, page and page size
// are in the URL.

/** Text filters reach the URL (and the server) once typing pauses this long. */
export const TEXT_FILTER_DELAY_MS = 400;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit-log query a URL describes (unknown values left out). */
export function readAuditQuery(
  params: URLSearchParams,
): Required<Pick<AuditLogQuery, 'page' | 'pageSize'>> & AuditLogQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const kind = params.get('kind');
  const action = params.get('action');
  const targetType = params.get('targetType');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (AUDIT_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : AUDIT_DEFAULT_PAGE_SIZE,
    actor: params.get('actor')?.trim() || undefined,
    kind: isOneOf(AUDIT_KINDS, kind) ? kind : undefined,
    action: isOneOf(AUDIT_ACTIONS, action) ? action : undefined,
    targetType: isOneOf(AUDIT_TARGET_TYPES, targetType) ? targetType : undefined,
    targetId: params.get('targetId')?.trim() || undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
  };
}

const FILTER_KEYS = ['actor', 'kind', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readAuditQuery(params), [params]);
  /** Sets filters (empty removes one) and goes back to page 1, or sets the page or its size. */
  const update = (changes: Partial<Record<FilterKey | 'page' | 'pageSize', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('pageSize') === String(AUDIT_DEFAULT_PAGE_SIZE)) next.delete('pageSize');
        return next;
      },
      { replace: true },
    );
  return { params, query, update };
}

/** A text filter that reaches the URL once typing pauses; follows the URL when it changes. */
function TextFilter({
  label,
  value,
  onChange,
  helperText,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  maxLength: number;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength } }}
    />
  );
}

/** The filters that are one of a list of choices, in their order on the page. */
const CHOICE_FILTERS: readonly {
  key: FilterKey;
  label: string;
  allLabel: string;
  choices: readonly string[];
  labels: Readonly<Record<string, string>>;
}[] = [
  {
    key: 'kind',
    label: 'Kind',
    allLabel: 'All Kinds',
    choices: AUDIT_KINDS,
    labels: AUDIT_KIND_LABELS,
  },
  {
    key: 'action',
    label: 'Action',
    allLabel: 'All Actions',
    choices: AUDIT_ACTIONS,
    labels: AUDIT_ACTION_LABELS,
  },
  {
    key: 'targetType',
    label: 'Target type',
    allLabel: 'All Targets',
    choices: AUDIT_TARGET_TYPES,
    labels: AUDIT_TARGET_TYPE_LABELS,
  },
];

/** A filter that is one of a list of choices (a native select), or all of them. */
function ChoiceFilter({
  label,
  value,
  onChange,
  allLabel,
  choices,
  labels,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  choices: readonly string[];
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </TextField>
  );
}

/** A day filter (a date field), inclusive, in UTC. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText="Inclusive, UTC"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function Filters({
  params,
  update,
}: {
  params: URLSearchParams;
  update: ReturnType<typeof useAuditParams>['update'];
}) {
  const value = (key: FilterKey) => params.get(key) ?? '';
  const any = FILTER_KEYS.some((key) => value(key) !== '');
  /** A filter's value in the URL, and the change that sets it there. */
  const bind = (key: FilterKey) => ({
    value: value(key),
    onChange: (next: string) => update({ [key]: next }),
  });
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label="Filter the audit log"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <TextFilter
        label="Actor"
        {...bind('actor')}
        helperText="Username or user id"
        maxLength={100}
      />
      {CHOICE_FILTERS.map(({ key, ...filter }) => (
        <ChoiceFilter key={key} {...filter} {...bind(key)} />
      ))}
      <TextFilter
        label="Target id"
        {...bind('targetId')}
        helperText="The id of a user or an inquiry"
        maxLength={36}
      />
      <DateFilter label="From" {...bind('from')} />
      <DateFilter label="To" {...bind('to')} />
      {any && (
        <Button
          variant="outlined"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))}
          sx={{ justifySelf: 'start' }}
        >
          Clear Filters
        </Button>
      )}
    </Paper>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return <>{entry.detail ?? '—'}</>;
  const path = auditTargetPath(entry);
  const name = entry.targetLabel ?? entry.targetId ?? '';
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {AUDIT_TARGET_TYPE_LABELS[entry.targetType] ?? entry.targetType}
      </Typography>
      {path ? (
        <Link component={RouterLink} to={path} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name}
        </Link>
      ) : (
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      )}
    </>
  );
}

/** What an entry says under each of the list's headings: the table's cells and a card's. */
function entryParts(entry: AuditEntry) {
  const browser = browserOf(entry.userAgent);
  const times = auditCountText(entry);
  return {
    When: (
      <>
        <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatUtc(entry.at)}
        </Typography>
      </>
    ),
    Who: <>{entry.actorName ?? 'Not signed in'}</>,
    From: (
      <>
        {entry.ipAddress ?? 'Unknown address'}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          title={entry.userAgent ?? undefined}
        >
          {browser ?? 'Unknown browser'}
        </Typography>
      </>
    ),
    Action: (
      <>
        {auditActionLabel(entry.action)}
        {times && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {times}
          </Typography>
        )}
      </>
    ),
    Target: <Target entry={entry} />,
    Changes: (
      <>
        {entry.changes && Object.keys(entry.changes).length > 0 ? (
          <AuditChanges
            changes={entry.changes}
            page={entry.targetType === 'page' ? entry.targetId : null}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {entry.detail ?? '—'}
          </Typography>
        )}
        {entry.changes && entry.detail && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Typography>
        )}
      </>
    ),
  };
}

const COLUMNS = ['When', 'Who', 'From', 'Action', 'Target', 'Changes'] as const;

function EntryRow({ entry }: { entry: AuditEntry }) {
  const parts = entryParts(entry);
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{parts.When}</TableCell>
      {/* break-word, not anywhere: a name keeps its width in the table's layout (it broke "orgadmin"
          over three lines), and only a name longer than the column could be breaks. */}
      <TableCell sx={{ overflowWrap: 'break-word', minWidth: '9ch' }}>{parts.Who}</TableCell>
      <TableCell>{parts.From}</TableCell>
      <TableCell>{parts.Action}</TableCell>
      <TableCell>{parts.Target}</TableCell>
      {/* The widest column: a change's texts wrap inside it rather than widen the table. */}
      <TableCell sx={{ width: '38%', minWidth: '26ch', overflowWrap: 'anywhere' }}>
        {parts.Changes}
      </TableCell>
    </TableRow>
  );
}

/**
 * An entry on a narrow screen, where the table would scroll sideways and hide its changes: the
 * same headings over what the entry says, one under the other.
 */
function EntryCard({ entry }: { entry: AuditEntry }) {
  const parts = entryParts(entry);
  return (
    <Box component="li" sx={{ p: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
          '& dt': { fontWeight: 700, mt: 1 },
          '& dt:first-of-type': { mt: 0 },
          '& dd': { m: 0, overflowWrap: 'anywhere', minWidth: 0 },
        }}
      >
        {COLUMNS.map((name) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{parts[name]}</dd>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

/** /admin/audit-log */
export default function AuditLogPage() {
  const { params, query, update } = useAuditParams();
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAuditLogQuery(query);
  const filtered = FILTER_KEYS.some((key) => query[key] !== undefined);
  // Narrower than the table (beside the navigation at 1280 px it fits), each entry is a card.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  return (
    <>
      <PrivatePageMeta
        title="Audit Log"
        description="Who changed what in the admin panel, and when."
      />
      <PageHeading
        title="Audit Log"
        subtitle="Every administrative change: who made it, when, from where, and what changed"
      />
      <Filters params={params} update={update} />

      <Box aria-busy={isFetching || undefined}>
        {isLoading ? (
          <Skeleton variant="rounded" height={320} />
        ) : isError && isApiError(error) && error.status === 400 ? (
          // A filter the server refuses (a target id that is not an id): its message says which.
          <Alert severity="warning" variant="outlined">
            {errorMessage(error, 'These filters cannot be applied.')}
          </Alert>
        ) : isError || !data ? (
          <LoadError what="the audit log" onRetry={() => void refetch()} />
        ) : data.items.length === 0 && data.total > 0 ? (
          <Typography sx={{ py: 2 }}>There are no entries on this page.</Typography>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<HistoryOutlinedIcon />}
            title={filtered ? 'No matching entries' : 'No entries yet'}
            text={
              filtered
                ? 'No audit entries match these filters.'
                : 'Administrative changes will be recorded here.'
            }
          />
        ) : (
          <Paper variant="outlined">
            {narrow ? (
              <>
                <Typography id="audit-list-caption" sx={{ px: 2, pt: 2 }}>
                  Audit entries, newest first
                </Typography>
                <Box
                  component="ul"
                  aria-labelledby="audit-list-caption"
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {data.items.map((entry) => (
                    <EntryCard key={entry.id} entry={entry} />
                  ))}
                </Box>
              </>
            ) : (
              <Box
                role="region"
                aria-labelledby="audit-table-caption"
                tabIndex={0}
                // Positioned, so that the visually hidden texts in the cells (absolutely positioned)
                // scroll with the table instead of widening the page to the table's width.
                sx={{ overflowX: 'auto', position: 'relative' }}
              >
                {/* Fits the content's width beside the side navigation at 1280 px. */}
                <Table size="small" sx={{ minWidth: 880 }}>
                  <caption
                    id="audit-table-caption"
                    style={{ captionSide: 'top', textAlign: 'left' }}
                  >
                    Audit entries, newest first
                  </caption>
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((name) => (
                        <TableCell key={name} component="th" scope="col" sx={{ fontWeight: 700 }}>
                          {name}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((entry) => (
                      <EntryRow key={entry.id} entry={entry} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Paper>
        )}
        {data && data.total > 0 && (
          <PaginationBar
            page={query.page}
            pageSize={query.pageSize}
            total={data.total}
            pageSizes={AUDIT_PAGE_SIZES}
            noun="entries"
            label="Audit log pages"
            onPageChange={(page) => update({ page: String(page) })}
            onPageSizeChange={(pageSize) => update({ pageSize: String(pageSize), page: '' })}
          />
        )}
      </Box>
    </>
  );
}
