import { useSiteDetails } from '../../../api/settings';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const ProgramList = lazySections(() => import('./ProgramList'));
if (import.meta.env.SSR) await ProgramList.preload();

export default function ProgramsPage() {
  const { speakerName } = useSiteDetails();
  return (
    <MarketingPage
      title="Programs and Services"
      description="Corporate inclusion training, keynote speaking, hands-on workshops and community outreach on neurodiversity and disability, shaped around your goals."
      sections={<ProgramList />}
    >
      <PageHero
        id="programs-hero"
        eyebrow="Programs and Services"
        title="Programs That Turn Inclusion Into Everyday Practice"
        subtitle="Training, keynotes, workshops and community programs on neurodiversity and disability inclusion, each shaped around your people and your goals."
        actions={
          <>
            <HeroButton to="/contact">Start Your Journey</HeroButton>
            <HeroButton to="/mwo-show" secondary>
              {`Meet ${speakerName}`}
            </HeroButton>
          </>
        }
      />
    </MarketingPage>
  );
}
