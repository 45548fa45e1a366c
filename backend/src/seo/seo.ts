/**
 * Files search engines read at the site root, served by the API process outside the `/api` prefix.
 * app.setup.ts excludes ROOT_FILES from the global prefix.
 */
export const ROOT_FILES = ['robots.txt', 'sitemap.xml'];

/** The public pages of the site, as the sitemap lists them (paths of the frontend's router). */
export const SITEMAP_PATHS = [
  '/',
  '/about',
  '/mwo-show',
  '/book-mwo-show',
  '/programs',
  '/impact',
  '/corporate',
  '/corporate-engagement',
  '/contact',
  '/privacy',
  '/terms',
  '/newsletter',
] as const;

/** Areas crawlers should leave alone: admin panel, member area, API. */
export const ROBOTS_DISALLOW = ['/admin', '/my/', '/api/'] as const;

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** An absolute URL of a path on the public site (PUBLIC_URL may carry a base path). */
export const absolute = (publicUrl: string, path: string) =>
  path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PATHS.map(
    (p) => `  <url>\n    <loc>${xmlEscape(absolute(publicUrl, p))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
