import {
  MEDIA_PAGE_SIZE_DEFAULT,
  type MediaDetail,
  type MediaFilter,
  type MediaPage,
  type MediaSort,
  type MediaUpdate,
} from '@bb/shared/media';
import { api } from '../base';

// The media library (admin panel, /admin/media): GET /api/admin/media (one page, searched, filtered
// and sorted on the server), GET/PATCH/DELETE /api/admin/media/{id}. The list is tagged
// `{ Media, LIST }`, each image `{ Media, id }`; an edit refreshes the list, the image and the
// trail; a focal point also changes how the public carousels frame the image ('Carousel').

export interface MediaListArgs {
  /** 1-based. */
  page: number;
  pageSize?: number;
  search?: string;
  filter?: MediaFilter;
  sort?: MediaSort;
}

const mediaPath = (id: string) => `/api/admin/media/${encodeURIComponent(id)}`;

/** GET /api/admin/media for one page of the library. */
export function mediaListUrl({
  page,
  pageSize = MEDIA_PAGE_SIZE_DEFAULT,
  search = '',
  filter = 'all',
  sort = 'newest',
}: MediaListArgs): string {
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  if (search.trim()) params.set('search', search.trim());
  params.set('filter', filter);
  params.set('sort', sort);
  return `/api/admin/media?${params.toString()}`;
}

const LIST = { type: 'Media' as const, id: 'LIST' };

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaPage: build.query<MediaPage, MediaListArgs>({
      query: mediaListUrl,
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Media' as const, id })),
      ],
    }),
    getMediaDetail: build.query<MediaDetail, string>({
      query: mediaPath,
      providesTags: (_result, _error, id) => [{ type: 'Media', id }],
    }),
    updateMedia: build.mutation<MediaDetail, { id: string; changes: MediaUpdate }>({
      query: ({ id, changes }) => ({ url: mediaPath(id), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [LIST, { type: 'Media', id }, 'AuditEntry', 'Carousel'],
    }),
    deleteMedia: build.mutation<void, string>({
      query: (id) => ({ url: mediaPath(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        // Not the image's own tag: its details would be asked for again, and answer 404.
        error ? [] : [LIST, 'AuditEntry'],
    }),
  }),
});

/** After uploads made outside RTK Query (uploadImage): the library's lists are read again. */
export const mediaListChanged = () => mediaApi.util.invalidateTags([LIST]);

export const {
  useGetMediaPageQuery,
  useGetMediaDetailQuery,
  useLazyGetMediaDetailQuery,
  useUpdateMediaMutation,
  useDeleteMediaMutation,
} = mediaApi;
