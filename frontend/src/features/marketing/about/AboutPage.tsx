import { usePageContent } from '../../../api/pages';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const AboutSections = lazySections(() => import('./AboutSections'));
if (import.meta.env.SSR) await AboutSections.preload();

export default function AboutPage() {
  const content = usePageContent('about');
  if (!content) return <PageLoading />;
  return (
    <MarketingPage seo={content.seo} sections={<AboutSections content={content} />}>
      <ContentHero id="about-hero" hero={content.hero} />
    </MarketingPage>
  );
}
