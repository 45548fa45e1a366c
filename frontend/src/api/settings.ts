import { DEFAULT_SITE_DETAILS, type SiteDetails, type SocialLink } from '@bb/shared/site';
import { api } from './base';

export interface ComingSoonStatus {
  enabled: boolean;
}

/** Organisation details an administrator edits (the spec's {name}, {phone} placeholders). */
export type { SiteDetails, SocialLink };

/** The server's neutral defaults, rendered while the details load so that nothing jumps. */
export const DEFAULT_SITE: SiteDetails = DEFAULT_SITE_DETAILS;

/** The spec's poll of the coming-soon setting. */
export const COMING_SOON_POLL_MS = 30_000;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComingSoonStatus: build.query<ComingSoonStatus, void>({
      query: () => '/api/coming-soon-status',
      providesTags: ['ComingSoon'],
    }),
    getSite: build.query<SiteDetails, void>({
      query: () => '/api/site',
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetComingSoonStatusQuery, useGetSiteQuery } = settingsApi;

/** The organisation details, with the defaults until (or unless) the server answers. */
export function useSiteDetails(): SiteDetails {
  const { data } = useGetSiteQuery();
  return data ?? DEFAULT_SITE;
}
