import type {
  AdminCarouselConfig,
  AdminCarouselItem,
  CarouselConfigBody,
  CarouselItemBody,
  CarouselReorderBody,
} from '@bb/shared/admin-content';
import type { CarouselSlug } from '@bb/shared/content';
import { api, onSuccess, undoIfRefused } from '../base';

// The admin panel's carousels (backend/src/carousels): items GET/POST /api/admin/carousel/{slug},
// PATCH/DELETE /api/admin/carousel/{slug}/{id}, GET/PATCH /api/admin/carousel/{slug}/config and
// PATCH /api/admin/carousel/{slug}/reorder. Every change invalidates { Carousel, slug }, the tag the
// public GET /api/carousel/{slug} provides too, so the page's carousel follows at once, and the
// audit trail. An item's create, edit or delete may set, move or drop its scheduled publish or
// unpublish: those refresh the dashboard's list of what is scheduled ('Scheduled') too.

const carouselPath = (slug: CarouselSlug) => `/api/admin/carousel/${encodeURIComponent(slug)}`;
const itemPath = (slug: CarouselSlug, id: string) =>
  `${carouselPath(slug)}/${encodeURIComponent(id)}`;

/** What a change to the carousel `slug` refreshes: its lists (admin and public) and the trail. */
const changed = (slug: CarouselSlug) => [
  { type: 'Carousel' as const, id: slug },
  'AuditEntry' as const,
];
/** What a change to an item of `slug` refreshes: the carousel's, and what is scheduled. */
const itemChanged = (slug: CarouselSlug) => [...changed(slug), 'Scheduled' as const];

/** The reorder request: every item, in the new order, numbered from 0. */
export function reorderBody(ids: readonly string[]): CarouselReorderBody {
  return { items: ids.map((id, sortOrder) => ({ id, sortOrder })) };
}

export const adminCarouselsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every item of the carousel, drafts included, by sortOrder. */
    getAdminCarouselItems: build.query<AdminCarouselItem[], CarouselSlug>({
      query: (slug) => carouselPath(slug),
      providesTags: (_result, _error, slug) => [{ type: 'Carousel', id: slug }],
    }),
    getAdminCarouselConfig: build.query<AdminCarouselConfig, CarouselSlug>({
      query: (slug) => `${carouselPath(slug)}/config`,
      providesTags: (_result, _error, slug) => [{ type: 'Carousel', id: slug }],
    }),
    createCarouselItem: build.mutation<
      AdminCarouselItem,
      { slug: CarouselSlug; body: CarouselItemBody }
    >({
      query: ({ slug, body }) => ({
        url: carouselPath(slug),
        method: 'POST',
        body: { ...body, slug },
      }),
      invalidatesTags: (result, error, { slug }) => onSuccess(itemChanged(slug))(result, error),
    }),
    updateCarouselItem: build.mutation<
      AdminCarouselItem,
      { slug: CarouselSlug; id: string; changes: Partial<CarouselItemBody> }
    >({
      query: ({ slug, id, changes }) => ({
        url: itemPath(slug, id),
        method: 'PATCH',
        body: { ...changes, slug },
      }),
      invalidatesTags: (result, error, { slug }) => onSuccess(itemChanged(slug))(result, error),
    }),
    deleteCarouselItem: build.mutation<unknown, { slug: CarouselSlug; id: string }>({
      query: ({ slug, id }) => ({ url: itemPath(slug, id), method: 'DELETE' }),
      invalidatesTags: (result, error, { slug }) => onSuccess(itemChanged(slug))(result, error),
    }),
    updateCarouselConfig: build.mutation<
      AdminCarouselConfig,
      { slug: CarouselSlug; changes: Omit<CarouselConfigBody, 'slug'> }
    >({
      query: ({ slug, changes }) => ({
        url: `${carouselPath(slug)}/config`,
        method: 'PATCH',
        body: { slug, ...changes },
      }),
      invalidatesTags: (result, error, { slug }) => onSuccess(changed(slug))(result, error),
    }),
    /**
     * Puts the items in the order of `ids` (every item of the carousel, each once): the list shows
     * the new order, renumbered from 0, at once, and goes back to the old one if the server refuses.
     */
    reorderCarouselItems: build.mutation<
      AdminCarouselItem[],
      { slug: CarouselSlug; ids: readonly string[] }
    >({
      query: ({ slug, ids }) => ({
        url: `${carouselPath(slug)}/reorder`,
        method: 'PATCH',
        body: reorderBody(ids),
      }),
      async onQueryStarted({ slug, ids }, { dispatch, queryFulfilled }) {
        await undoIfRefused(
          queryFulfilled,
          dispatch(
            adminCarouselsApi.util.updateQueryData('getAdminCarouselItems', slug, (list) => {
              const byId = new Map(list.map((item) => [item.id, item]));
              const ordered = ids.flatMap((id) => byId.get(id) ?? []);
              if (ordered.length !== list.length) return;
              return ordered.map((item, sortOrder) => ({ ...item, sortOrder }));
            }),
          ),
        );
      },
      invalidatesTags: (result, error, { slug }) => onSuccess(changed(slug))(result, error),
    }),
  }),
});

export const {
  useGetAdminCarouselItemsQuery,
  useGetAdminCarouselConfigQuery,
  useCreateCarouselItemMutation,
  useUpdateCarouselItemMutation,
  useDeleteCarouselItemMutation,
  useUpdateCarouselConfigMutation,
  useReorderCarouselItemsMutation,
} = adminCarouselsApi;
