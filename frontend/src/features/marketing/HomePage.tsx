import { PageMeta } from '../../components/PageMeta';
import { lazyPage } from '../../lib/lazyPage';
import { BelowTheFold } from './home/BelowTheFold';
import { HomeHero } from './HomeHero';

const HomeSections = lazyPage(() => import('./home/HomeSections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await HomeSections.preload();
else HomeSections.preload().catch(() => {});

export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Neuro-Inclusion Training, Keynotes and The MWO Show"
        description="Neuro-inclusion and disability-inclusion training, keynote speaking and The MWO Show for companies, schools, conferences and community groups. Building Bridges. Breaking Barriers."
      />
      <HomeHero />
      <BelowTheFold>
        <HomeSections />
      </BelowTheFold>
    </>
  );
}
