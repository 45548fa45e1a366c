import { useCallback, useEffect, useRef } from 'react';

/** How long focus is watched after a rescue is asked for: longer than any dialog takes to close. */
export const FOCUS_WATCH_MS = 3000;
const CHECK_MS = 50;

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Keeps keyboard users' place when what had focus disappears: a deleted row's menu button, the
 * selection bar's buttons once the selection is cleared. Call the returned function right after
 * such a change; focus then moves to `target()` as soon as it drops to the page itself. A closing
 * dialog gives focus back to its opener only once it has faded out (later still on a busy
 * machine), so focus is watched until it lands somewhere, for at most FOCUS_WATCH_MS, and the
 * watch ends early when the person clicks or presses a key: their own move wins. A target that is
 * disabled for now (a button whose action is finishing) gets focus once it is enabled again.
 */
export function useFocusRescue(target: () => HTMLElement | null | undefined): () => void {
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  return useCallback(() => {
    stopRef.current?.();
    const started = Date.now();
    const check = () => {
      const target = focusLost() ? targetRef.current() : undefined;
      // A target still disabled (its action finishing) is waited for.
      if (target && !target.matches(':disabled')) {
        stop();
        target.focus();
      } else if (Date.now() - started > FOCUS_WATCH_MS) stop();
    };
    const timer = setInterval(check, CHECK_MS);
    const stop = () => {
      clearInterval(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
      if (stopRef.current === stop) stopRef.current = null;
    };
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    stopRef.current = stop;
  }, []);
}
