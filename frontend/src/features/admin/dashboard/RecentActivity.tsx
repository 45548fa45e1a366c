import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetAuditLogQuery } from '../../../api/admin/audit';
import { LoadError } from '../../../components/page/LoadError';
import { auditActionLabel, auditCountText, formatDateTime, formatRelative } from '../format';
import { ListSkeleton } from './DashboardSection';
import { itemSx, listSx, RECENT_COUNT, secondary } from './dashboardStyles';

/**
 * What administrators did lately: the newest changes of the audit trail (kind=change), never the
 * refused requests or failed sign-ins, which are for the Audit Log page.
 */
export function RecentActivity() {
  const { data, isLoading, isError, refetch } = useGetAuditLogQuery({
    pageSize: RECENT_COUNT,
    kind: 'change',
  });
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="the recent activity" onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return <Typography sx={secondary}>No administrative activity recorded yet.</Typography>;
  }
  return (
    <Box component="ul" sx={listSx}>
      {data.items.slice(0, RECENT_COUNT).map((entry) => (
        <Box component="li" key={entry.id} sx={itemSx}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {auditActionLabel(entry.action)}
            {entry.targetLabel ? `: ${entry.targetLabel}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ ...secondary, overflowWrap: 'anywhere' }}>
            {/* No actor: the site's own clean-up (unused images). */}
            {`${entry.actorName ? `by ${entry.actorName}` : 'automatically'} · `}
            <time dateTime={entry.at} title={formatDateTime(entry.at)}>
              {formatRelative(entry.at)}
            </time>
            {auditCountText(entry) && ` · ${auditCountText(entry)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
