import Box from '@mui/material/Box';
import { useSiteDetails } from '../../../api/settings';
import { HeroButton, PageHero } from '../../../components/PageHero';
import { Picture } from '../../../components/Picture';
import { MarketingPage } from '../shared/MarketingPage';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const BookShowSections = lazySections(() => import('./BookShowSections'));
if (import.meta.env.SSR) await BookShowSections.preload();

/** /book-mwo-show (spec 001 "Book The MWO Show"): the hero. */
export default function BookShowPage() {
  const { speakerName } = useSiteDetails();
  return (
    <MarketingPage
      title="Book The MWO Show"
      description="Book a keynote, workshop, panel or conference session on neuro-inclusion and disability inclusion for audiences of 50 to 5,000+. We reply within 24 hours."
      sections={<BookShowSections />}
    >
      <PageHero
        id="book-hero"
        eyebrow="The MWO Show"
        title="Book The MWO Show"
        subtitle={`Bring ${speakerName} to your stage. Keynotes, workshops, panels and conference sessions that turn inclusion into everyday practice, for audiences of 50 to 5,000+.`}
        actions={
          <>
            <HeroButton href="#booking-request-heading">Request a Booking</HeroButton>
            <HeroButton to="/mwo-show" secondary>
              Meet {speakerName}
            </HeroButton>
          </>
        }
        aside={
          <Box sx={{ maxWidth: 380, mx: 'auto' }}>
            <Picture
              image="speaker-portrait"
              alt={`Portrait of ${speakerName}`}
              sizes="(min-width: 900px) 380px, min(380px, 100vw - 32px)"
              priority
              sx={{ borderRadius: 4 }}
            />
          </Box>
        }
      />
    </MarketingPage>
  );
}
