import { Link as RouterLink } from 'react-router-dom';
import type { ScheduledAction, ScheduledChange } from '@bb/shared/schedule';
import { formatInZone } from '@bb/shared/schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetScheduledQuery } from '../../../api/admin/stats';
import { LoadError } from '../../../components/page/LoadError';
import { zoneHelp } from '../../../components/schedule/zonedTime';
import { formatCount } from '../format';
import { ListSkeleton } from './DashboardSection';
import { itemSx, listSx, RECENT_COUNT, secondary } from './dashboardStyles';

/** What the change does, as the list says it. */
export const SCHEDULED_ACTION_TEXT: Readonly<Record<ScheduledAction, string>> = {
  publish: 'Publishes',
  unpublish: 'Unpublishes',
  send: 'Sends',
};

/** What is scheduled to change, named with its kind: 'About page', 'Testimonial from Jane Doe'. */
export function scheduledWhat({ kind, label }: Pick<ScheduledChange, 'kind' | 'label'>): string {
  switch (kind) {
    case 'page':
      return `${label} page`;
    case 'testimonial':
      return `Testimonial from ${label}`;
    case 'carousel-item':
      return `Carousel item, ${label}`;
    case 'newsletter-campaign':
      return `Newsletter: ${label}`;
    default:
      return label;
  }
}

/**
 * What will change by itself, soonest first: when (on the organisation's clocks), what (linking to
 * where it is edited), the change, and who scheduled it; 'and N more' past the first few.
 */
export function ScheduledChanges() {
  const { data, isLoading, isError, refetch } = useGetScheduledQuery({
    page: 1,
    pageSize: RECENT_COUNT,
  });
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="what is scheduled" onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return <Typography sx={secondary}>Nothing is scheduled.</Typography>;
  }
  const more = data.total - data.items.length;
  return (
    <>
      <Typography variant="body2" sx={{ ...secondary, mb: 1.5 }}>
        {zoneHelp(data.timeZone)}
      </Typography>
      <Box component="ul" sx={listSx}>
        {data.items.map((item) => (
          <Box component="li" key={`${item.kind}:${item.id}:${item.action}`} sx={itemSx}>
            <Link
              component={RouterLink}
              to={item.link}
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {scheduledWhat(item)}
            </Link>
            <Typography variant="body2">
              {`${SCHEDULED_ACTION_TEXT[item.action]} `}
              <time dateTime={item.at}>{formatInZone(item.at, data.timeZone)}</time>
            </Typography>
            {item.by && (
              <Typography variant="body2" sx={{ ...secondary, overflowWrap: 'anywhere' }}>
                {`by ${item.by}`}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {more > 0 && (
        <Typography sx={{ ...secondary, mt: 1.5 }}>{`and ${formatCount(more)} more`}</Typography>
      )}
    </>
  );
}
