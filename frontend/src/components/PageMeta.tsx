import { useLocation } from 'react-router-dom';
import { useSiteDetails } from '../api/settings';

/**
 * Stands for the site's origin in prerendered pages (the build does not know where the site will
 * be served); the server replaces it with PUBLIC_URL's origin when it loads them.
 */
export const ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

function siteOrigin(): string {
  return typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin;
}

interface PageMetaProps {
  /** The page's own title; the organisation's name is appended. */
  title: string;
  description: string;
  /** What a shared link says (the description when absent). */
  shareText?: string;
  /** A site path of the shared link's picture (the default 1200 × 630 picture when absent). */
  shareImage?: string;
}

/**
 * The document title, meta description, canonical URL and Open Graph tags of a page (React hoists
 * them into <head>; the prerender puts them there in the HTML).
 */
export function PageMeta({ title, description, shareText, shareImage }: PageMetaProps) {
  const { organizationName } = useSiteDetails();
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const url = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const fullTitle = `${title} | ${organizationName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={organizationName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={shareText ?? description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${shareImage ?? '/images/og-default.jpg'}`} />
      {!shareImage && <meta property="og:image:width" content="1200" />}
      {!shareImage && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** PageMeta for a page of a signed-in area (member, admin): never indexed. */
export function PrivatePageMeta(props: PageMetaProps) {
  return (
    <>
      <PageMeta {...props} />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
