import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { CarouselSlug } from '@bb/shared/content';
import { useGetCarouselQuery } from '../../../api/carousels';
import { LazyImageCarousel } from '../carousel/LazyImageCarousel';
import { useNearViewport } from '../../../lib/useNearViewport';
import { SectionIntro } from './SectionIntro';

/**
 * Near: within 600 px below the viewport, or anywhere above it (a visitor who jumps to the footer
 * with End or a link has passed the marker without it ever being near).
 */
const NEAR_OR_PASSED = '100000px 0px 600px 0px';

interface PageCarouselSectionProps {
  slug: CarouselSlug;
  /** The id of the section's <h2>. */
  headingId: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The carousel's accessible name. */
  label: string;
}

/**
 * A page's own carousel (the home and programs pages: slugs home and programs), shown only when an
 * administrator has published photos in it. Until then the page holds nothing for it (no empty
 * frame, nothing that moves): an empty marker at the end of the page asks for the carousel once it
 * comes near the viewport (or the visitor has passed it), and the section appears only if the answer has photos. The carousel's
 * code loads lazily, as on the speaker page.
 */
export function PageCarouselSection({
  slug,
  headingId,
  eyebrow,
  title,
  intro,
  label,
}: PageCarouselSectionProps) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, NEAR_OR_PASSED);
  const { data } = useGetCarouselQuery(slug, { skip: !near });
  const shown = (data?.items.length ?? 0) > 0;
  return (
    <div ref={marker}>
      {shown && (
        <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 8, md: 12 } }}>
          <Container maxWidth="lg">
            <SectionIntro headingId={headingId} eyebrow={eyebrow} title={title}>
              {intro}
            </SectionIntro>
            <LazyImageCarousel
              slug={slug}
              label={label}
              emptyText=""
              sizes="(min-width: 1000px) 960px, calc(100vw - 32px)"
            />
          </Container>
        </Box>
      )}
    </div>
  );
}
