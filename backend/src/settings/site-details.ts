/**
 * Organisation details shown across the site (footer, contact page, speaker pages, mails, the
 * partnership packet): one definition, with its defaults, shared with the frontend.
 */
export { DEFAULT_SITE_DETAILS, type SiteDetails } from '@bb/shared/site';
