// A stand-in for embla-carousel-react in component tests (jsdom has no layout, so the real Embla
// cannot measure slides). It keeps the selected snap, loops when the options say so and there are
// more slides than fit in a view, and emits 'select' and 'settle' like Embla (a move that is not
// a jump settles `fakeEmblaSettings.settleMs` later, on the test's timers; at once when 0). Use it with
//   vi.mock('embla-carousel-react', async () => ({
//     default: (await import('<path>/fakeEmbla')).useFakeEmblaCarousel,
//   }));
import { useCallback, useState } from 'react';

type Handler = () => void;

export class FakeEmbla {
  selected = 0;
  /** What the component asked for: 'next', 'prev jump', 'to 2', ... */
  readonly calls: string[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(
    readonly slideCount: number,
    readonly options: Record<string, unknown>,
    readonly perView: number,
    readonly settleMs = 0,
  ) {}

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string) {
    this.handlers.get(event)?.forEach((handler) => handler());
  }

  private loops() {
    return this.options.loop === true && this.slideCount > this.perView;
  }

  scrollSnapList() {
    return Array.from({ length: this.slideCount }, (_, i) => -i);
  }

  selectedScrollSnap() {
    return this.selected;
  }

  canScrollPrev() {
    return this.loops() || this.selected > 0;
  }

  canScrollNext() {
    return this.loops() || this.selected < this.slideCount - this.perView;
  }

  slidesInView() {
    const shown = Math.min(this.perView, this.slideCount);
    return Array.from({ length: shown }, (_, k) => (this.selected + k) % this.slideCount);
  }

  private go(index: number, jump?: boolean) {
    this.selected = (index + this.slideCount) % this.slideCount;
    this.emit('select');
    this.emit('slidesInView');
    if (jump || this.settleMs === 0) this.emit('settle');
    else setTimeout(() => this.emit('settle'), this.settleMs);
  }

  scrollTo(index: number, jump?: boolean) {
    this.calls.push(`to ${index}${jump ? ' jump' : ''}`);
    this.go(index, jump);
  }

  scrollNext(jump?: boolean) {
    this.calls.push(`next${jump ? ' jump' : ''}`);
    this.go(this.selected + 1, jump);
  }

  scrollPrev(jump?: boolean) {
    this.calls.push(`prev${jump ? ' jump' : ''}`);
    this.go(this.selected - 1, jump);
  }
}

/**
 * Every fake created, newest last; `fakeEmblaSettings.perView` sets the cards per view, `settleMs`
 * how long a move that is not a jump takes before 'settle'.
 */
export const fakeEmblas: FakeEmbla[] = [];
export const fakeEmblaSettings = { perView: 1, settleMs: 0 };

export function useFakeEmblaCarousel(options: Record<string, unknown> = {}) {
  const [api, setApi] = useState<FakeEmbla>();
  const ref = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return;
      const slides = viewport.firstElementChild?.children.length ?? 0;
      const fake = new FakeEmbla(
        slides,
        options,
        fakeEmblaSettings.perView,
        fakeEmblaSettings.settleMs,
      );
      fakeEmblas.push(fake);
      setApi(fake);
    },
    // The options of the first render, as Embla takes them at init.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [ref, api] as const;
}
