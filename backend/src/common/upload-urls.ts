/**
 * The upload addresses ("/uploads/...") anywhere in a JSON document column, one row each, as text:
 * what the modules whose documents hold images (pages, their revisions, newsletter campaigns) answer
 * to the hourly upload clean-up, so it never removes an image a document shows.
 */
export const uploadUrlsIn = (column: string) =>
  `jsonb_path_query(${column}, 'strict $.** ? (@.type() == "string" && @ starts with "/uploads/")') #>> '{}'`;

/**
 * A subquery (for `CROSS JOIN LATERAL`) of the distinct upload addresses in the JSON document
 * `column`, each with the alt text of the image value (`{url, alt, decorative}`) that names it:
 * '' when decorative, null when blank or when no image value names it (the library's default then
 * applies). Columns `url` and `alt`: what the media library's uses of an image show.
 */
export const uploadUsesIn = (column: string) =>
  `SELECT s.url, (
     SELECT CASE WHEN o ->> 'decorative' = 'true' THEN '' ELSE nullif(btrim(o ->> 'alt'), '') END
       FROM jsonb_path_query(${column}, 'lax $.** ? (@.url == $u)', jsonb_build_object('u', s.url)) o
      LIMIT 1) AS alt
     FROM (SELECT DISTINCT ${uploadUrlsIn(column)} AS url) s`;
