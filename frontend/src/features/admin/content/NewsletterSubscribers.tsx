import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  NEWSLETTER_PAGE_SIZES,
  type AdminNewsletterPage,
  type AdminNewsletterSubscriber,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import type { SubscriberState } from '@bb/shared/newsletter';
import { CONSENT_SOURCE_LABELS, SUBSCRIBER_STATE_LABELS } from '@bb/shared/newsletter-consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import {
  downloadNewsletterExport,
  useDeleteNewsletterSubscriberMutation,
  useGetNewsletterSubscribersQuery,
} from '../../../api/admin/newsletter';
import { errorMessage } from '../../../api/base';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { EmptyState } from '../../../components/page/EmptyState';
import { LoadError } from '../../../components/page/LoadError';
import { StatusChip } from '../../../components/status/StatusChip';
import type { StatusTone } from '../../../components/status/statusTones';
import { pageCount, PaginationBar } from '../../../components/table/PaginationBar';
import { useToast } from '../../../components/toast/useToast';
import { SearchField } from '../../../components/form/SearchField';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { formatCount, formatDate, formatUtc } from '../format';
import {
  SUBSCRIBER_SEARCH_MAX,
  useSubscriberListState,
  type SubscriberListState,
} from './subscriberListState';
import { Columns } from '../../../components/page/Columns';

// The newsletter subscribers of /admin/content: how many are in each state, a search (reaching the
// URL and the server once typing pauses), a state filter (on the server), the table (e-mail, state,
// subscribed and unsubscribed dates, a button that shows the proof of consent in a row below),
// pagination, Export CSV of every match, and Remove per row (confirmed).

export const EMPTY_TITLE = 'No subscribers yet';
export const EMPTY_TEXT =
  'Addresses signed up with the newsletter form in the footer of the public pages will be listed here.';
export const NO_MATCH_TITLE = 'No matching subscribers';
export const NO_MATCH_TEXT = 'No subscribers match the search and status filter.';

const STATUS_LABELS: Readonly<Record<NewsletterStatusFilter, string>> = {
  all: 'All Status',
  ...SUBSCRIBER_STATE_LABELS,
};

const STATE_TONES: Readonly<Record<SubscriberState, StatusTone>> = {
  pending: 'yellow',
  confirmed: 'green',
  unsubscribed: 'gray',
  bounced: 'red',
};

const COLUMNS = ['Email', 'Status', 'Subscribed', 'Unsubscribed', 'Consent'] as const;

/** '41 confirmed addresses, 3 pending, 2 unsubscribed, 1 bounced'. */
export function stateCountsText({ counts }: Pick<AdminNewsletterPage, 'counts'>): string {
  const confirmed = `${formatCount(counts.confirmed)} confirmed ${counts.confirmed === 1 ? 'address' : 'addresses'}`;
  return [
    confirmed,
    `${formatCount(counts.pending)} pending`,
    `${formatCount(counts.unsubscribed)} unsubscribed`,
    `${formatCount(counts.bounced)} bounced`,
  ].join(', ');
}

export const removeSubscriberText = (email: string) =>
  `Are you sure you want to remove "${email}" from the newsletter list? The address, its subscription dates and its proof of consent are deleted. This action cannot be undone.`;

function Filters({
  state,
  update,
  onExport,
  exporting,
}: {
  state: SubscriberListState;
  update: (changes: Partial<SubscriberListState>) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  return (
    <Columns
      role="search"
      aria-label="Find subscribers"
      from={{ sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' }}
      gap={2}
      align="center"
      sx={{ mb: 2 }}
    >
      <SearchField
        value={state.search}
        onChange={(search) => update({ search })}
        placeholder="Email address..."
        maxLength={SUBSCRIBER_SEARCH_MAX}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={state.status}
        onChange={(event) => update({ status: event.target.value as NewsletterStatusFilter })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {(Object.keys(STATUS_LABELS) as NewsletterStatusFilter[]).map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
        onClick={onExport}
        disabled={exporting}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Columns>
  );
}

function SubscriberRow({
  subscriber,
  onRemove,
}: {
  subscriber: AdminNewsletterSubscriber;
  onRemove: (subscriber: AdminNewsletterSubscriber) => void;
}) {
  const subscribed = subscriber.status === 'confirmed' || subscriber.status === 'pending';
  const [open, setOpen] = useState(false);
  const detailsId = `subscriber-consent-${subscriber.id}`;
  return (
    <Fragment>
      <TableRow sx={open ? { '& > td, & > th': { borderBottom: 0 } } : undefined}>
        <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', fontWeight: 400 }}>
          {subscriber.email}
        </TableCell>
        <TableCell>
          <StatusChip
            label={SUBSCRIBER_STATE_LABELS[subscriber.status]}
            tone={STATE_TONES[subscriber.status]}
          />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={subscriber.subscribedAt}>{formatDate(subscriber.subscribedAt)}</time>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {subscriber.unsubscribedAt ? (
            <time dateTime={subscriber.unsubscribedAt}>
              {formatDate(subscriber.unsubscribedAt)}
            </time>
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <Box component="span" sx={visuallyHidden}>
                {subscribed ? 'Still subscribed' : 'Not unsubscribed'}
              </Box>
            </>
          )}
        </TableCell>
        <TableCell>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} consent of ${subscriber.email}`}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setOpen(!open)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {CONSENT_SHORT_LABELS[subscriber.consent.source]}
          </Button>
        </TableCell>
        <TableCell align="right">
          <IconButton
            aria-label={`Remove ${subscriber.email}`}
            onClick={() => onRemove(subscriber)}
            sx={{ color: 'error.main' }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={COLUMNS.length + 1} sx={{ pt: 0 }}>
            <ConsentDetails subscriber={subscriber} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The consent button's text: where consent was given, in a word or two. */
const CONSENT_SHORT_LABELS = {
  'footer-form': 'Footer form',
  'member-settings': 'Member settings',
  'single-opt-in': 'Single opt-in',
} as const;

/** The proof of a subscriber's consent (and its bounce), as a description list. */
function ConsentDetails({ subscriber }: { subscriber: AdminNewsletterSubscriber }) {
  const { consent } = subscriber;
  const items: [string, ReactNode][] = [
    ['Consent source', CONSENT_SOURCE_LABELS[consent.source]],
    ['Consent given', <time dateTime={consent.givenAt}>{formatUtc(consent.givenAt)}</time>],
    [
      'Confirmed',
      consent.confirmedAt ? (
        <time dateTime={consent.confirmedAt}>{formatUtc(consent.confirmedAt)}</time>
      ) : (
        'Not confirmed yet (waiting for the link in the confirmation e-mail)'
      ),
    ],
    ['Wording shown', <q>{consent.wording}</q>],
  ];
  if (subscriber.bouncedAt)
    items.push([
      'Bounced',
      `${formatUtc(subscriber.bouncedAt)}${subscriber.bounceReason ? `: ${subscriber.bounceReason}` : ''}`,
    ]);
  return (
    <Box
      component="dl"
      aria-label={`Consent of ${subscriber.email}`}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } },
      }}
    >
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

/** Longer than a dialog's closing transition. */
const FOCUS_RESCUE_MS = 400;

export function NewsletterSubscribers() {
  const [state, update] = useSubscriberListState();
  const { data, isLoading, isFetching, isError, refetch } = useGetNewsletterSubscribersQuery({
    search: state.search,
    status: state.status,
    page: state.page,
    pageSize: state.pageSize,
  });
  const [remove] = useDeleteNewsletterSubscriberMutation();
  const { toast, toastFailure } = useToast();
  const [removing, setRemoving] = useState<AdminNewsletterSubscriber | null>(null);
  // The dialog keeps its text while it fades out.
  const [shown, setShown] = useState<AdminNewsletterSubscriber | null>(null);
  if (removing && removing !== shown) setShown(removing);
  const [exporting, setExporting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filtered = state.search !== '' || state.status !== 'all';
  const pages = data ? pageCount(data.total, state.pageSize) : 1;
  // A page past the end (after removals, or from an old link) goes to the last one.
  useEffect(() => {
    if (data && state.page > pages) update({ page: pages });
  }, [data, pages, state.page, update]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadNewsletterExport({ search: state.search, status: state.status });
      toast({ title: 'Export Complete', description: `The subscribers are saved as ${name}.` });
    } catch (error) {
      toastFailure(error, 'Export Failed', 'Failed to export subscribers.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="subscribers-heading"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography
        id="subscribers-heading"
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ outline: 'none' }}
      >
        Newsletter subscribers
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }} aria-live="polite">
        {data ? stateCountsText(data) : ' '}
      </Typography>
      <Filters state={state} update={update} onExport={exportCsv} exporting={exporting} />

      <Box aria-busy={isFetching || undefined}>
        {isLoading ? (
          <Skeleton variant="rounded" height={240} />
        ) : isError || !data ? (
          <LoadError what="the newsletter subscribers" onRetry={() => void refetch()} />
        ) : data.total === 0 ? (
          <EmptyState
            icon={<MarkEmailReadOutlinedIcon />}
            title={filtered ? NO_MATCH_TITLE : EMPTY_TITLE}
            text={filtered ? NO_MATCH_TEXT : EMPTY_TEXT}
            action={
              filtered ? (
                <Button
                  variant="outlined"
                  startIcon={<FilterAltOffOutlinedIcon />}
                  onClick={() => update({ search: '', status: 'all' })}
                >
                  Clear Filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <Box
              role="region"
              aria-labelledby="subscribers-caption"
              tabIndex={0}
              // Relative: the visually hidden texts are placed inside it, not past the page's edge.
              sx={{ overflowX: 'auto', position: 'relative' }}
            >
              <Table size="small" sx={{ minWidth: 720 }}>
                <caption id="subscribers-caption" style={visuallyHidden}>
                  Newsletter subscribers, newest first
                </caption>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((name) => (
                      <TableCell key={name} component="th" scope="col" sx={{ fontWeight: 700 }}>
                        {name}
                      </TableCell>
                    ))}
                    <TableCell component="th" scope="col" align="right" sx={{ fontWeight: 700 }}>
                      <Box component="span" sx={visuallyHidden}>
                        Actions
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((subscriber) => (
                    <SubscriberRow
                      key={subscriber.id}
                      subscriber={subscriber}
                      onRemove={setRemoving}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
            <PaginationBar
              page={Math.min(state.page, pages)}
              pageSize={state.pageSize}
              total={data.total}
              pageSizes={NEWSLETTER_PAGE_SIZES}
              noun="subscribers"
              label="Subscribers pages"
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </>
        )}
      </Box>

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove Subscriber"
        formLabel="Remove Subscriber"
        confirmLabel="Remove"
        message={
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {removeSubscriberText(shown?.email ?? '')}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          if (!removing) return;
          try {
            await remove(removing.id).unwrap();
            toast({
              title: 'Subscriber Removed',
              description: `${removing.email} has been removed from the newsletter list.`,
            });
            setRemoving(null);
            // The row's button is gone: focus goes to the list's heading.
            setTimeout(() => {
              const active = document.activeElement;
              if (!active || active === document.body || !active.isConnected)
                headingRef.current?.focus();
            }, FOCUS_RESCUE_MS);
          } catch (error) {
            const message = errorMessage(error, 'Failed to remove subscriber');
            helpers.refuse(message);
            toast({ title: 'Error', description: message, variant: 'destructive' });
          }
        }}
      />
    </Paper>
  );
}
