import { lazy, useState, type ComponentType } from 'react';

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) the download of the page's code. */
  preload: () => Promise<void>;
};

/**
 * A code-split component that can be preloaded. Once its code is in memory it renders
 * synchronously (no Suspense fallback), which is what a server render and the hydration of its
 * markup need: preload the matched pages, then render.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;

  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed
        throw error;
      },
    ));

  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function Page(props: P) {
    // Fixed per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  Page.preload = preload;
  return Page;
}
/**
 * The sections of a page below its hero (or another part it can show a moment later): a
 * `lazyPage` whose download starts as soon as the page's module loads in the browser. The page
 * module awaits `preload()` when it is imported for the prerender, so the HTML holds the whole page:
 * `if (import.meta.env.SSR) await Sections.preload();`
 */
export function lazySections<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  const sections = lazyPage(load);
  if (!import.meta.env.SSR) sections.preload().catch(() => {});
  return sections;
}
