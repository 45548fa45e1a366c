import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INQUIRY_KINDS } from '@bb/shared/admin';
import { useGetAdminNotificationsQuery } from '../../../api/admin/stats';
import { LoadError } from '../../../components/page/LoadError';
import { formatDateTime, formatRelative } from '../format';
import { ListSkeleton } from './DashboardSection';
import { itemSx, listSx, RECENT_COUNT, secondary } from './dashboardStyles';

/** The newest inquiries waiting for an answer, each linking to its page. */
export function NewInquiries() {
  const { data, isLoading, isError, refetch } = useGetAdminNotificationsQuery();
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="the new inquiries" onRetry={() => void refetch()} />;
  }
  // The bell's list also holds what else waits for the person (drafts to review): only inquiries here.
  const inquiries = data.items.filter((item) =>
    (INQUIRY_KINDS as readonly string[]).includes(item.kind),
  );
  if (inquiries.length === 0) {
    return <Typography sx={secondary}>No new inquiries are waiting.</Typography>;
  }
  return (
    <Box component="ul" sx={listSx}>
      {inquiries.slice(0, RECENT_COUNT).map((item) => (
        <Box component="li" key={`${item.kind}:${item.id}`} sx={itemSx}>
          <Link
            component={RouterLink}
            to={item.path}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Link>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography>
          <Typography variant="body2" sx={secondary}>
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {formatRelative(item.createdAt)}
            </time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
