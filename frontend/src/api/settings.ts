import { api } from './base';

export interface ComingSoonStatus {
  enabled: boolean;
}

export interface SocialLink {
  label: string;
  url: string;
}

/** Organisation details an administrator edits (the spec's {name}, {phone} placeholders). */
export interface SiteDetails {
  organizationName: string;
  tagline: string;
  speakerName: string;
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  socialLinks: SocialLink[];
}

/** The server's neutral defaults, rendered while the details load so that nothing jumps. */
export const DEFAULT_SITE: SiteDetails = {
  organizationName: 'Building Bridges Inclusion',
  tagline: 'Building Bridges. Breaking Barriers.',
  speakerName: 'Our Founder',
  phoneDisplay: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  email: 'hello@example.org',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
  ],
};

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
