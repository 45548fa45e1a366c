import { usePageContent } from '../../api/pages';
import { MarketingPage, PageLoading } from './shared/MarketingPage';
import { lazySections } from '../../lib/lazyPage';
import { HomeHero } from './HomeHero';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const HomeSections = lazySections(() => import('./home/HomeSections'));
if (import.meta.env.SSR) await HomeSections.preload();

export default function HomePage() {
  const content = usePageContent('home');
  if (!content) return <PageLoading />;
  return (
    <MarketingPage seo={content.seo} sections={<HomeSections content={content} />}>
      <HomeHero hero={content.hero} />
    </MarketingPage>
  );
}
