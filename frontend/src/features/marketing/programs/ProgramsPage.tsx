import { useSiteDetails } from '../../../api/settings';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { PageMeta } from '../../../components/PageMeta';
import { lazyPage } from '../../../lib/lazyPage';
import { BelowTheFold } from '../home/BelowTheFold';

const ProgramList = lazyPage(() => import('./ProgramList'));
// The prerender renders the whole page; the browser fetches the rest as soon as this loads.
if (import.meta.env.SSR) await ProgramList.preload();
else ProgramList.preload().catch(() => {});

export default function ProgramsPage() {
  const { speakerName } = useSiteDetails();
  return (
    <>
      <PageMeta
        title="Programs and Services"
        description="Corporate inclusion training, keynote speaking, hands-on workshops and community outreach on neurodiversity and disability, shaped around your goals."
      />
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
      <BelowTheFold>
        <ProgramList />
      </BelowTheFold>
    </>
  );
}
