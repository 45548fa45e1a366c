import { usePageContent } from '../../../api/pages';
import { lazySections } from '../../../lib/lazyPage';
import { PageLoading } from '../shared/MarketingPage';
import { LegalDocument } from './LegalDocument';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const TermsSections = lazySections(() => import('./TermsSections'));
if (import.meta.env.SSR) await TermsSections.preload();

/** /terms (spec 001 "Terms of service page"): ten numbered sections, then a legal notice. */
export default function TermsPage() {
  const content = usePageContent('terms');
  if (!content) return <PageLoading />;
  return (
    <LegalDocument seo={content.seo} header={content.document} contents={content.sections}>
      <TermsSections content={content} />
    </LegalDocument>
  );
}
