import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetAdminPagesQuery } from '../../../../api/admin/pages';
import { LoadError } from '../../../../components/page/LoadError';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { useOrganisationTimeZone } from '../../../../components/schedule/useTimeZone';
import { scheduledTimeText } from '../../../../components/schedule/zonedTime';
import { StatusChip } from '../../../../components/status/StatusChip';
import { visuallyHidden } from '../../../../lib/visuallyHidden';
import { formatDateTime } from '../../format';

/**
 * Content → Public pages: every editable page with its state (and its scheduled publish, in the
 * organisation's time zone) and its last edit.
 */
export function PagesList() {
  const { data, isLoading, isError, refetch } = useGetAdminPagesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const zone = useOrganisationTimeZone();
  return (
    <OutlinedSection id="public-pages-heading" title="Public pages" sx={{ mb: 4, minWidth: 0 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The words and pictures of the website&apos;s pages. Changes are saved as a draft, previewed,
        then published.
      </Typography>
      {isLoading ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Box>
      ) : isError || !data ? (
        <LoadError what="the pages" onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              '& th, & td': {
                textAlign: 'left',
                p: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                verticalAlign: 'top',
              },
              '& th': { fontWeight: 700 },
            }}
          >
            <Box component="caption" sx={visuallyHidden}>
              Public pages
            </Box>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Address</th>
                <th scope="col">State</th>
                <th scope="col">Last edited</th>
              </tr>
            </thead>
            <tbody>
              {data.map((page) => (
                <tr key={page.slug}>
                  <th scope="row">
                    <Link component={RouterLink} to={`/admin/content/pages/${page.slug}`}>
                      {`Edit ${page.title}`}
                    </Link>
                  </th>
                  <td>{page.path}</td>
                  <td>
                    <StatusChip
                      label={page.state === 'draft' ? 'Draft waiting' : 'Published'}
                      tone={page.state === 'draft' ? 'yellow' : 'green'}
                    />
                    {page.scheduledAt && (
                      <Typography variant="body2" sx={{ mt: 0.75 }}>
                        {'Scheduled: '}
                        <time dateTime={page.scheduledAt}>
                          {scheduledTimeText(page.scheduledAt, zone)}
                        </time>
                      </Typography>
                    )}
                  </td>
                  <td>
                    {page.updatedBy
                      ? `${page.updatedBy}, ${formatDateTime(page.updatedAt)}`
                      : 'Not edited yet'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </OutlinedSection>
  );
}
