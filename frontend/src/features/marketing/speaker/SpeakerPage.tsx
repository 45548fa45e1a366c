import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSiteDetails } from '../../../api/settings';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { Picture } from '../../../components/Picture';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const SpeakerSections = lazySections(() => import('./SpeakerSections'));
if (import.meta.env.SSR) await SpeakerSections.preload();

/** The speaker profile page (/mwo-show, spec 000 "Speaker profile page"): the hero. */
export default function SpeakerPage() {
  const { speakerName: name } = useSiteDetails();
  return (
    <MarketingPage
      title={`${name}: Keynote Speaker and The MWO Show`}
      description={`Book ${name} for a keynote on neuro-inclusion and disability inclusion: biography, key achievements, four speaking topics and photos from the stage.`}
      sections={<SpeakerSections />}
    >
      <PageHero
        id="speaker-hero"
        eyebrow="Keynote Speaker and Host of The MWO Show"
        title={`Meet ${name}`}
        subtitle="Stories from lived experience of disability and neurodivergence, and practical tools that help every mind belong at work, at school and in the community."
        actions={
          <>
            <HeroButton to="/contact">{`Book ${name} to Speak`}</HeroButton>
            <Button href="#speaking-topics" variant="outlined" color="inverse" size="large">
              See Speaking Topics
            </Button>
          </>
        }
        stats={[
          { value: '50+', label: 'Speaking events' },
          { value: '10,000+', label: 'Attendees reached' },
          { value: '10K+', label: 'Monthly listeners' },
          { value: '100 to 1000+', label: 'Audience size' },
        ]}
        aside={
          <Box sx={{ maxWidth: 420, mx: 'auto' }}>
            <Picture
              image="speaker-portrait"
              alt={`${name}, in an amber blazer and wearing a hearing aid, speaks into a microphone in front of a glowing bridge and a rising sun.`}
              sizes="(min-width: 900px) 420px, 90vw"
              priority
              sx={{ borderRadius: '24px', boxShadow: '0 24px 48px rgba(0,0,0,0.35)' }}
            />
          </Box>
        }
      />
    </MarketingPage>
  );
}
