import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
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
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { BAR_SX, CAROUSEL_SX, CONTROL_SIZE, FILL_IMAGE_SX, VIEWPORT_SX } from './layout';
import { useReducedMotion } from './useReducedMotion';
import { youtubeLink } from './youtube';
import { visuallyHidden } from '../../../lib/visuallyHidden';

const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(loadLightbox);

/**
 * How long a slide transition lasts (spec 000, section 9). This carousel is our own: a CSS
 * transform transition of 500 ms over a track with a clone of the last photo before the first and
 * a clone of the first after the last; when a transition ends on a clone, the track jumps (without
 * a transition) to the real photo, so the loop is seamless. Embla's physics-based `duration` cannot
 * be set in milliseconds, and our own track makes "a transition is in progress" exact.
 */
export const TRANSITION_MS = 500;

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

type Rotation = 'auto' | 'playing' | 'stopped';

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
 * The image carousel (W3C APG carousel pattern): a region named `label` with
 * aria-roledescription "carousel"; a rotation button first in tab order ('Stop slide rotation' /
 * 'Start slide rotation'); previous / next buttons; slides as groups named "2 of 6", of which only
 * the one on screen is interactive (the others are inert); one dot per slide. It advances every
 * `intervalMs` unless the pointer is over it, keyboard focus is inside it (other than on the
 * rotation button), the lightbox is open, or a transition is in progress, and never by itself
 * under prefers-reduced-motion (the rotation button then starts it, if the visitor asks). A photo
 * opens in the lightbox on click, Enter or Space. Loaded lazily by LazyImageCarousel.
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
  const looping = loop && count > 1;
  const offset = looping ? 1 : 0;
  // The track: [clone of last, ...photos, clone of first] when looping.
  const track = looping ? [items[count - 1], ...items, items[0]] : items;
  const realIndex = useCallback(
    (pos: number) => (looping ? (pos - 1 + count) % count : pos),
    [looping, count],
  );
  const isClone = (pos: number) => looping && (pos === 0 || pos === count + 1);

  const reducedMotion = useReducedMotion();
  const [{ pos, animate }, setTrack] = useState({ pos: offset, animate: false });
  const [transitioning, setTransitioning] = useState(false);
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const [dragOffset, setDragOffset] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [lightboxMounted, setLightboxMounted] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState(0);

  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const lastInput = useRef<'keyboard' | 'pointer'>('keyboard');
  const drag = useRef<{ id: number; x: number; y: number; dx: number; moved: boolean } | null>(
    null,
  );
  const suppressClick = useRef(false);
  const trackId = useId();

  const index = realIndex(pos);
  const canRotate = autoPlay && count > 1;
  const rotating = canRotate && (rotation === 'playing' || (rotation === 'auto' && !reducedMotion));
  const paused = hovered || focusPaused || lightboxOpen;
  const running = rotating && !paused && !transitioning && dragOffset === 0;

  // Keyboard or pointer: keyboard focus inside the carousel pauses it, a click does not (APG).
  useEffect(() => {
    const onKey = () => {
      lastInput.current = 'keyboard';
    };
    const onPointer = () => {
      lastInput.current = 'pointer';
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, []);

  /** Ends a transition; one that ended on a clone jumps silently to the real photo. */
  const finishTransition = useCallback(() => {
    setTransitioning(false);
    setTrack((current) =>
      looping && (current.pos === 0 || current.pos === count + 1)
        ? { pos: realIndex(current.pos) + 1, animate: false }
        : current,
    );
  }, [looping, count, realIndex]);

  // transitionend is the normal end; this timer covers a missed event (hidden tab, no layout).
  useEffect(() => {
    if (!transitioning) return;
    const timer = window.setTimeout(finishTransition, TRANSITION_MS + 100);
    return () => window.clearTimeout(timer);
  }, [transitioning, pos, finishTransition]);

  /** The position to move from: a move that interrupts one onto a clone first jumps silently. */
  const settledPos = () => {
    if (!isClone(pos)) return pos;
    const real = realIndex(pos) + 1;
    flushSync(() => setTrack({ pos: real, animate: false }));
    trackRef.current?.getBoundingClientRect(); // the browser takes the jump before animating again
    return real;
  };

  const moveTo = (target: number, from: number) => {
    if (target === from) return;
    if (reducedMotion) {
      setTrack({ pos: isClone(target) ? realIndex(target) + 1 : target, animate: false });
      return;
    }
    setTransitioning(true);
    setTrack({ pos: target, animate: true });
  };

  /** One photo forward or back; `wrap` lets a carousel without loop go round (auto-advance). */
  const step = (delta: 1 | -1, wrap = false) => {
    const from = settledPos();
    let target = from + delta;
    if (!looping && (target < 0 || target > count - 1)) {
      if (!wrap) return from;
      target = target < 0 ? count - 1 : 0;
    }
    moveTo(target, from);
    return target;
  };

  const announce = (pos: number) => {
    const i = realIndex(pos);
    const alt = altOf(items[i]);
    setAnnouncement(`Photo ${i + 1} of ${count}${alt ? `: ${alt}` : ''}`);
  };

  const onTick = useEffectEvent(() => {
    step(1, true);
  });

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(onTick, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, pos]);

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

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    void loadLightbox();
    setFocusPaused(
      (event.target as Element) !== rotationButtonRef.current && lastInput.current === 'keyboard',
    );
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !regionRef.current?.contains(next)) setFocusPaused(false);
  };

  // Swipe (mouse, pen or touch): the track follows the pointer, a long enough drag changes photo.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || transitioning || count < 2) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.moved) {
      if (Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      if (Math.abs(event.clientY - current.y) > Math.abs(dx)) {
        drag.current = null; // a vertical gesture: the page scrolls
        return;
      }
      current.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    current.dx = dx;
    setDragOffset(dx);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    suppressClick.current = true;
    setDragOffset(0);
    const width = event.currentTarget.clientWidth || 1;
    if (!cancelled && Math.abs(current.dx) > Math.min(80, width * 0.2)) {
      announce(step(current.dx < 0 ? 1 : -1));
    }
  };

  const onClickCapture = (event: MouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
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
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onPointerEnter={() => {
          void loadLightbox();
          setHovered(true);
        }}
        onPointerLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={CAROUSEL_SX}
      >
        <Box sx={BAR_SX}>
          {canRotate && (
            <Button
              ref={rotationButtonRef}
              variant="outlined"
              onClick={() => setRotation(rotating ? 'stopped' : 'playing')}
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
              disabled={!looping && index === 0}
              onClick={() => announce(step(-1))}
              sx={controlSx}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              aria-controls={trackId}
              disabled={!looping && index === count - 1}
              onClick={() => announce(step(1))}
              sx={controlSx}
            >
              <ChevronRightIcon aria-hidden="true" />
            </IconButton>
          </Box>
        </Box>

        <Box
          sx={{ ...VIEWPORT_SX, touchAction: 'pan-y' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          onClickCapture={onClickCapture}
        >
          <Box
            ref={trackRef}
            id={trackId}
            data-transitioning={transitioning || undefined}
            onTransitionEnd={(event) => {
              if (event.target === event.currentTarget && event.propertyName === 'transform') {
                finishTransition();
              }
            }}
            sx={{
              display: 'flex',
              height: '100%',
              transform: `translate3d(calc(${-pos * 100}% + ${dragOffset}px), 0, 0)`,
              transition:
                animate && dragOffset === 0 && !reducedMotion
                  ? `transform ${TRANSITION_MS}ms ease-in-out`
                  : 'none',
              willChange: 'transform',
            }}
          >
            {track.map((item, i) => {
              const clone = isClone(i);
              const n = realIndex(i) + 1;
              const alt = altOf(item);
              const video = youtubeLink(item.youtubeUrl);
              return (
                <Box
                  key={clone ? `clone-${i}` : item.id}
                  role={clone ? undefined : 'group'}
                  aria-roledescription={clone ? undefined : 'slide'}
                  aria-label={clone ? undefined : `${n} of ${count}`}
                  aria-hidden={clone || undefined}
                  inert={clone || i !== pos}
                  sx={{ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' }}
                >
                  <ButtonBase
                    aria-label={alt ? `View larger: ${alt}` : `View photo ${n} larger`}
                    aria-haspopup="dialog"
                    onClick={(event) => openLightbox(n - 1, event.currentTarget)}
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
                      eager={Math.abs(i - pos) <= 1}
                      sx={FILL_IMAGE_SX}
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
          {items.map((item, i) => (
            <ButtonBase
              key={item.id}
              aria-label={`Show photo ${i + 1}`}
              aria-controls={trackId}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                const target = i + offset;
                moveTo(target, settledPos());
                announce(target);
              }}
              sx={{ width: CONTROL_SIZE, height: CONTROL_SIZE, borderRadius: '50%' }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: i === index ? 16 : 12,
                  height: i === index ? 16 : 12,
                  borderRadius: '50%',
                  border: '2px solid',
                  borderColor: 'primary.main',
                  bgcolor: i === index ? 'primary.main' : 'transparent',
                }}
              />
            </ButtonBase>
          ))}
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
