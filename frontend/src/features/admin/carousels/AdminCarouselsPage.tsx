import { useMemo, type ReactNode } from 'react';
import { CAROUSEL_NAMES, CAROUSEL_SLUGS, type CarouselSlug } from '@bb/shared/content';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useGetAdminCarouselItemsQuery } from '../../../api/admin/carousels';
import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { CarouselConfigTab } from './CarouselConfigTab';
import { CarouselItemsTab } from './CarouselItemsTab';
import { useCarouselParams, type CarouselTab } from './carouselParams';
import { ITEMS_PANEL_ID } from './carouselText';
import { useCarouselUploads } from './useCarouselUploads';

// /admin/carousels (spec 001, "Admin carousels"): the carousel selector (MWO Show Page first), and
// the Items (with their count) and Configuration tabs. The carousel and the tab are in the URL.

const PANEL_IDS: Record<CarouselTab, string> = {
  items: ITEMS_PANEL_ID,
  configuration: 'carousel-panel-configuration',
};
const TAB_IDS: Record<CarouselTab, string> = {
  items: 'carousel-tab-items',
  configuration: 'carousel-tab-configuration',
};

/** A tab's panel: the other tab's is there (each tab controls its panel) but hidden and empty. */
function TabPanel({
  tab,
  current,
  children,
}: {
  tab: CarouselTab;
  current: CarouselTab;
  children: ReactNode;
}) {
  const shown = tab === current;
  return (
    <Box
      role="tabpanel"
      id={PANEL_IDS[tab]}
      aria-labelledby={TAB_IDS[tab]}
      hidden={!shown}
      // Focus comes here when what had it is gone (a deleted item's button).
      tabIndex={-1}
      sx={{ pt: 3, outline: 'none' }}
    >
      {shown && children}
    </Box>
  );
}

/** /admin/carousels */
export default function AdminCarouselsPage() {
  const [{ slug, tab }, update] = useCarouselParams();
  const { data, isLoading, isError, refetch } = useGetAdminCarouselItemsQuery(slug);
  const uploads = useCarouselUploads();
  const items = useMemo(
    () => (data ? [...data].sort((a, b) => a.sortOrder - b.sortOrder) : undefined),
    [data],
  );

  return (
    <>
      <PrivatePageMeta
        title="Carousel Management"
        description="The photos, order and settings of the carousels on the public pages."
      />
      <PageHeading
        title="Carousel Management"
        subtitle="The photos, their order and the settings of the carousels on the public pages"
      />
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <TextField
          select
          label="Carousel"
          size="small"
          value={slug}
          disabled={uploads.busy}
          helperText={
            uploads.busy
              ? 'You can choose another carousel once the uploads are done.'
              : 'The page whose carousel you are editing.'
          }
          onChange={(event) => update({ slug: event.target.value as CarouselSlug })}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            // The reason the choice is disabled is read, not part of the disabled control: it keeps
            // the readable colour (MUI greys it out with the field, 2.67:1, which WCAG refuses).
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
          sx={{ minWidth: { xs: '100%', sm: 280 }, mb: 2 }}
        >
          {CAROUSEL_SLUGS.map((value) => (
            <option key={value} value={value}>
              {CAROUSEL_NAMES[value]}
            </option>
          ))}
        </TextField>

        <Tabs
          value={tab}
          onChange={(_event, next: CarouselTab) => update({ tab: next })}
          aria-label={`${CAROUSEL_NAMES[slug]} carousel`}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="items"
            label={items ? `Items (${items.length})` : 'Items'}
            id={TAB_IDS.items}
            aria-controls={PANEL_IDS.items}
          />
          <Tab
            value="configuration"
            label="Configuration"
            id={TAB_IDS.configuration}
            aria-controls={PANEL_IDS.configuration}
          />
        </Tabs>

        <TabPanel tab="items" current={tab}>
          <CarouselItemsTab
            slug={slug}
            items={items}
            isLoading={isLoading}
            isError={isError}
            onRetry={() => void refetch()}
            uploads={uploads}
          />
        </TabPanel>
        <TabPanel tab="configuration" current={tab}>
          <CarouselConfigTab slug={slug} />
        </TabPanel>
      </Paper>
    </>
  );
}
