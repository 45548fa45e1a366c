import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Testimonial } from '../../../api/testimonials';
import { CarouselDots } from '../../../components/carousel/CarouselDots';
import { useEmblaState } from '../../../components/carousel/useEmblaState';
import { prefersReducedMotion } from '../../../lib/motion';
import {
  CONTROL_SIZE,
  CONTROLS_MARGIN,
  MULTI_SLIDE_BASIS,
  NAVIGATION_HINT,
  SLIDE_GAP,
} from './layout';
import { TestimonialCard } from './TestimonialCard';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** The spec's carousel defaults: duration 25, drag threshold 10; testimonials loop. */
const CAROUSEL_OPTIONS = { loop: true, duration: 25, dragThreshold: 10 } as const;

const SINGLE_OPTIONS: EmblaOptions = { ...CAROUSEL_OPTIONS };
// Cards line up from the left edge (Embla centres by default); a card counts as shown when most
// of it is in view (partly visible neighbours stay inert).
const MULTI_OPTIONS: EmblaOptions = { ...CAROUSEL_OPTIONS, align: 'start', inViewThreshold: 0.6 };

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /**
   * 'single': one large card per view, previous/next, one dot per slide and the navigation hint.
   * 'multi': 1, 2 or 3 cards per view by screen width, previous/next, ratings also as 'n/5'.
   */
  variant: 'single' | 'multi';
  /** The carousel's accessible name (announced as "<label>, carousel"). */
  label: string;
}

/**
 * A looping testimonials carousel on Embla, after the W3C APG carousel pattern: a labelled region
 * with aria-roledescription="carousel", slides as groups named "n of N", slides out of view inert,
 * named 44 px controls. It never moves by itself; under reduced motion the buttons jump.
 * Loaded lazily (this module and Embla are not part of any page's first load).
 */
export default function TestimonialCarousel({
  testimonials,
  variant,
  label,
}: TestimonialCarouselProps) {
  const single = variant === 'single';
  const [viewportRef, embla] = useEmblaCarousel(single ? SINGLE_OPTIONS : MULTI_OPTIONS);
  const { selected, snapCount, canPrev, canNext, inView } = useEmblaState(
    embla,
    testimonials.length,
  );
  const count = testimonials.length;

  // Slides out of view hold nothing for assistive technology (inert). Until Embla has measured
  // which cards of a 'multi' view are shown, none is hidden.
  const isShown = (index: number) =>
    single ? index === selected : inView.length === 0 || inView.includes(index);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label}>
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box
          aria-live="polite"
          sx={{
            display: 'flex',
            touchAction: 'pan-y pinch-zoom',
            ml: -SLIDE_GAP,
          }}
        >
          {testimonials.map((testimonial, index) => (
            <Box
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              inert={!isShown(index)}
              sx={{
                flex: '0 0 auto',
                width: single ? '100%' : MULTI_SLIDE_BASIS,
                minWidth: 0,
                pl: SLIDE_GAP,
                boxSizing: 'border-box',
              }}
            >
              <TestimonialCard testimonial={testimonial} variant={variant} />
            </Box>
          ))}
        </Box>
      </Box>

      <Box
        sx={{
          mt: CONTROLS_MARGIN,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <IconButton
          aria-label="Previous testimonial"
          disabled={!canPrev}
          onClick={() => embla?.scrollPrev(prefersReducedMotion())}
          sx={controlSx}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </IconButton>
        {single && (
          <CarouselDots
            count={snapCount}
            selected={selected}
            labelOf={(index) => `Show testimonial ${index + 1} of ${snapCount}`}
            onSelect={(index) => embla?.scrollTo(index, prefersReducedMotion())}
            shape="pill"
          />
        )}
        <IconButton
          aria-label="Next testimonial"
          disabled={!canNext}
          onClick={() => embla?.scrollNext(prefersReducedMotion())}
          sx={controlSx}
        >
          <ChevronRightIcon aria-hidden="true" />
        </IconButton>
      </Box>
      {single && (
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', color: 'text.secondary' }}>
          {NAVIGATION_HINT}
        </Typography>
      )}
    </Box>
  );
}

const controlSx = {
  width: CONTROL_SIZE,
  height: CONTROL_SIZE,
  color: 'primary.main',
  '& svg': { fontSize: '2rem' },
} as const;
