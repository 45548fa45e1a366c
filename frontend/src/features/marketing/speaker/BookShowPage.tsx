import Box from '@mui/material/Box';
import { usePageContent } from '../../../api/pages';
import { ContentPicture } from '../../../components/content/ContentPicture';
import { MarketingPage, PageLoading } from '../shared/MarketingPage';
import { ContentHero } from '../shared/ContentHero';
import { lazySections } from '../../../lib/lazyPage';

// The prerender waits for this chunk; the browser starts fetching it as this module loads.
const BookShowSections = lazySections(() => import('./BookShowSections'));
if (import.meta.env.SSR) await BookShowSections.preload();

/** /book-mwo-show (spec 001 "Book The MWO Show"): the hero. */
export default function BookShowPage() {
  const content = usePageContent('book-mwo-show');
  if (!content) return <PageLoading />;
  const { hero } = content;
  return (
    <MarketingPage seo={content.seo} sections={<BookShowSections content={content} />}>
      <ContentHero
        id="book-hero"
        hero={hero}
        aside={
          <Box sx={{ maxWidth: 380, mx: 'auto' }}>
            <ContentPicture
              image={{ ...hero.portrait, alt: hero.portrait.alt }}
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
