import { HeroButton, PageHero } from '../../../components/PageHero';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const AboutSections = lazySections(() => import('./AboutSections'));
if (import.meta.env.SSR) await AboutSections.preload();

export default function AboutPage() {
  return (
    <MarketingPage
      title="About Us: Our Mission, Values and Story"
      description="Our mission, vision and core values, and the story behind our neuro-inclusion and disability-inclusion training, keynotes and community programs."
      sections={<AboutSections />}
    >
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
    </MarketingPage>
  );
}
