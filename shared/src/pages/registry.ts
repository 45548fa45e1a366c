import type { z } from 'zod';
import { aboutSchema } from './about';
import { contactSchema } from './contact';
import { corporateSchema } from './corporate';
import { corporateEngagementSchema } from './corporate-engagement';
import { privacySchema } from './privacy';
import { termsSchema } from './terms';
import { bookMwoShowSchema } from './book-mwo-show';
import { homeSchema } from './home';
import { impactSchema } from './impact';
import { mwoShowSchema } from './mwo-show';
import { programsSchema } from './programs';

/**
 * The public pages whose words and pictures are a document an administrator edits: each page's
 * slug (its API name), path, name in the admin panel and schema (`fields.ts`). Adding a page is one
 * entry here, its schema, its default document (`defaults.ts`) and its component reading it
 * (docs/architecture.md, "Editable public pages").
 */
export const PAGE_DEFINITIONS = {
  home: { path: '/', title: 'Home', schema: homeSchema },
  about: { path: '/about', title: 'About', schema: aboutSchema },
  'mwo-show': { path: '/mwo-show', title: 'The MWO Show (speaker)', schema: mwoShowSchema },
  'book-mwo-show': {
    path: '/book-mwo-show',
    title: 'Book The MWO Show',
    schema: bookMwoShowSchema,
  },
  programs: { path: '/programs', title: 'Programs', schema: programsSchema },
  impact: { path: '/impact', title: 'Impact', schema: impactSchema },
  corporate: { path: '/corporate', title: 'Corporate Opportunities', schema: corporateSchema },
  'corporate-engagement': {
    path: '/corporate-engagement',
    title: 'Corporate Engagement',
    schema: corporateEngagementSchema,
  },
  contact: { path: '/contact', title: 'Contact', schema: contactSchema },
  privacy: { path: '/privacy', title: 'Privacy Policy', schema: privacySchema },
  terms: { path: '/terms', title: 'Terms of Service', schema: termsSchema },
} as const satisfies Record<string, { path: string; title: string; schema: z.ZodType }>;

export type PageSlug = keyof typeof PAGE_DEFINITIONS;

export const PAGE_SLUGS = Object.keys(PAGE_DEFINITIONS) as PageSlug[];

/** The document of each page, as its schema types it. */
export type PageContent<S extends PageSlug> = z.infer<(typeof PAGE_DEFINITIONS)[S]['schema']>;

export function isPageSlug(value: string): value is PageSlug {
  return Object.prototype.hasOwnProperty.call(PAGE_DEFINITIONS, value);
}

/** The slug of the page at `path` ("/about" → "about"), if it is an editable page. */
export function pageSlugOfPath(path: string): PageSlug | undefined {
  return PAGE_SLUGS.find((slug) => PAGE_DEFINITIONS[slug].path === path);
}
