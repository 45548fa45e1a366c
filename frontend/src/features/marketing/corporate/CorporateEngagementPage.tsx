import Box from '@mui/material/Box';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { usePageContent } from '../../../api/pages';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { ContentHero } from '../shared/ContentHero';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
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
  const content = usePageContent('corporate-engagement');
  if (!content) return <PageLoading />;
  const { banner } = content;
  return (
    <MarketingPage seo={content.seo} sections={<EngagementSections content={content} />}>
      <ContentHero
        id="engagement-hero"
        hero={content.hero}
        stats={banner.stats}
        aside={
          <Box sx={{ position: 'relative', maxWidth: 400, mx: 'auto', pb: 3 }}>
            <ContentPicture
              image={{ ...banner.portrait, alt: banner.portrait.alt }}
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
                  {banner.awardYear}
                </Box>
                {banner.awardName}
              </Box>
            </Box>
          </Box>
        }
      />
    </MarketingPage>
  );
}
