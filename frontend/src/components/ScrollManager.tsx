import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollBehavior } from '../lib/motion';

/**
 * On every route change: scroll to the top (smoothly, or at once under reduced motion) and move
 * focus to the new page's main heading (or `<main>`), without scrolling, so that screen readers
 * start reading the new page. The first page load is left alone.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    const main = document.getElementById('main');
    if (!main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
