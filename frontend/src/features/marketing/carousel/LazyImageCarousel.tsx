import { lazy, Suspense, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetCarouselQuery, type CarouselSlug } from '../../../api/carousels';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { BAR_SX, CAROUSEL_SX, FILL_IMAGE_SX, VIEWPORT_SX } from './layout';
import { useNearViewport } from '../../../lib/useNearViewport';

const ImageCarousel = lazy(() => import('./ImageCarousel'));

/** A photo to show before the carousel's own data arrives (the prerendered, no-JavaScript view). */
export interface CarouselPlaceholder {
  imageUrl: string;
  altText: string;
  focalX?: number;
  focalY?: number;
}

interface LazyImageCarouselProps {
  slug: CarouselSlug;
  /** The carousel's accessible name. */
  label: string;
  /**
   * The first photo as the page is usually seeded: the prerender and the view without JavaScript
   * show it (the page's HTML is rendered before any data is fetched).
   */
  placeholder?: CarouselPlaceholder;
  /** Shown when the carousel has no published photos. */
  emptyText: string;
  /** The displayed width of a slide per viewport. */
  sizes: string;
}

/** The carousel's frame with nothing interactive in it: same size as the real carousel. */
function StaticFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box sx={CAROUSEL_SX} aria-busy={busy || undefined}>
      <Box sx={BAR_SX} />
      <Box sx={VIEWPORT_SX}>{children}</Box>
      <Box sx={BAR_SX} />
    </Box>
  );
}

/**
 * A page's image carousel, loaded lazily: a same-size static frame showing the first photo (with
 * its text alternative) is rendered first, also by the prerender; the carousel's code loads when
 * the section comes near the viewport. While the photos load the frame shows a skeleton (behind
 * the placeholder photo, when there is one); with no published photos it says so.
 */
export function LazyImageCarousel({
  slug,
  label,
  placeholder,
  emptyText,
  sizes,
}: LazyImageCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const { data, isError } = useGetCarouselQuery(slug);
  const items = data?.items ?? [];

  let content: ReactNode;
  if (data && items.length === 0) {
    content = (
      <StaticFrame>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            p: 3,
            border: '2px dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', maxWidth: '28rem' }}>
            {emptyText}
          </Typography>
        </Box>
      </StaticFrame>
    );
  } else {
    const first = items[0]
      ? {
          imageUrl: items[0].imageUrl,
          altText: items[0].altText?.trim() ?? '',
          focalX: items[0].focalX,
          focalY: items[0].focalY,
        }
      : placeholder;
    const loading = !data && !isError;
    const fallback = (
      <StaticFrame busy={loading}>
        {!first && isError ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3 }}>
            <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {emptyText}
            </Typography>
          </Box>
        ) : (
          <>
            {loading && (
              <Skeleton
                variant="rectangular"
                data-testid="carousel-skeleton"
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
              />
            )}
            {first && (
              <Box sx={{ position: 'relative', height: '100%' }}>
                <CarouselPicture
                  url={first.imageUrl}
                  alt={first.altText}
                  sizes={sizes}
                  sx={FILL_IMAGE_SX}
                  focalX={first.focalX}
                  focalY={first.focalY}
                />
              </Box>
            )}
          </>
        )}
      </StaticFrame>
    );
    content =
      near && data ? (
        <Suspense fallback={fallback}>
          <ImageCarousel
            // A changed list or setting starts a fresh carousel.
            key={`${items.map((item) => item.id).join()}|${data.autoPlay}|${data.intervalMs}|${data.loop}`}
            label={label}
            items={items}
            autoPlay={data.autoPlay}
            intervalMs={data.intervalMs}
            loop={data.loop}
            sizes={sizes}
          />
        </Suspense>
      ) : (
        fallback
      );
  }

  return <div ref={rootRef}>{content}</div>;
}
