import type { SiteDetails } from '../site';
import { isSafeHref } from './rich-text';

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

/**
 * A copy of a document (a page's content, a campaign's body) with every text's placeholders filled:
 * what visitors see. Rich-text links are filled too, and checked again once filled (a detail could
 * make a link unsafe): an unsafe one is dropped and its words stay as text. The public pages show
 * documents filled this way by the server (the served HTML, its embedded document and
 * GET /api/pages/{slug}), so their code carries neither the placeholders nor the link rules.
 */
export function fillContent<T>(value: T, site: SiteDetails): T {
  return fillValue(value, site) as T;
}

function fillValue(value: unknown, site: SiteDetails): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, site);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, site));
  if (!value || typeof value !== 'object') return value;
  const filled: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) filled[key] = fillValue(item, site);
  if (
    typeof filled.text === 'string' &&
    typeof filled.href === 'string' &&
    !isSafeHref(filled.href)
  )
    delete filled.href;
  return filled;
}
