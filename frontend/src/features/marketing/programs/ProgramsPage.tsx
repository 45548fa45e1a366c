import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useSiteDetails } from '../../../api/settings';
import { PageHero } from '../../../components/PageHero';
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
            <Button
              component={RouterLink}
              to="/contact"
              variant="contained"
              color="accent"
              size="large"
            >
              Start Your Journey
            </Button>
            <Button
              component={RouterLink}
              to="/mwo-show"
              variant="outlined"
              color="inverse"
              size="large"
            >
              {`Meet ${speakerName}`}
            </Button>
          </>
        }
      />
      <BelowTheFold>
        <ProgramList />
      </BelowTheFold>
    </>
  );
}
