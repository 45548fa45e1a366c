import type { SiteDetails } from '../site';
import { isSafeHref, UNSAFE_LINK_MESSAGE } from './rich-text';

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

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** `text` with each known `{placeholder}` replaced by that detail; unknown ones stay as written. */
export function fillPlaceholders(text: string, site: SiteDetails): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(PLACEHOLDERS, name)
      ? String(site[PLACEHOLDERS[name as Placeholder]])
      : whole,
  );
}

/**
 * A link's address with its placeholders filled, checked again as a typed link is (`isSafeHref`):
 * undefined when the filled address is not an allowed link (a detail made it `javascript:…`, an
 * address of another site such as `//evil.example`, or text that is no address at all).
 */
export function fillHref(href: string, site: SiteDetails): string | undefined {
  const filled = fillPlaceholders(href, site);
  return isSafeHref(filled) ? filled : undefined;
}

/** How a filled address is quoted in a message: one line, at most 80 characters. */
function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ');
  return `“${line.length > 80 ? `${line.slice(0, 77)}...` : line}”`;
}

/**
 * The problem of a link whose address names organisation details, once they are filled in (the
 * same rule as a typed link's, `UNSAFE_LINK_MESSAGE`); undefined when it has none or is fine.
 * `linkText` names the link in a text with several ("Write to us").
 */
export function placeholderLinkProblem(
  href: string,
  site: SiteDetails,
  linkText?: string,
): string | undefined {
  if (!href.includes('{') || fillHref(href, site) !== undefined) return undefined;
  const filled = fillPlaceholders(href, site);
  if (filled === href) return undefined;
  const which = linkText?.trim() ? `The link ${quoted(linkText.trim())}` : 'This link';
  return `${which} goes to ${quoted(filled)} once the organisation details are filled in. ${UNSAFE_LINK_MESSAGE}`;
}

/**
 * A copy of a document (a page's content, a campaign's body) with every text's placeholders filled:
 * what visitors see. Links are filled too, and checked again once filled (a detail could make a link
 * unsafe): a rich-text link that is no longer allowed loses its address and its words stay as text;
 * a button's (`{label, href}`) goes to the page itself (an empty address) and its words stay. The
 * public pages show documents filled this way by the server (the served HTML, its embedded document
 * and GET /api/pages/{slug}), so their code carries neither the placeholders nor the link rules.
 */
export function fillContent<T>(value: T, site: SiteDetails): T {
  return fillValue(value, site) as T;
}

function fillValue(value: unknown, site: SiteDetails): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, site);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, site));
  if (!value || typeof value !== 'object') return value;
  const filled: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    filled[key] = key === 'href' && typeof item === 'string' ? item : fillValue(item, site);
  if (typeof filled.href === 'string') {
    const href = fillHref(filled.href, site);
    if (href !== undefined) filled.href = href;
    else if (typeof filled.text === 'string') delete filled.href;
    else if (typeof filled.label === 'string') filled.href = '';
  }
  return filled;
}

/** Why an organisation detail that pages may put into a link is refused (see `detailLinkProblem`). */
export const DETAIL_LINK_MESSAGE =
  'cannot start with / or \\ or with javascript:, vbscript: or data: (a link that names it would lead to another site or run a script).';

/** The named character references a disguised address uses, decoded to look through them. */
const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/**
 * `value` as a browser reads the start of a link: character references decoded, tabs and line
 * breaks gone (a browser drops them anywhere in an address), leading spaces and control characters
 * gone, lower case.
 */
function asLinkStart(value: string): string {
  return (
    value
      .replace(
        /&#x([0-9a-f]+);?|&#(\d+);?|&([a-z]+);/gi,
        (whole, hex?: string, dec?: string, name?: string) => {
          if (name !== undefined) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
          const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
        },
      )
      .replace(/[\t\n\r]+/g, '')
      // eslint-disable-next-line no-control-regex -- a browser drops them before an address
      .replace(/^[\u0000-\u0020\u007f-\u009f\u00a0\u200b-\u200f\u2060\ufeff]+/, '')
      .toLowerCase()
  );
}

/**
 * The problem of an organisation detail that a page's link may name (`{name}`, `{tagline}`,
 * `{speaker}`, `{phone}`), for the organisation details form and its API: one that starts with
 * `/` or `\` (after a link's `/` it makes `//evil.example`, an address of another site) or with a
 * script's scheme (`javascript:`, `vbscript:`, `data:`), however disguised by case, spaces,
 * invisible characters or character references. The links are checked again when filled
 * (`fillHref`); this says so to the administrator at the field. `label` starts the message.
 */
export function detailLinkProblem(label: string, value: string): string | undefined {
  const start = asLinkStart(value);
  if (/^[/\\]/.test(start) || /^(?:javascript|vbscript):|^data:\S/.test(start))
    return `${label} ${DETAIL_LINK_MESSAGE}`;
  return undefined;
}
