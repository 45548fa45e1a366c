import { usePageContent } from '../../../api/pages';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ProgramList = lazySections(() => import('./ProgramList'));
if (import.meta.env.SSR) await ProgramList.preload();

export default function ProgramsPage() {
  const content = usePageContent('programs');
  if (!content) return <PageLoading />;
  return (
    <MarketingPage seo={content.seo} sections={<ProgramList content={content} />}>
      <ContentHero id="programs-hero" hero={content.hero} />
    </MarketingPage>
  );
}
