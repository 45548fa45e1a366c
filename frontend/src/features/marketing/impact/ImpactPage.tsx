import { usePageContent } from '../../../api/pages';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ImpactSections = lazySections(() => import('./ImpactSections'));
if (import.meta.env.SSR) await ImpactSections.preload();

export default function ImpactPage() {
  const content = usePageContent('impact');
  if (!content) return <PageLoading />;
  return (
    <MarketingPage seo={content.seo} sections={<ImpactSections content={content} />}>
      <ContentHero id="impact-hero" hero={content.hero} stats={content.hero.stats} />
    </MarketingPage>
  );
}
