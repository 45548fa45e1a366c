import type { PageContent, PageSlug } from './registry';
import { about } from './defaults/about';
import { contact } from './defaults/contact';
import { corporate } from './defaults/corporate';
import { corporateEngagement } from './defaults/corporate-engagement';
import { privacy } from './defaults/privacy';
import { terms } from './defaults/terms';
import { bookMwoShow } from './defaults/book-mwo-show';
import { home } from './defaults/home';
import { impact } from './defaults/impact';
import { mwoShow } from './defaults/mwo-show';
import { programs } from './defaults/programs';

/**
 * The pages' documents as the site first shows them: the spec's texts, figures and images. They are
 * data: the backend seeds them once per database (the pages module's first start), the build
 * prerenders the pages with them, and no page component reads them.
 */
export const DEFAULT_PAGES: { [S in PageSlug]: PageContent<S> } = {
  home,
  about,
  'mwo-show': mwoShow,
  'book-mwo-show': bookMwoShow,
  programs,
  impact,
  corporate,
  'corporate-engagement': corporateEngagement,
  contact,
  privacy,
  terms,
};
