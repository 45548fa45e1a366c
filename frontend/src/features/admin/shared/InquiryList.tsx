import { useEffect, useId, type ReactNode } from 'react';
import { INBOX_PAGE_SIZES } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../../../components/page/EmptyState';
import { LoadError } from '../../../components/page/LoadError';
import { pageCount, PaginationBar } from '../../../components/table/PaginationBar';
import { visuallyHidden } from '../../../lib/visuallyHidden';

/** The page of the list shown, and where the pagination leads. */
export interface InquiryPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** What the items are, plural: 'requests' ('Showing 1 to 20 of 42 requests'). */
  noun: string;
  /** The pagination's accessible name: 'Speaking requests pages'. */
  label: string;
  onPageChange: (page: number) => void;
  /** A new page size (the state goes back to page 1). */
  onPageSizeChange: (pageSize: number) => void;
}

interface InquiryListProps {
  /** The list's h2, with the filtered count: 'Requests (3)'. */
  heading: string;
  loading: boolean;
  /** A new page or filter is on its way (the cards shown are the previous answer's). */
  fetching?: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What failed to load, as LoadError ends its sentence: 'the speaking requests'. */
  what: string;
  /** How many items there are at all, and how many the search and filters let through. */
  total: number;
  shown: number;
  /** The page shown of a list paged on the server (none: every item is shown). */
  paging?: InquiryPaging;
  /** The empty states: 'No speaking requests yet', 'No requests match your search criteria'. */
  emptyTitle: string;
  noMatchTitle: string;
  emptyIcon: ReactNode;
  onClearFilters: () => void;
  /** The page's cards (InquiryCard list items). */
  children: ReactNode;
}

/** An inbox's list: its heading with the filtered count, then the cards or an empty state. */
export function InquiryList({
  heading,
  loading,
  fetching = false,
  failed,
  onRetry,
  what,
  total,
  shown,
  emptyTitle,
  noMatchTitle,
  emptyIcon,
  onClearFilters,
  paging,
  children,
}: InquiryListProps) {
  const headingId = useId();
  const pages = paging ? pageCount(shown, paging.pageSize) : 1;
  const page = paging?.page ?? 1;
  const onPageChange = paging?.onPageChange;
  // A page past the end (after changes, or from an old link) goes to the last one.
  useEffect(() => {
    if (!loading && !fetching && !failed && page > pages) onPageChange?.(pages);
  }, [loading, fetching, failed, page, pages, onPageChange]);
  let content: ReactNode;
  if (loading) {
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={visuallyHidden}>Loading...</Box>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} />
        ))}
      </Box>
    );
  } else if (failed) {
    content = <LoadError what={what} onRetry={onRetry} />;
  } else if (total === 0) {
    content = <EmptyState icon={emptyIcon} title={emptyTitle} />;
  } else if (shown === 0) {
    content = (
      <EmptyState
        icon={<SearchOffIcon />}
        title={noMatchTitle}
        action={
          <Button
            variant="outlined"
            startIcon={<FilterAltOffOutlinedIcon />}
            onClick={onClearFilters}
            sx={{ mt: 2 }}
          >
            Clear Filters
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {children}
        </Box>
        {paging && (
          <PaginationBar
            page={Math.min(page, pages)}
            pageSize={paging.pageSize}
            total={shown}
            pageSizes={INBOX_PAGE_SIZES}
            noun={paging.noun}
            label={paging.label}
            onPageChange={paging.onPageChange}
            onPageSizeChange={paging.onPageSizeChange}
          />
        )}
      </>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || fetching || undefined}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {content}
    </Box>
  );
}

interface InquiryCardProps {
  /** The card's h3. */
  heading: ReactNode;
  /** A line under the heading (the company). */
  subheading?: ReactNode;
  /** The status badge. */
  badge: ReactNode;
  /** InquiryFacts. */
  facts: ReactNode;
  /** More text (a message's preview). */
  children?: ReactNode;
  /** View, the status selector, other actions, on a line under the card's text. */
  actions?: ReactNode;
  /**
   * Controls that sit in the header, beside the heading and the badge, at every width (a
   * testimonial's Edit and Delete): the heading takes the room left and wraps, they never do.
   */
  headerActions?: ReactNode;
  /** Marks an unread item with a coloured edge and a bold heading. */
  emphasised?: boolean;
}

/** One inquiry of an inbox: a list item with a heading, its badge, facts and actions. */
export function InquiryCard({
  heading,
  subheading,
  badge,
  facts,
  children,
  actions,
  headerActions,
  emphasised = false,
}: InquiryCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        listStyle: 'none',
        minWidth: 0,
        borderLeft: emphasised ? '4px solid' : undefined,
        borderLeftColor: emphasised ? 'primary.main' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: headerActions ? 'nowrap' : 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Box sx={{ minWidth: 0, flex: headerActions ? '1 1 auto' : undefined }}>
          <Typography
            component="h3"
            variant="h6"
            sx={{ overflowWrap: 'anywhere', fontWeight: emphasised ? 800 : undefined }}
          >
            {heading}
          </Typography>
          {subheading && (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{subheading}</Typography>
          )}
        </Box>
        {headerActions ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: 1,
              flexShrink: 0,
            }}
          >
            {badge}
            <Box sx={{ display: 'flex', gap: { xs: 0, sm: 1.5 } }}>{headerActions}</Box>
          </Box>
        ) : (
          badge
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.75,
          mb: 2,
          color: 'text.secondary',
        }}
      >
        {facts}
      </Box>
      {children}
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {actions}
        </Box>
      )}
    </Paper>
  );
}

/** One fact of a card: an icon, a label for screen readers, and the value. */
export function InquiryFact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
      <Box aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: '1.125rem' } }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}
