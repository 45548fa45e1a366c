import { Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useGetTestimonialsQuery, type Testimonial } from '../../../api/testimonials';
import { RouteErrorBoundary } from '../../../components/ErrorBoundary';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import {
  CONTROL_SIZE,
  CONTROLS_MARGIN,
  MULTI_CARD_MIN_HEIGHT,
  MULTI_SLIDE_BASIS,
  NAVIGATION_HINT,
  SINGLE_CARD_MIN_HEIGHT,
  SLIDE_GAP,
} from './layout';
import { LazyTestimonialCarousel, preloadTestimonialCarousel } from './LazyTestimonialCarousel';
import { TestimonialCard, testimonialCardSx } from './TestimonialCard';
import { useNearViewport } from '../../../lib/useNearViewport';

type Variant = 'single' | 'multi';

/** The space of the controls row (and of the hint under the one-card carousel), kept empty. */
function ReservedControls({ variant }: { variant: Variant }) {
  return (
    <div aria-hidden="true">
      <Box sx={{ mt: CONTROLS_MARGIN, height: CONTROL_SIZE }} />
      {variant === 'single' && (
        <Typography variant="body2" sx={{ mt: 1, visibility: 'hidden' }}>
          {NAVIGATION_HINT}
        </Typography>
      )}
    </div>
  );
}

function Bar({ width, height = 16 }: { width: string; height?: number }) {
  return <Box sx={{ width, height, borderRadius: 1, bgcolor: 'action.hover' }} />;
}

function SkeletonCard({ variant }: { variant: Variant }) {
  return (
    <Box
      sx={{
        ...testimonialCardSx,
        minHeight: variant === 'single' ? SINGLE_CARD_MIN_HEIGHT : MULTI_CARD_MIN_HEIGHT,
      }}
    >
      <Bar width="7.5rem" height={22} />
      <Box sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start', pt: 1 }}>
        <Bar width="100%" />
        <Bar width="96%" />
        <Bar width="92%" />
        <Bar width="70%" />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'action.hover' }} />
        <Box sx={{ display: 'grid', gap: 1, flexGrow: 1 }}>
          <Bar width="40%" />
          <Bar width="60%" height={14} />
        </Box>
      </Box>
    </Box>
  );
}

/** Loading: placeholders in the carousel's own layout (one card, or three in a row). */
function TestimonialsSkeleton({ variant }: { variant: Variant }) {
  return (
    <Box aria-busy="true" data-testid="testimonials-loading">
      <Box component="span" sx={visuallyHidden}>
        Loading testimonials
      </Box>
      {variant === 'single' ? (
        <SkeletonCard variant="single" />
      ) : (
        <Box sx={{ display: 'flex', ml: -SLIDE_GAP, overflow: 'hidden' }}>
          {[0, 1, 2].map((i) => (
            <Box
              key={i}
              sx={{
                flex: '0 0 auto',
                width: MULTI_SLIDE_BASIS,
                pl: SLIDE_GAP,
                boxSizing: 'border-box',
                // One card per view on phones, two on tablets, three on wide screens.
                display:
                  i === 0
                    ? 'block'
                    : i === 1
                      ? { xs: 'none', sm: 'block' }
                      : { xs: 'none', lg: 'block' },
              }}
            >
              <SkeletonCard variant="multi" />
            </Box>
          ))}
        </Box>
      )}
      <ReservedControls variant={variant} />
    </Box>
  );
}

function EmptyTestimonials({ variant, message }: { variant: Variant; message: string }) {
  return (
    <div>
      <Box
        sx={{
          ...testimonialCardSx,
          minHeight: variant === 'single' ? SINGLE_CARD_MIN_HEIGHT : MULTI_CARD_MIN_HEIGHT,
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
        }}
      >
        <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: '3rem', color: 'primary.main' }} />
        <Typography sx={{ fontSize: '1.125rem', maxWidth: '32rem' }}>{message}</Typography>
      </Box>
      <ReservedControls variant={variant} />
    </div>
  );
}

/** If the carousel's code cannot be loaded, the testimonials are still shown, one under another. */
function StaticTestimonials({
  testimonials,
  variant,
}: {
  testimonials: readonly Testimonial[];
  variant: Variant;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} variant={variant} />
        </li>
      ))}
    </Box>
  );
}

interface TestimonialsContentProps {
  variant: Variant;
  /** Shown when there are no published testimonials (or they cannot be read). */
  emptyMessage: string;
  /** The carousel's accessible name. */
  label: string;
}

/**
 * The published testimonials in one of three states: loading (placeholders of the carousel's
 * size, which is also what the prerendered page shows), empty (the message), or a looping
 * carousel whose code is downloaded once this part of the page nears the viewport.
 */
export function TestimonialsContent({ variant, emptyMessage, label }: TestimonialsContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const { data, isError } = useGetTestimonialsQuery();

  useEffect(() => {
    if (near) preloadTestimonialCarousel();
  }, [near]);

  let content;
  if (isError || data?.length === 0) {
    // Failure handling is not specified: a visitor is better served by the empty message than by
    // an error about a decorative section.
    content = <EmptyTestimonials variant={variant} message={emptyMessage} />;
  } else if (!data || !near) {
    content = <TestimonialsSkeleton variant={variant} />;
  } else {
    content = (
      <RouteErrorBoundary fallback={<StaticTestimonials testimonials={data} variant={variant} />}>
        <Suspense fallback={<TestimonialsSkeleton variant={variant} />}>
          <LazyTestimonialCarousel testimonials={data} variant={variant} label={label} />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  return <div ref={ref}>{content}</div>;
}
