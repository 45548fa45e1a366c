import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatCount } from '@bb/shared/options';
import Box from '@mui/material/Box';
import { prefersReducedMotion } from '../../lib/motion';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** The spec's counter animation: 2000 ms, starting once the observed element is half visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

interface CounterProps {
  /** The final value (a whole number). */
  value: number;
  prefix?: string;
  /** E.g. '%', '+', 'K+'. */
  suffix?: string;
  /** The element whose visibility starts the animation (a card); by default the counter itself. */
  startWhenVisible?: RefObject<HTMLElement | null>;
  durationMs?: number;
}

/**
 * A number that counts up from 0 when it scrolls into view. The first render (and so the
 * prerendered HTML, and what is shown without JavaScript or under reduced motion) is the final
 * value. The width is reserved by an invisible copy of the final value and the digits are tabular,
 * so nothing shifts while it counts. Screen readers hear only the final value. The animation code
 * itself is loaded on demand.
 */
export function Counter({
  value,
  prefix = '',
  suffix = '',
  startWhenVisible,
  durationMs = COUNTER_DURATION_MS,
}: CounterProps) {
  const [shown, setShown] = useState(value);
  const ownRef = useRef<HTMLSpanElement>(null);
  const final = `${prefix}${formatCount(value)}${suffix}`;

  useEffect(() => {
    const target = startWhenVisible?.current ?? ownRef.current;
    if (!target || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD - 0.01,
        );
        if (!visible) return;
        observer.disconnect();
        import('./countUp')
          .then(({ countUp }) => {
            if (!stopped) stop = countUp({ to: value, durationMs, onUpdate: setShown });
          })
          .catch(() => {
            // The final value simply stays.
          });
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(target);
    return () => {
      stopped = true;
      observer.disconnect();
      stop?.();
    };
  }, [value, durationMs, startWhenVisible]);

  return (
    <Box
      component="span"
      ref={ownRef}
      sx={{ display: 'inline-grid', fontVariantNumeric: 'tabular-nums', position: 'relative' }}
    >
      {/* Reserves the width of the final value. */}
      <Box component="span" aria-hidden="true" sx={{ gridArea: '1 / 1', visibility: 'hidden' }}>
        {final}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        data-counter=""
        sx={{ gridArea: '1 / 1', textAlign: 'end' }}
      >
        {`${prefix}${formatCount(shown)}${suffix}`}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {final}
      </Box>
    </Box>
  );
}
