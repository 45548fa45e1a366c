import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollBehavior } from '../lib/motion';

/** How long a link's fragment is waited for (the page's sections load as a chunk of their own). */
const FRAGMENT_WAIT_MS = 5000;

/**
 * A link to a place in another page (`/book-mwo-show?event=keynote#booking-request-heading`): once
 * the element is there, scrolls it into view and moves the focus to it (as the browser does for a
 * fragment on a page load). Returns the clean-up that stops waiting.
 */
function goToFragment(id: string): () => void {
  const go = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    target.focus({ preventScroll: true });
  };
  const found = document.getElementById(id);
  if (found) {
    go(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    go(target);
  });
  const timer = setTimeout(() => stop(), FRAGMENT_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * On every route change (to a link's fragment when it has one: goToFragment): scroll to the top (smoothly, or at once under reduced motion) and move
 * focus to the new page's main heading (or `<main>`), without scrolling, so that screen readers
 * start reading the new page. The first page load is left alone.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash.length > 1) return goToFragment(decodeURIComponent(hash.slice(1)));
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    const main = document.getElementById('main');
    if (!main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // The fragment is read as the path changes, not on its own (a tab's ?tab= keeps its place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
