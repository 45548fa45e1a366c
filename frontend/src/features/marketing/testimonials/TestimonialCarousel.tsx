import { useCallback, useSyncExternalStore } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Testimonial } from '../../../api/testimonials';
import { prefersReducedMotion } from '../../../lib/motion';
import {
  CONTROL_SIZE,
  CONTROLS_MARGIN,
  MULTI_SLIDE_BASIS,
  NAVIGATION_HINT,
  SLIDE_GAP,
} from './layout';
import { TestimonialCard } from './TestimonialCard';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** The spec's carousel defaults: duration 25, drag threshold 10; testimonials loop. */
const CAROUSEL_OPTIONS = { loop: true, duration: 25, dragThreshold: 10 } as const;

const SINGLE_OPTIONS: EmblaOptions = { ...CAROUSEL_OPTIONS };
// Cards line up from the left edge (Embla centres by default); a card counts as shown when most
// of it is in view (partly visible neighbours stay inert).
const MULTI_OPTIONS: EmblaOptions = { ...CAROUSEL_OPTIONS, align: 'start', inViewThreshold: 0.6 };

interface CarouselState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  /** Slides at least mostly in view ('multi'); empty until Embla has measured them. */
  inView: number[];
}

// useSyncExternalStore needs a snapshot that compares equal while nothing changed: a string.
function snapshotOf(embla: EmblaApi | undefined, slideCount: number): string {
  if (!embla) return JSON.stringify(initialState(slideCount));
  const state: CarouselState = {
    selected: embla.selectedScrollSnap(),
    snapCount: embla.scrollSnapList().length,
    canPrev: embla.canScrollPrev(),
    canNext: embla.canScrollNext(),
    inView: [...embla.slidesInView()].sort((a, b) => a - b),
  };
  return JSON.stringify(state);
}

function initialState(slideCount: number): CarouselState {
  return {
    selected: 0,
    snapCount: slideCount,
    canPrev: slideCount > 1,
    canNext: slideCount > 1,
    inView: [],
  };
}

function useCarouselState(embla: EmblaApi | undefined, slideCount: number): CarouselState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      const events = ['init', 'reInit', 'select', 'slidesInView', 'resize'] as const;
      events.forEach((event) => embla.on(event, onChange));
      return () => events.forEach((event) => embla.off(event, onChange));
    },
    [embla],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(embla, slideCount),
    () => snapshotOf(undefined, slideCount),
  );
  return JSON.parse(snapshot) as CarouselState;
}

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
  const { selected, snapCount, canPrev, canNext, inView } = useCarouselState(
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
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {Array.from({ length: snapCount }, (_, index) => (
              <li key={index}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`Show testimonial ${index + 1} of ${snapCount}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(index, prefersReducedMotion())}
                  sx={dotSx}
                />
              </li>
            ))}
          </Box>
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

const dotSx = {
  width: CONTROL_SIZE,
  height: CONTROL_SIZE,
  p: 0,
  m: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '&::before': {
    content: '""',
    display: 'block',
    width: 12,
    height: 12,
    borderRadius: 999,
    border: 2,
    borderColor: 'primary.main',
    boxSizing: 'border-box',
    transition: 'width 200ms ease',
  },
  '&[aria-current="true"]::before': { width: 28, bgcolor: 'primary.main' },
  '&:hover:not([aria-current="true"])::before': { bgcolor: 'primary.light' },
  '&:focus-visible': { outline: '3px solid var(--bb-focus)', outlineOffset: '-4px' },
} as const;
