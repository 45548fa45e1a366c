import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignSummary } from '@bb/shared/newsletter';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useOrganisationTimeZone } from '../../../../components/schedule/useTimeZone';
import { scheduledTimeText } from '../../../../components/schedule/zonedTime';
import { StatusChip } from '../../../../components/status/StatusChip';
import type { CampaignSort } from '../../../../api/admin/newsletterCampaigns';
import { formatCount, formatDateTime } from '../../format';
import { CAMPAIGN_PAGE_SIZES } from './campaignListState';
import { CAMPAIGN_STATE_LABELS, CAMPAIGN_STATE_TONES } from './campaignText';

// The campaigns list on MUI X DataGrid in server mode (as the users table): the server pages, sorts
// and filters; the grid shows the current page's rows. The subject opens the campaign.

/** The grid's column of each server sort. */
const FIELD_OF_SORT: Record<CampaignSort, string> = {
  subject: 'subject',
  state: 'state',
  sendAt: 'when',
  updatedAt: 'updatedAt',
};
const SORT_OF_FIELD = Object.fromEntries(
  Object.entries(FIELD_OF_SORT).map(([sort, field]) => [field, sort]),
) as Record<string, CampaignSort>;

/**
 * When a campaign goes or went, in words: 'Scheduled for …' (in the organisation's time zone,
 * `zone`, as it was scheduled), 'Sent …'; null before scheduling.
 */
export function campaignWhen(
  campaign: CampaignSummary,
  zone: string,
): { text: string; at: string } | null {
  const { state, sendAt, startedAt, finishedAt } = campaign;
  if (state === 'scheduled' && sendAt)
    return { text: `Scheduled for ${scheduledTimeText(sendAt, zone)}`, at: sendAt };
  if (state === 'sent' && (finishedAt ?? startedAt))
    return {
      text: `Sent ${formatDateTime((finishedAt ?? startedAt)!)}`,
      at: (finishedAt ?? startedAt)!,
    };
  if (startedAt) return { text: `Started ${formatDateTime(startedAt)}`, at: startedAt };
  return null;
}

function SubjectCell({ params }: { params: GridRenderCellParams<CampaignSummary> }) {
  const link = useRef<HTMLAnchorElement>(null);
  // The grid moves focus between cells: the link takes it when its cell has it.
  useLayoutEffect(() => {
    if (params.hasFocus) link.current?.focus();
  }, [params.hasFocus]);
  return (
    <Link
      ref={link}
      component={RouterLink}
      to={`/admin/content/campaigns/${encodeURIComponent(params.row.id)}`}
      tabIndex={params.tabIndex}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere', whiteSpace: 'normal', py: 0.5 }}
    >
      {params.row.subject}
    </Link>
  );
}

const count = (value: number) => formatCount(value);

interface CampaignsTableProps {
  rows: readonly CampaignSummary[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: CampaignSort;
  order: 'asc' | 'desc';
  onSortChange: (sort: CampaignSort, order: 'asc' | 'desc') => void;
  /** The id of the list's heading (the grid's accessible name). */
  labelledBy: string;
}

export function CampaignsTable({
  rows,
  total,
  page,
  pageSize,
  sort,
  order,
  onSortChange,
  labelledBy,
}: CampaignsTableProps) {
  const zone = useOrganisationTimeZone();
  const columns = useMemo<GridColDef<CampaignSummary>[]>(
    () => [
      {
        field: 'subject',
        headerName: 'Subject',
        flex: 1,
        minWidth: 200,
        renderCell: (params) => <SubjectCell params={params} />,
      },
      {
        field: 'state',
        headerName: 'State',
        width: 120,
        renderCell: ({ row }) => (
          <StatusChip
            label={CAMPAIGN_STATE_LABELS[row.state]}
            tone={CAMPAIGN_STATE_TONES[row.state]}
          />
        ),
      },
      {
        field: 'when',
        headerName: 'Scheduled or sent',
        width: 190,
        renderCell: ({ row }) => {
          const when = campaignWhen(row, zone);
          return when ? (
            <Box component="time" dateTime={when.at} sx={{ whiteSpace: 'normal' }}>
              {when.text}
            </Box>
          ) : (
            'Not scheduled'
          );
        },
      },
      {
        field: 'recipients',
        headerName: 'Recipients',
        type: 'number',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => row.stats.recipients,
        valueFormatter: count,
      },
      {
        field: 'sent',
        headerName: 'Sent',
        type: 'number',
        width: 80,
        sortable: false,
        valueGetter: (_value, row) => row.stats.sent,
        valueFormatter: count,
      },
      {
        field: 'failed',
        headerName: 'Failed',
        type: 'number',
        width: 80,
        sortable: false,
        valueGetter: (_value, row) => row.stats.failed,
        valueFormatter: count,
      },
      {
        field: 'bounced',
        headerName: 'Bounced',
        type: 'number',
        width: 90,
        sortable: false,
        valueGetter: (_value, row) => row.stats.bounced,
        valueFormatter: count,
      },
      {
        field: 'unsubscribed',
        headerName: 'Unsubscribed',
        type: 'number',
        width: 125,
        sortable: false,
        valueGetter: (_value, row) => row.stats.unsubscribed,
        valueFormatter: count,
      },
      {
        field: 'updatedAt',
        headerName: 'Last changed',
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ],
    [zone],
  );
  const sortModel: GridSortModel = [{ field: FIELD_OF_SORT[sort], sort: order }];
  return (
    <DataGrid<CampaignSummary>
      aria-labelledby={labelledBy}
      rows={rows as CampaignSummary[]}
      columns={columns}
      autoHeight
      disableVirtualization
      disableRowSelectionOnClick
      disableColumnMenu
      disableColumnFilter
      disableColumnSelector
      disableDensitySelector
      hideFooter
      rowHeight={56}
      getRowHeight={() => 'auto'}
      sortingMode="server"
      sortingOrder={['asc', 'desc']}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        if (first?.sort) onSortChange(SORT_OF_FIELD[first.field] ?? 'updatedAt', first.sort);
      }}
      paginationMode="server"
      filterMode="server"
      rowCount={total}
      paginationModel={{ page: page - 1, pageSize }}
      pageSizeOptions={[...CAMPAIGN_PAGE_SIZES]}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        // Rows grow with a wrapped subject; a row keeps at least the 56 px of one line.
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 56, py: 1 },
      }}
    />
  );
}
