import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { fillContent } from '@bb/shared/pages/placeholders';
import { PAGE_SLUGS, type PageContent, type PageSlug } from '@bb/shared/pages/registry';
import { DEFAULT_SITE, type SiteDetails } from '../api/settings';
import { fillPageContent } from '../app/embeddedPageContent';
import { AppProviders } from '../app/App';
import { AppRoutes } from '../app/routes';
import { makeStore, type AppStore } from '../app/store';

export interface MockResponse {
  status?: number;
  /** JSON-encoded unless it is a string. */
  body?: unknown;
  statusText?: string;
}

type Handler = (request: {
  body: unknown;
  init: RequestInit;
  /** The request's URL (its query in `url.searchParams`). */
  url: URL;
}) => MockResponse | Promise<MockResponse>;

/** "METHOD /path" -> answer (or a function giving one). */
export type Handlers = Record<string, MockResponse | Handler>;

export const DEFAULT_HANDLERS: Handlers = {
  'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
  'GET /api/coming-soon-status': { body: { enabled: false } },
  'GET /api/site': { body: DEFAULT_SITE },
  ...Object.fromEntries(
    PAGE_SLUGS.map((slug) => [`GET /api/pages/${slug}`, { body: servedPage(DEFAULT_PAGES[slug]) }]),
  ),
};

/**
 * A page's document as the server sends it (GET /api/pages/{slug}, the served HTML): its
 * `{placeholder}`s filled with the organisation details (the defaults unless given).
 */
export function servedPage<C>(content: C, site = DEFAULT_SITE): C {
  return fillContent(content, site);
}

/**
 * Puts every public page's default document in the store, as a served page carries its own: pages
 * render at once, as in the browser.
 */
export function fillDefaultPages(store: AppStore, site = DEFAULT_SITE): AppStore {
  for (const slug of PAGE_SLUGS)
    fillPageContent(store, { slug, content: servedPage(DEFAULT_PAGES[slug], site) });
  return store;
}

export function jsonResponse({ status = 200, body, statusText = '' }: MockResponse): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText,
    headers: typeof body === 'string' ? {} : { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces the global `fetch` with one that answers from `handlers` (merged over the defaults).
 * Unknown requests answer 404. Returns the mock, whose calls can be inspected.
 */
export function mockFetch(handlers: Handlers = {}) {
  const all: Handlers = { ...DEFAULT_HANDLERS, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = all[key];
    if (!handler)
      return jsonResponse({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof handler === 'function' ? await handler({ body, init, url }) : handler;
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `fetch` for one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === key;
  });
}

/** Renders `ui` with the app's store and theme (and a router at `path`). */
export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    store = makeStore(),
    pages = {},
    site = DEFAULT_SITE,
  }: {
    path?: string;
    store?: AppStore;
    /** Documents to show instead of the defaults (an edited page). */
    pages?: { [S in PageSlug]?: PageContent<S> };
    /**
     * The organisation details the server fills into the documents (mock GET /api/site with the
     * same for the rest of the page).
     */
    site?: SiteDetails;
  } = {},
) {
  fillDefaultPages(store, site);
  for (const [slug, content] of Object.entries(pages))
    fillPageContent(store, {
      slug: slug as PageSlug,
      content: servedPage(content as PageContent<PageSlug>, site),
    });
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

/** Renders the whole app at `path`. */
export function renderApp(path: string, options: { store?: AppStore; site?: SiteDetails } = {}) {
  return renderWithProviders(<AppRoutes />, { path, ...options });
}

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The answer of a refused request, as the API words it: `{ statusCode, message, errors? }`. */
export function apiError(
  status: number,
  message: string,
  errors?: Record<string, string>,
): MockResponse {
  return { status, body: { statusCode: status, message, ...(errors && { errors }) } };
}

/**
 * Types into a field by pasting: much faster than key by key in jsdom (a MUI field re-renders on
 * every key), for the tests that are not about typing (paste must work anyway).
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] {
  return callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));
}
