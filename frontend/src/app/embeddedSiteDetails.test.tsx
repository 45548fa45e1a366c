import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, type SiteDetails } from '../api/settings';
import { render } from '../entry-server';
import { mockFetch } from '../test/utils';
import { App } from './App';
import {
  fillSiteDetails,
  readEmbeddedSiteDetails,
  SITE_DETAILS_ELEMENT_ID,
  siteDetailsScript,
} from './embeddedSiteDetails';
import { fillPageContent, readEmbeddedPage } from './embeddedPageContent';
import { preloadRoute } from './routes';
import { makeStore } from './store';

const EDITED: SiteDetails = {
  ...DEFAULT_SITE,
  organizationName: 'Bridgeworks Collective',
  phoneDisplay: '+1 (555) 010-0123',
  phoneHref: 'tel:+15550100123',
  email: 'team@example.org',
};

/** A document with one script element made by siteDetailsScript, parsed as a browser would. */
function parsed(site: SiteDetails): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body><div id="root"></div>${siteDetailsScript(site)}<p id="after">after</p></body></html>`,
    'text/html',
  );
}

describe('the details a served page carries (siteDetailsScript, readEmbeddedSiteDetails)', () => {
  it('round-trips the details through the page', () => {
    expect(readEmbeddedSiteDetails(parsed(EDITED))).toEqual(EDITED);
  });

  it("escapes '<', so a value with </script> or <!-- cannot end the element or start a script", () => {
    const site = { ...EDITED, organizationName: 'A </script><script>alert(1)</script><!-- B' };
    const script = siteDetailsScript(site);
    expect(script).not.toMatch(/<\/script>.*<\/script>/s); // one closing tag: its own
    expect(script).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!-- B');
    const doc = parsed(site);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('after')?.textContent).toBe('after'); // the rest of the page parses
    expect(readEmbeddedSiteDetails(doc)).toEqual(site);
  });

  it('reads nothing from a page without details or with garbage', () => {
    const doc = parsed(EDITED);
    doc.getElementById(SITE_DETAILS_ELEMENT_ID)!.textContent = '{not json';
    expect(readEmbeddedSiteDetails(doc)).toBeUndefined();
    doc.getElementById(SITE_DETAILS_ELEMENT_ID)!.remove();
    expect(readEmbeddedSiteDetails(doc)).toBeUndefined();
  });
});

describe('hydrating a page the server rendered with edited details (as main.tsx does)', () => {
  let root: Root | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.head.querySelectorAll('title, meta[property], link[rel=canonical]').forEach((e) => {
      e.remove();
    });
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  /**
   * Serves `path` as the server does (entry-server's render with `site`: head tags in <head>, the
   * markup in #root, the details after it), then runs main.tsx's start for a prerendered page:
   * the details from the page into the store (unless `fill` is false), the page's document (an
   * editable page's, always), the page's code, hydrateRoot.
   * Answers the hydration errors React reported and the markup before and after.
   */
  async function serveAndHydrate(path: string, site: SiteDetails, fill = true) {
    const fetchMock = mockFetch({ 'GET /api/site': { body: site } });
    // The contact page awaits its lower sections' code when built for the server
    // (import.meta.env.SSR); in this test it only starts loading them: let it finish.
    await import('../features/marketing/contact/ContactSections');
    await preloadRoute(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = await render(path, site);
    expect(page.html).not.toContain('<!--$!-->'); // nothing left for the client to render
    window.history.replaceState(null, '', path);
    document.head.insertAdjacentHTML('beforeend', page.head);
    document.body.innerHTML = `<div id="root" data-prerendered>${page.html}</div>${page.data}`;
    const element = document.getElementById('root')!;
    const served = element.innerHTML;

    const store = makeStore();
    const embedded = readEmbeddedSiteDetails(document);
    if (fill && embedded) fillSiteDetails(store, embedded);
    const embeddedPage = readEmbeddedPage(document);
    if (embeddedPage) fillPageContent(store, embeddedPage);
    await preloadRoute(path);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(
        element,
        <StrictMode>
          <App store={store} prerendered />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    const logged = consoleError.mock.calls.map((args) => args.join(' '));
    return { served, element, errors, logged, fetchMock };
  }

  it('hydrates /contact without a mismatch, showing the edited details from the first render on', async () => {
    const { served, element, errors, logged, fetchMock } = await serveAndHydrate(
      '/contact',
      EDITED,
    );
    expect(served).toContain(EDITED.phoneDisplay);
    expect(served).toContain(`href="${EDITED.phoneHref}"`);
    expect(served).not.toContain(DEFAULT_SITE.phoneDisplay);
    expect(errors).toEqual([]);
    expect(logged.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
    // The page stays what the server sent (no re-render with other values), and the details came
    // from the page, not from a request.
    expect(element.innerHTML).toContain(EDITED.phoneDisplay);
    expect(element.innerHTML).not.toContain(DEFAULT_SITE.phoneDisplay);
    expect(element.querySelector(`a[href="${EDITED.phoneHref}"]`)).not.toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/site'))).toBe(false);
  });

  it('would mismatch without the details in the store (the check above can fail)', async () => {
    const { errors } = await serveAndHydrate('/contact', EDITED, false);
    expect(errors.length).toBeGreaterThan(0);
    expect(String(errors[0])).toMatch(/hydrat/i);
  });
});
