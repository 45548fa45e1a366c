import type { SiteDetails } from '../site';

/**
 * The organisation details a page's text may name as `{placeholder}`: they stay in Content →
 * organisation details, and every page shows their current value.
 */
export const PLACEHOLDERS = {
  name: 'organizationName',
  tagline: 'tagline',
  speaker: 'speakerName',
  phone: 'phoneDisplay',
  phoneLink: 'phoneHref',
  email: 'email',
} as const satisfies Record<string, keyof SiteDetails>;

export type Placeholder = keyof typeof PLACEHOLDERS;

/** `text` with each known `{placeholder}` replaced by that detail; unknown ones stay as written. */
export function fillPlaceholders(text: string, site: SiteDetails): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(PLACEHOLDERS, name)
      ? String(site[PLACEHOLDERS[name as Placeholder]])
      : whole,
  );
}
