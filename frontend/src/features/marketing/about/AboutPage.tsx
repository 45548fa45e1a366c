import { HeroButton, PageHero } from '../../../components/PageHero';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { BelowTheFold } from '../home/BelowTheFold';

const AboutSections = lazyPage(() => import('./AboutSections'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await AboutSections.preload();
else AboutSections.preload().catch(() => {});

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us: Our Mission, Values and Story"
        description="Our mission, vision and core values, and the story behind our neuro-inclusion and disability-inclusion training, keynotes and community programs."
      />
      <PageHero
        id="about-hero"
        eyebrow="About Us"
        title="We Believe Every Mind Belongs"
        subtitle="We help companies, schools and communities include neurodivergent people and people with disabilities, through training, keynotes and storytelling grounded in lived experience."
        actions={
          <>
            <HeroButton to="/programs">Our Programs</HeroButton>
            <HeroButton to="/contact" secondary>
              Join the Movement
            </HeroButton>
          </>
        }
      />
      <BelowTheFold>
        <AboutSections />
      </BelowTheFold>
    </>
  );
}
