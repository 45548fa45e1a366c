import type { AuditEntry } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetAdminUserActivityQuery } from '../../../api/admin/users';
import { LoadError } from '../../../components/page/LoadError';
import { Spinner } from '../../../components/Spinner';
import { AuditChanges } from '../audit/AuditChanges';
import { auditActionLabel, auditCountText, browserOf, formatDateTime } from '../format';

// The Edit User dialog's Activity tab: the user's recent sign-ins (time, address, browser) and the
// administrative actions on the account, newest first. The spec's placeholders show only when there
// are none.

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;
const itemSx = { p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2 } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

function ActionItem({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="li" sx={itemSx}>
      <Typography sx={{ fontWeight: 700 }}>{auditActionLabel(entry.action)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {`by ${entry.actorName ?? 'someone not signed in'} · `}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {auditCountText(entry) && ` · ${auditCountText(entry)}`}
      </Typography>
      {entry.changes && <AuditChanges changes={entry.changes} />}
    </Box>
  );
}

export function UserActivity({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch } = useGetAdminUserActivityQuery(userId);
  if (isLoading) return <Spinner label="Loading activity" />;
  if (isError || !data) {
    return <LoadError what="the activity" onRetry={() => void refetch()} />;
  }
  return (
    <>
      <Box component="section">
        <Heading>Recent Sign-ins</Heading>
        {data.signIns.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No login history available yet</Typography>
        ) : (
          <Box component="ul" sx={listSx}>
            {data.signIns.map((signIn, index) => (
              <Box component="li" key={`${signIn.at}-${index}`} sx={itemSx}>
                <Typography sx={{ fontWeight: 700 }}>
                  <time dateTime={signIn.at}>{formatDateTime(signIn.at)}</time>
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {`${signIn.ipAddress ?? 'Unknown address'} · ${
                    signIn.browser ?? browserOf(signIn.userAgent) ?? 'Unknown browser'
                  }`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box component="section">
        <Heading>Recent Actions</Heading>
        {data.actions.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No recent actions recorded</Typography>
        ) : (
          <Box component="ul" sx={listSx}>
            {data.actions.map((entry) => (
              <ActionItem key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
