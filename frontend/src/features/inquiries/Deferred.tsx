import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LazyPage } from '../../lib/lazyPage';

/** How far ahead of the viewport a deferred component starts loading. */
export const LOAD_MARGIN = '600px 0px';
/**
 * Otherwise it loads anyway this long after the page has started (when the browser is idle), so
 * that people who reach the form without scrolling to it (a screen reader's browse mode, in-page
 * search) never find it still loading.
 */
export const IDLE_LOAD_DELAY_MS = 4000;

/** A deferred component a server render met, with its props. */
export interface MetDeferred {
  component: LazyPage<object>;
  props: object;
}

let meet: ((met: MetDeferred) => void) | undefined;

/**
 * Calls `onMeet` for each `Deferred` with `stylesWithPage` that `render` renders (a server render:
 * entry-server.tsx sends the rules of those components with the page, so that the browser has them
 * when they appear), and returns what `render` returns.
 */
export function meetingDeferred<T>(onMeet: (met: MetDeferred) => void, render: () => T): T {
  meet = onMeet;
  try {
    return render();
  } finally {
    meet = undefined;
  }
}

interface DeferredProps<P extends object> {
  /** A code-split component (`lazyPage(() => import(...))`). */
  component: LazyPage<P>;
  props: P;
  /** Same size as the component: shown in the prerendered page and until the code has arrived. */
  fallback: (failed: boolean) => ReactNode;
  /**
   * The component is near the top of its page, so it loads as the page starts: a server render
   * sends its CSS with the page (entry-server.tsx), sparing the browser compiling it then. Not for
   * components further down: their CSS made the page's HTML some KB larger, which delayed its first
   * paint on a slow connection (an extra round trip), for a cost the browser pays seconds later.
   */
  stylesWithPage?: boolean;
}

/**
 * Renders `fallback` first (also in the prerender and at hydration), downloads the component's
 * code when its place comes near the viewport or a few idle seconds after the page started (at
 * once where IntersectionObserver is missing), then renders the component in its place. Keeps
 * heavy form code out of a page's first load.
 */
export function Deferred<P extends object>({
  component: Component,
  props,
  fallback,
  stylesWithPage = false,
}: DeferredProps<P>) {
  if (stylesWithPage) meet?.({ component: Component as LazyPage<object>, props });
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');

  useEffect(() => {
    if (state !== 'waiting') return;
    let cancelled = false;
    let started = false;
    let observer: IntersectionObserver | undefined;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      if (started || cancelled) return;
      started = true;
      observer?.disconnect();
      clearTimeout(idleTimer);
      // A transition: React renders the form in slices between which the page stays responsive
      // (a form is hundreds of milliseconds of rendering on a slow phone), the skeleton meanwhile.
      Component.preload().then(
        () => !cancelled && startTransition(() => setState('ready')),
        () => !cancelled && setState('failed'),
      );
    };
    const node = anchor.current;
    if (!node || typeof IntersectionObserver !== 'function') {
      load();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(node);
      idleTimer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
        else load();
      }, IDLE_LOAD_DELAY_MS);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      clearTimeout(idleTimer);
    };
  }, [Component, state]);

  return (
    <div ref={anchor}>
      {state === 'ready' ? (
        <Suspense fallback={fallback(false)}>
          <Component {...props} />
        </Suspense>
      ) : (
        fallback(state === 'failed')
      )}
    </div>
  );
}
