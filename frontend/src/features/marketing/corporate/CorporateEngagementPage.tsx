import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useSiteDetails } from '../../../api/settings';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { Picture } from '../../../components/Picture';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const EngagementSections = lazySections(() => import('./EngagementSections'));
if (import.meta.env.SSR) await EngagementSections.preload();

/**
 * /corporate-engagement (spec 001 "Second corporate hero page"): the speaker banner with the
 * audience size and the award badge, then a page for corporate decision makers: why inclusion
 * matters at work, engagement formats, how an engagement works, and 'Book the Movement'.
 */
export default function CorporateEngagementPage() {
  const { speakerName: name } = useSiteDetails();
  return (
    <MarketingPage
      title="Corporate Engagement: Keynotes and Inclusion Training"
      description="Keynotes, workshop series, leadership training and ERG support on neuro-inclusion and disability inclusion for audiences from 100 to 1000+."
      sections={<EngagementSections />}
    >
      <PageHero
        id="engagement-hero"
        eyebrow="Corporate Engagement"
        title="Make Inclusion a Movement Inside Your Organization"
        subtitle={`Keynotes and training with ${name} that turn neuro-inclusion and disability inclusion into everyday practice, grounded in lived experience and built for real workplaces.`}
        actions={
          <>
            <HeroButton to="/mwo-show">{`Meet ${name}`}</HeroButton>
            <Button href="#engagement-formats" variant="outlined" color="inverse" size="large">
              Explore Engagement Formats
            </Button>
          </>
        }
        stats={[
          { value: '100 to 1000+', label: 'Audience size' },
          { value: '50+', label: 'Speaking events' },
          { value: '10,000+', label: 'Attendees reached' },
        ]}
        aside={
          <Box sx={{ position: 'relative', maxWidth: 400, mx: 'auto', pb: 3 }}>
            <Picture
              image="speaker-portrait"
              alt={`${name}, in an amber blazer and wearing a hearing aid, speaks into a microphone in front of a glowing bridge and a rising sun.`}
              sizes="(min-width: 900px) 400px, 90vw"
              priority
              sx={{ borderRadius: '24px', boxShadow: '0 24px 48px rgba(0,0,0,0.35)' }}
            />
            <Box
              sx={{
                position: 'absolute',
                left: { xs: 12, sm: -16 },
                bottom: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 2.5,
                py: 1.5,
                borderRadius: 999,
                bgcolor: 'accent.main',
                color: 'accent.contrastText',
                boxShadow: '0 12px 24px rgba(0,0,0,0.3)',
              }}
            >
              <EmojiEventsOutlinedIcon aria-hidden="true" sx={{ fontSize: '2rem' }} />
              <Box component="p" sx={{ m: 0, lineHeight: 1.3 }}>
                <Box component="strong" sx={{ display: 'block', fontSize: '1.25rem' }}>
                  2021
                </Box>
                Dream on 3 Award
              </Box>
            </Box>
          </Box>
        }
      />
    </MarketingPage>
  );
}
