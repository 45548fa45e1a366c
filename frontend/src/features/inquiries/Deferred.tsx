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

  useCarriedInput(anchor, state === 'ready');

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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value as typing would, so that React (Formik) sees the change. */
function typeInto(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * What someone typed into a fallback's form (the plain HTML inquiry form shown until the form's
 * code arrives) goes on in the form that takes its place: the text fields and selects changed, by
 * name, and the focus, if it was in one of them. Nothing is lost when the code arrives mid-typing.
 */
function useCarriedInput(anchor: React.RefObject<HTMLDivElement | null>, ready: boolean) {
  const edits = useRef(new Map<string, string>());
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const node = anchor.current;
    if (!node) return;
    if (ready) {
      for (const [name, value] of edits.current) {
        const field = node.querySelector<Field>(
          `input[name="${CSS.escape(name)}"]:not([type="checkbox"]):not([type="hidden"]), textarea[name="${CSS.escape(name)}"], select[name="${CSS.escape(name)}"]`,
        );
        if (field && field.value !== value) typeInto(field, value);
      }
      if (focused.current)
        node.querySelector<HTMLElement>(`[name="${CSS.escape(focused.current)}"]`)?.focus();
      edits.current.clear();
      focused.current = null;
      return;
    }
    const onEdit = (event: Event) => {
      const field = event.target as Field;
      if (!field.name || (field instanceof HTMLInputElement && field.type === 'checkbox')) return;
      edits.current.set(field.name, field.value);
    };
    const onFocus = (event: FocusEvent) => {
      focused.current = (event.target as Field).name || null;
    };
    const onBlur = (event: FocusEvent) => {
      // Not when the field leaves the page with its fallback (its place is taken by the form).
      if ((event.target as Node).isConnected) focused.current = null;
    };
    node.addEventListener('input', onEdit);
    node.addEventListener('change', onEdit);
    node.addEventListener('focusin', onFocus);
    node.addEventListener('focusout', onBlur);
    return () => {
      // The fallback's focus is lost as it leaves the page: keep where it was.
      const kept = focused.current;
      node.removeEventListener('input', onEdit);
      node.removeEventListener('change', onEdit);
      node.removeEventListener('focusin', onFocus);
      node.removeEventListener('focusout', onBlur);
      focused.current = kept;
    };
  }, [anchor, ready]);
}
