import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../../lib/motion';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/**
 * Whether the visitor asked for reduced motion, kept up to date when the setting changes. Always
 * `false` on the server and during hydration (so prerendered markup matches), the real value after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
