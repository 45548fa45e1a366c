import Box from '@mui/material/Box';
import { usePageContent } from '../../../api/pages';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const SpeakerSections = lazySections(() => import('./SpeakerSections'));
if (import.meta.env.SSR) await SpeakerSections.preload();

/** The speaker profile page (/mwo-show, spec 000 "Speaker profile page"): the hero. */
export default function SpeakerPage() {
  const content = usePageContent('mwo-show');
  if (!content) return <PageLoading />;
  const { hero } = content;
  return (
    <MarketingPage seo={content.seo} sections={<SpeakerSections content={content} />}>
      <ContentHero
        id="speaker-hero"
        hero={hero}
        stats={hero.stats}
        aside={
          <Box sx={{ maxWidth: 420, mx: 'auto' }}>
            <ContentPicture
              image={{ ...hero.portrait, alt: hero.portrait.alt }}
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
