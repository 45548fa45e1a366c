import { useCallback, useSyncExternalStore } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** What the carousels on Embla draw from it: the selected slide, dots, arrows, slides on screen. */
export interface EmblaState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  /** Slides at least mostly in view; empty until Embla has measured them. */
  inView: number[];
}

function initialState(slideCount: number): EmblaState {
  return {
    selected: 0,
    snapCount: slideCount,
    canPrev: slideCount > 1,
    canNext: slideCount > 1,
    inView: [],
  };
}

// useSyncExternalStore needs a snapshot that compares equal while nothing changed: a string.
function snapshotOf(embla: EmblaApi | undefined, slideCount: number): string {
  if (!embla) return JSON.stringify(initialState(slideCount));
  const state: EmblaState = {
    selected: embla.selectedScrollSnap(),
    snapCount: embla.scrollSnapList().length,
    canPrev: embla.canScrollPrev(),
    canNext: embla.canScrollNext(),
    inView: [...embla.slidesInView()].sort((a, b) => a - b),
  };
  return JSON.stringify(state);
}

const EVENTS = ['init', 'reInit', 'select', 'slidesInView', 'resize'] as const;

/**
 * The state of an Embla carousel, kept up to date from its events (the testimonials carousel and
 * the image carousel). Before Embla is ready: the first slide, every slide a snap.
 */
export function useEmblaState(embla: EmblaApi | undefined, slideCount: number): EmblaState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      EVENTS.forEach((event) => embla.on(event, onChange));
      return () => EVENTS.forEach((event) => embla.off(event, onChange));
    },
    [embla],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(embla, slideCount),
    () => snapshotOf(undefined, slideCount),
  );
  return JSON.parse(snapshot) as EmblaState;
}
