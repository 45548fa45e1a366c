import { PageMeta } from '../../components/PageMeta';
import { HomeHero } from './HomeHero';

export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Neuro-Inclusion Training, Keynotes and The MWO Show"
        description="Neuro-inclusion and disability-inclusion training, keynote speaking and The MWO Show for companies, schools, conferences and community groups. Building Bridges. Breaking Barriers."
      />
      <HomeHero />
    </>
  );
}
