import { MarketingPage } from './shared/MarketingPage';
import { lazySections } from '../../lib/lazyPage';
import { HomeHero } from './HomeHero';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const HomeSections = lazySections(() => import('./home/HomeSections'));
if (import.meta.env.SSR) await HomeSections.preload();

export default function HomePage() {
  return (
    <MarketingPage
      title="Neuro-Inclusion Training, Keynotes and The MWO Show"
      description="Neuro-inclusion and disability-inclusion training, keynote speaking and The MWO Show for companies, schools, conferences and community groups. Building Bridges. Breaking Barriers."
      sections={<HomeSections />}
    >
      <HomeHero />
    </MarketingPage>
  );
}
