import { usePageContent } from '../../../api/pages';
import { PartnershipPacketLink } from '../../inquiries/PartnershipPacketLink';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const CorporateSections = lazySections(() => import('./CorporateSections'));
if (import.meta.env.SSR) await CorporateSections.preload();

/** /corporate (spec 001 "Corporate opportunities"): the hero. */
export default function CorporatePage() {
  const content = usePageContent('corporate');
  if (!content) return <PageLoading />;
  return (
    <MarketingPage seo={content.seo} sections={<CorporateSections content={content} />}>
      <ContentHero
        id="corporate-hero"
        hero={content.hero}
        extraActions={<PartnershipPacketLink color="inverse" />}
      />
    </MarketingPage>
  );
}
