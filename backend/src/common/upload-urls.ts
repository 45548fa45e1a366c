/**
 * The upload addresses ("/uploads/...") anywhere in a JSON document column, one row each, as text:
 * what the modules whose documents hold images (pages, their revisions, newsletter campaigns) answer
 * to the hourly upload clean-up, so it never removes an image a document shows.
 */
export const uploadUrlsIn = (column: string) =>
  `jsonb_path_query(${column}, 'strict $.** ? (@.type() == "string" && @ starts with "/uploads/")') #>> '{}'`;
