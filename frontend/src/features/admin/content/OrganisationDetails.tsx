import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetAdminSettingsQuery } from '../../../api/admin/settings';
import { LoadError } from '../../../components/page/LoadError';
import { OutlinedSection } from '../../../components/page/OutlinedSection';
import { SiteDetailsForm } from './SiteDetailsForm';

/**
 * The organisation details every public page shows, with their form and preview: on the Content
 * hub, and on Settings for those who may change only these ('site-details' without 'settings').
 */
export function OrganisationDetails() {
  const { data, isLoading, isError, refetch } = useGetAdminSettingsQuery();
  return (
    <OutlinedSection
      id="organisation-details-heading"
      title="Organisation details"
      sx={{ mb: 4, minWidth: 0 }}
    >
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The name, speaker, phone number, e-mail address and social links that the public pages, the
        footer and the page titles show.
      </Typography>
      {isLoading ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : isError || !data ? (
        <LoadError what="the organisation details" onRetry={() => void refetch()} />
      ) : (
        <SiteDetailsForm details={data.siteDetails} />
      )}
    </OutlinedSection>
  );
}
