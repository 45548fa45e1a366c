import type { PageContent, PageSlug } from '@bb/shared/pages/registry';
import { api } from './base';

export type { PageContent, PageSlug };

/** GET /api/pages/{slug}: a public page's published document. */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<PageContent<PageSlug>, PageSlug>({
      query: (slug) => `/api/pages/${slug}`,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
  }),
});

/**
 * The published document of a public page. A served page carries it (main.tsx puts it in the
 * store before hydrating), so it is there at once; after a navigation inside the app it loads.
 */
export function usePageContent<S extends PageSlug>(slug: S): PageContent<S> | undefined {
  const { data } = pagesApi.useGetPageQuery(slug);
  return data as PageContent<S> | undefined;
}
