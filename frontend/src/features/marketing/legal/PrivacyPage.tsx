import { usePageContent } from '../../../api/pages';
import { lazySections } from '../../../lib/lazyPage';
import { PageLoading } from '../shared/MarketingPage';
import { LegalDocument } from './LegalDocument';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const PrivacySections = lazySections(() => import('./PrivacySections'));
if (import.meta.env.SSR) await PrivacySections.preload();

/** /privacy (spec 001 "Privacy policy page"), written for what this website actually does. */
export default function PrivacyPage() {
  const content = usePageContent('privacy');
  if (!content) return <PageLoading />;
  return (
    <LegalDocument seo={content.seo} header={content.document} contents={content.sections}>
      <PrivacySections content={content} />
    </LegalDocument>
  );
}
