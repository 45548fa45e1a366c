import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './useReducedMotion';

type Rotation = 'auto' | 'playing' | 'stopped';

interface AutoRotationOptions {
  /** Whether the carousel may advance by itself at all (its setting, more than one slide). */
  enabled: boolean;
  intervalMs: number;
  /** Holds it still besides hover and keyboard focus: the lightbox is open, a slide is moving. */
  hold: boolean;
  /** The slide on screen: any change (by hand too) starts the interval again. */
  selected: number;
  onTick: () => void;
}

/**
 * Auto-advance of a carousel after the W3C APG pattern: every `intervalMs` unless the pointer is
 * over the region, keyboard focus is inside it (other than on the rotation button; a click does
 * not pause) or `hold`; never by itself under prefers-reduced-motion, unless the visitor starts it
 * with the rotation button. `regionRef` and `regionHandlers` go on the region, `toggleRef` on
 * the rotation button.
 */
export function useAutoRotation({
  enabled,
  intervalMs,
  hold,
  selected,
  onTick,
}: AutoRotationOptions) {
  const reducedMotion = useReducedMotion();
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lastInput = useRef<'keyboard' | 'pointer'>('keyboard');

  const rotating = enabled && (rotation === 'playing' || (rotation === 'auto' && !reducedMotion));
  const running = rotating && !hovered && !focusPaused && !hold;

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

  const tick = useEffectEvent(onTick);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(tick, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, selected]);

  return {
    reducedMotion,
    rotating,
    toggle: () => setRotation(rotating ? 'stopped' : 'playing'),
    regionRef,
    toggleRef,
    /** For the region, beside `regionRef`. */
    regionHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLDivElement>) =>
        setFocusPaused(
          (event.target as Element) !== toggleRef.current && lastInput.current === 'keyboard',
        ),
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !regionRef.current?.contains(next)) setFocusPaused(false);
      },
    },
  };
}
