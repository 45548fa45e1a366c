import { PageHeading } from '../../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../../components/PageMeta';
import { CampaignBreadcrumbs, CampaignEditor } from './CampaignEditorPage';

/** /admin/content/campaigns/new */
export default function NewCampaignPage() {
  return (
    <>
      <PrivatePageMeta title="New campaign" description="Compose a newsletter campaign." />
      <CampaignBreadcrumbs />
      <PageHeading
        title="New campaign"
        subtitle="Saved as a draft: preview it, send a test, then send it or schedule it."
      />
      <CampaignEditor campaign={null} onReload={() => undefined} />
    </>
  );
}
