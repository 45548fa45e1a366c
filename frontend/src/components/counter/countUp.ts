/** Ease-out cubic: fast at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

interface CountUpOptions {
  to: number;
  durationMs: number;
  /** Called with whole numbers from 0 up to `to` (the last call is always `to`). */
  onUpdate: (value: number) => void;
}

/**
 * Counts from 0 to `to` over `durationMs`, eased, one step per animation frame. Loaded only when a
 * counter scrolls into view and motion is allowed. Returns a function that stops it.
 */
export function countUp({ to, durationMs, onUpdate }: CountUpOptions): () => void {
  let frame = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const progress = durationMs > 0 ? Math.min(1, (now - start) / durationMs) : 1;
    onUpdate(progress >= 1 ? to : Math.round(to * easeOutCubic(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  onUpdate(0);
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
