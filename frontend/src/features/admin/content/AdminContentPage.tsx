import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { CampaignsSection } from './campaigns/CampaignsSection';
import { NewsletterSubscribers } from './NewsletterSubscribers';
import { OrganisationDetails } from './OrganisationDetails';
import { PagesList } from './pages/PagesList';
import { useStaffAccess } from '../../../components/auth/staffAccess';

// /admin/content: the content hub. The public pages (each opens in its editor), the organisation
// details every public page shows (the spec's {name} and {phone}, and the rest), with a preview; and
// the newsletter's campaigns (a link to their list) and subscribers. Each section shows to those
// whose roles open it (@bb/shared/staff-roles): the pages with 'pages.edit', the details with
// 'site-details' or 'settings', the campaigns with 'campaigns.edit', the subscribers with
// 'subscribers'.

/** /admin/content */
export default function AdminContentPage() {
  const { can } = useStaffAccess();
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
      {can('pages.edit') && <PagesList />}
      {can(['site-details', 'settings']) && <OrganisationDetails />}
      {can('campaigns.edit') && <CampaignsSection />}
      {can('subscribers') && <NewsletterSubscribers />}
    </>
  );
}
