import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetAdminSettingsQuery } from '../../../api/admin/settings';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { CampaignsSection } from './campaigns/CampaignsSection';
import { NewsletterSubscribers } from './NewsletterSubscribers';
import { SiteDetailsForm } from './SiteDetailsForm';
import { PagesList } from './pages/PagesList';
import { OutlinedSection } from '../../../components/page/OutlinedSection';

// /admin/content: the content hub. The public pages (each opens in its editor), the organisation
// details every public page shows (the spec's {name} and {phone}, and the rest), with a preview; and
// the newsletter's campaigns (a link to their list) and subscribers.

function OrganisationDetails() {
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

/** /admin/content */
export default function AdminContentPage() {
  return (
    <>
      <PrivatePageMeta
        title="Content"
        description="The public pages, the organisation details they show, and the newsletter: its campaigns and subscribers."
      />
      <PageHeading
        title="Content"
        subtitle="The public pages, the organisation's details they show, and the newsletter's campaigns and subscribers"
      />
      <PagesList />
      <OrganisationDetails />
      <CampaignsSection />
      <NewsletterSubscribers />
    </>
  );
}
