import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import type { CarouselItem } from '../../../api/carousels';
import { CarouselDots } from '../../../components/carousel/CarouselDots';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { useEmblaState } from '../../../components/carousel/useEmblaState';
import { prefersReducedMotion } from '../../../lib/motion';
import { BAR_SX, CAROUSEL_SX, CONTROL_SIZE, FILL_IMAGE_SX, VIEWPORT_SX } from './layout';
import { useAutoRotation } from './useAutoRotation';
import { youtubeLink } from './youtube';
import { visuallyHidden } from '../../../lib/visuallyHidden';

const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(loadLightbox);

/**
 * How long a slide transition lasts (spec 000, section 9): the auto-advance waits for it. Embla
 * owns the track and loops by moving the slides themselves (no clones). Its `duration` is not in
 * milliseconds but the strength of a spring stepped 60 times a second: at 18 a move of one slide
 * is 99 % done after 400 ms and within half a pixel after about 480 ms (its 'settle' event comes
 * later, when the rest is under 0.001 px), so a move counts as over on 'settle' or after 500 ms.
 */
export const TRANSITION_MS = 500;
const EMBLA_DURATION = 18;

/** A horizontal drag longer than this many pixels is a swipe, not a click (spec: threshold 10). */
const DRAG_THRESHOLD_PX = 10;

export interface ImageCarouselProps {
  /** The carousel's accessible name, e.g. "Photos from our events". */
  label: string;
  items: readonly CarouselItem[];
  /** Advance by itself (unless reduced motion is asked for or the visitor stops it). */
  autoPlay: boolean;
  intervalMs: number;
  /** Infinite: after the last photo comes the first. */
  loop: boolean;
  /** The displayed width of a slide per viewport, for the browser's choice of image width. */
  sizes: string;
}

/** A slide's video link: over the photo's lower left corner, white on near-black (AA). */
const VIDEO_LINK_SX = {
  position: 'absolute',
  left: { xs: 8, sm: 16 },
  bottom: { xs: 8, sm: 16 },
  maxWidth: 'calc(100% - 16px)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: CONTROL_SIZE,
  px: 2,
  borderRadius: 999,
  bgcolor: 'rgba(10, 6, 24, 0.85)',
  color: '#ffffff',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { bgcolor: 'rgba(10, 6, 24, 0.95)' },
  '&:focus-visible': {
    outline: '3px solid var(--bb-focus)',
    outlineOffset: '2px',
    boxShadow: '0 0 0 2px #ffffff',
  },
} as const;

function altOf(item: CarouselItem | undefined): string {
  return item?.altText?.trim() ?? '';
}

/**
 * The image carousel (W3C APG carousel pattern) on Embla: a region named `label` with
 * aria-roledescription "carousel"; a rotation button first in tab order ('Stop slide rotation' /
 * 'Start slide rotation'); previous / next buttons; slides as groups named "2 of 6", of which only
 * the one on screen is interactive (the others are inert); one dot per slide; swipes. It advances
 * every `intervalMs` unless the pointer is over it, keyboard focus is inside it (other than on the
 * rotation button), the lightbox is open, or a transition is in progress, and never by itself
 * under prefers-reduced-motion (the rotation button then starts it, if the visitor asks; moves
 * then jump). A photo opens in the lightbox on click, Enter or Space. Loaded lazily by
 * LazyImageCarousel.
 */
export default function ImageCarousel({
  label,
  items,
  autoPlay,
  intervalMs,
  loop,
  sizes,
}: ImageCarouselProps) {
  const count = items.length;
  const [viewportRef, embla] = useEmblaCarousel({
    loop,
    duration: EMBLA_DURATION,
    dragThreshold: DRAG_THRESHOLD_PX,
    watchDrag: count > 1,
  });
  const { selected, canPrev, canNext } = useEmblaState(embla, count);
  const [transitioning, setTransitioning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [lightboxMounted, setLightboxMounted] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState(0);
  const openerRef = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const trackId = useId();

  const { reducedMotion, rotating, toggle, regionRef, toggleRef, regionHandlers } = useAutoRotation(
    {
      enabled: autoPlay && count > 1,
      intervalMs,
      hold: lightboxOpen || transitioning,
      selected,
      // Round and round, also without loop; only started by the visitor under reduced motion: jumps.
      onTick: () => {
        const jump = prefersReducedMotion();
        if (embla?.canScrollNext()) embla.scrollNext(jump);
        else embla?.scrollTo(0, jump);
      },
    },
  );

  const announce = (i: number) => {
    const alt = altOf(items[i]);
    setAnnouncement(`Photo ${i + 1} of ${count}${alt ? `: ${alt}` : ''}`);
  };
  const onSwiped = useEffectEvent(announce);

  // A move is in progress from 'select' until 'settle' or TRANSITION_MS (jumps do not count); a
  // swipe that changes the photo is announced like the buttons' moves.
  useEffect(() => {
    if (!embla) return;
    let from = embla.selectedScrollSnap();
    const onSelect = () => setTransitioning(!prefersReducedMotion());
    const onSettle = () => setTransitioning(false);
    const onPointerDown = () => {
      from = embla.selectedScrollSnap();
    };
    const onPointerUp = () => {
      if (embla.selectedScrollSnap() !== from) onSwiped(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect).on('settle', onSettle);
    embla.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('settle', onSettle);
      embla.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!transitioning) return;
    const timer = window.setTimeout(() => setTransitioning(false), TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [transitioning, selected]);

  /** Moves by hand (buttons, dots): jumps under reduced motion, and says where it is now. */
  const go = (move: (jump: boolean) => void) => {
    if (!embla) return;
    move(reducedMotion);
    announce(embla.selectedScrollSnap());
  };

  // After the lightbox closes, focus goes back to the photo that opened it.
  useEffect(() => {
    if (lightboxOpen || !returnFocus.current) return;
    returnFocus.current = false;
    openerRef.current?.focus();
  }, [lightboxOpen]);

  const openLightbox = (i: number, opener: HTMLElement) => {
    openerRef.current = opener;
    setLightboxIndex(i);
    setLightboxMounted(true);
    setLightboxOpen(true);
  };

  const closeLightbox = () => {
    returnFocus.current = true;
    setLightboxOpen(false);
  };

  const near = (i: number) => {
    const distance = Math.abs(i - selected);
    return distance <= 1 || (loop && distance === count - 1);
  };

  const controlSx = {
    width: CONTROL_SIZE,
    height: CONTROL_SIZE,
    border: '2px solid',
    borderColor: 'primary.main',
    color: 'primary.main',
    '&.Mui-disabled': { borderColor: 'action.disabled', color: 'action.disabled' },
  } as const;

  return (
    <>
      <Box
        ref={regionRef}
        {...regionHandlers}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onPointerEnter={() => {
          void loadLightbox();
          regionHandlers.onPointerEnter();
        }}
        onFocus={(event) => {
          void loadLightbox();
          regionHandlers.onFocus(event);
        }}
        sx={CAROUSEL_SX}
      >
        <Box sx={BAR_SX}>
          {autoPlay && count > 1 && (
            <Button
              ref={toggleRef}
              variant="outlined"
              onClick={toggle}
              startIcon={
                rotating ? <PauseIcon aria-hidden="true" /> : <PlayArrowIcon aria-hidden="true" />
              }
              sx={{ borderWidth: 2, '&:hover': { borderWidth: 2 } }}
            >
              {rotating ? 'Stop slide rotation' : 'Start slide rotation'}
            </Button>
          )}
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <IconButton
              aria-label="Previous photo"
              aria-controls={trackId}
              disabled={!canPrev}
              onClick={() => go((jump) => embla?.scrollPrev(jump))}
              sx={controlSx}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              aria-controls={trackId}
              disabled={!canNext}
              onClick={() => go((jump) => embla?.scrollNext(jump))}
              sx={controlSx}
            >
              <ChevronRightIcon aria-hidden="true" />
            </IconButton>
          </Box>
        </Box>

        <Box ref={viewportRef} sx={{ ...VIEWPORT_SX, touchAction: 'pan-y pinch-zoom' }}>
          <Box
            id={trackId}
            data-transitioning={transitioning || undefined}
            sx={{ display: 'flex', height: '100%' }}
          >
            {items.map((item, i) => {
              const alt = altOf(item);
              const video = youtubeLink(item.youtubeUrl);
              return (
                <Box
                  key={item.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  inert={i !== selected}
                  sx={{ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' }}
                >
                  <ButtonBase
                    aria-label={alt ? `View larger: ${alt}` : `View photo ${i + 1} larger`}
                    aria-haspopup="dialog"
                    onClick={(event) => openLightbox(i, event.currentTarget)}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: '100%',
                      cursor: 'zoom-in',
                      '&:focus-visible': {
                        outline: '3px solid var(--bb-focus)',
                        outlineOffset: '-3px',
                        boxShadow: 'inset 0 0 0 6px #ffffff',
                      },
                    }}
                  >
                    <CarouselPicture
                      url={item.imageUrl}
                      alt={alt}
                      sizes={sizes}
                      eager={near(i)}
                      sx={FILL_IMAGE_SX}
                      focalX={item.focalX}
                      focalY={item.focalY}
                    />
                  </ButtonBase>
                  {video && (
                    // A plain link: no player, script or image of YouTube loads unless followed.
                    <Box
                      component="a"
                      href={video}
                      target="_blank"
                      rel="noopener noreferrer"
                      // The visible words first (WCAG 2.5.3), then where it opens.
                      aria-label="Watch the video on YouTube (opens in a new tab)"
                      draggable={false}
                      sx={VIDEO_LINK_SX}
                    >
                      <PlayCircleOutlineIcon aria-hidden="true" fontSize="small" />
                      Watch the video on YouTube
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>

        <Box sx={{ ...BAR_SX, justifyContent: 'center', gap: 0 }}>
          <CarouselDots
            count={count}
            selected={selected}
            labelOf={(i) => `Show photo ${i + 1}`}
            onSelect={(i) => go((jump) => embla?.scrollTo(i, jump))}
            controls={trackId}
            shape="round"
          />
        </Box>

        <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Box>

      {/* Outside the region: React events of the dialog (a portal) must not bubble into it. */}
      {lightboxMounted && (
        <Suspense fallback={null}>
          <Lightbox
            open={lightboxOpen}
            items={items}
            index={lightboxIndex}
            onIndexChange={setLightboxIndex}
            onClose={closeLightbox}
          />
        </Suspense>
      )}
    </>
  );
}
