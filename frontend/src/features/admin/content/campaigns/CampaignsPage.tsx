import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import {
  useGetCampaignsQuery,
  type CampaignStateFilter,
} from '../../../../api/admin/newsletterCampaigns';
import { SearchField } from '../../../../components/form/SearchField';
import { Columns } from '../../../../components/page/Columns';
import { EmptyState } from '../../../../components/page/EmptyState';
import { LoadError } from '../../../../components/page/LoadError';
import { PageHeading } from '../../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../../components/PageMeta';
import { Spinner } from '../../../../components/Spinner';
import { pageCount, PaginationBar } from '../../../../components/table/PaginationBar';
import {
  CAMPAIGN_PAGE_SIZES,
  CAMPAIGN_SEARCH_MAX,
  useCampaignListState,
} from './campaignListState';
import { CAMPAIGN_STATE_OPTIONS, CAMPAIGN_TEXT } from './campaignText';
import { campaignPollingInterval } from './campaignPolling';
import { CampaignsTable } from './CampaignsTable';

// /admin/content/campaigns: the newsletter campaigns, searched by subject, filtered by state, sorted
// and paged on the server (the state in the URL), with New campaign; each opens its editor. While a
// campaign on the page sends, the page is read again every 2 s, so its state and figures move.

/** /admin/content/campaigns */
export default function CampaignsPage() {
  const [state, update] = useCampaignListState();
  const { data, currentData, isLoading, isFetching, isError, refetch } =
    useGetCampaignsQuery(state);
  // Read again while a campaign on the page sends (its state and figures move) or waits for its time.
  const polling = campaignPollingInterval(data?.items.map((c) => c.state) ?? []);
  useGetCampaignsQuery(state, { skip: polling === 0, pollingInterval: polling });
  const filtered = state.search !== '' || state.state !== 'all';
  const total = data?.total ?? 0;
  const pages = pageCount(total, state.pageSize);
  // A page past the end (after deletions, or from an old link) goes to the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > pages)
      update({ page: pages }, { replace: true });
  }, [data, pages, state.page, update]);

  const newButton = (
    <Button
      component={RouterLink}
      to="/admin/content/campaigns/new"
      variant="contained"
      startIcon={<AddIcon />}
    >
      {CAMPAIGN_TEXT.newCampaign}
    </Button>
  );

  return (
    <>
      <PrivatePageMeta
        title={CAMPAIGN_TEXT.listTitle}
        description="Compose, preview, test, send and schedule the newsletter."
      />
      <Typography sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/content">
          Content
        </Link>
        {' › Newsletter'}
      </Typography>
      <PageHeading
        title={CAMPAIGN_TEXT.listTitle}
        subtitle={CAMPAIGN_TEXT.listSubtitle}
        action={newButton}
      />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography id="campaigns-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
          All campaigns
        </Typography>
        <Columns
          role="search"
          aria-label="Find campaigns"
          from={{ sm: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={2}
          align="center"
          sx={{ mb: 2 }}
        >
          <SearchField
            value={state.search}
            onChange={(search) => update({ search }, { replace: true })}
            placeholder="Subject..."
            maxLength={CAMPAIGN_SEARCH_MAX}
          />
          <TextField
            select
            label="State"
            size="small"
            value={state.state}
            onChange={(event) => update({ state: event.target.value as CampaignStateFilter })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CAMPAIGN_STATE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        </Columns>
        {/* Busy while another page, search or filter loads; not during the 2 s reads of a sending one. */}
        <Box aria-busy={(isFetching && !currentData) || undefined}>
          {isLoading ? (
            <Spinner label="Loading campaigns" />
          ) : isError || !data ? (
            <LoadError what="the campaigns" onRetry={() => void refetch()} />
          ) : total === 0 ? (
            <EmptyState
              icon={<ForwardToInboxOutlinedIcon />}
              title={filtered ? CAMPAIGN_TEXT.noMatchTitle : CAMPAIGN_TEXT.emptyTitle}
              text={filtered ? CAMPAIGN_TEXT.noMatchText : CAMPAIGN_TEXT.emptyText}
              action={
                filtered ? (
                  <Button
                    variant="outlined"
                    startIcon={<FilterAltOffOutlinedIcon />}
                    onClick={() => update({ search: '', state: 'all' })}
                  >
                    Clear Filters
                  </Button>
                ) : (
                  newButton
                )
              }
            />
          ) : (
            <>
              <CampaignsTable
                rows={data.items}
                total={total}
                page={Math.min(state.page, pages)}
                pageSize={state.pageSize}
                sort={state.sort}
                order={state.order}
                onSortChange={(sort, order) => update({ sort, order })}
                labelledBy="campaigns-heading"
              />
              <PaginationBar
                page={Math.min(state.page, pages)}
                pageSize={state.pageSize}
                total={total}
                pageSizes={CAMPAIGN_PAGE_SIZES}
                noun="campaigns"
                label="Campaigns pages"
                onPageChange={(page) => update({ page })}
                onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
              />
            </>
          )}
        </Box>
      </Paper>
    </>
  );
}
