/**
 * The small safe rich text of page fields: paragraphs, bulleted and numbered lists, emphasis, links
 * and (where a field's template allows it) subheadings whose level the template fixes. It is stored as
 * this JSON tree, never as HTML, and React renders it as elements: nothing an editor types reaches the
 * DOM as markup. The editor writes it as a few Markdown marks (`**bold**`, `*italic*`,
 * `[text](link)`, `- item`, `1. item`, `### Subheading`), which `parseRichText` turns into the tree.
 * No zod here: the public pages' code imports this file (its validation is `rich-text-schema.ts`).
 */
export interface RichInline {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** http(s), mailto, tel, a site path ("/contact") or a fragment ("#cookies"); see `isSafeHref`. */
  href?: string;
}

export type RichBlock =
  | { type: 'paragraph'; content: RichInline[] }
  | { type: 'subheading'; content: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] };

export type RichText = RichBlock[];

/** The message of a refused link (the editor shows it at the field). */
export const UNSAFE_LINK_MESSAGE =
  'Links must start with https://, http://, mailto:, tel: or / (a page of this site).';

/**
 * Characters no link may hold: spaces and line breaks (a browser drops tabs and line breaks, so
 * `/\t/evil.example` would be `//evil.example`), control and invisible characters, quotes, angle
 * brackets and backslashes (`/\\evil.example` is another site too).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_IN_LINKS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064<>"'`\\]/;

/**
 * Whether a link target is allowed: http(s) URLs, mailto and tel, site paths and fragments. A
 * `{placeholder}` (an organisation detail, such as `mailto:{email}`) counts as text; a filled one is
 * checked again (`fillHref` in `placeholders.ts`).
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value !== href || !value || NOT_IN_LINKS.test(value.replace(/\{[a-zA-Z]+\}/g, 'x')))
    return false;
  if (/^https?:\/\/[^/?#]+/i.test(value)) return true;
  if (/^mailto:[^:]+$/i.test(value)) return true;
  if (/^tel:[+\d().\- {}a-zA-Z]+$/i.test(value)) return true;
  if (/^\/(?![/\\])/.test(value)) return true;
  if (/^#[\w-]+$/.test(value)) return true;
  if (/^\{[a-zA-Z]+\}$/.test(value)) return true;
  return false;
}

/** The text of inlines, without marks. */
export function inlineText(content: readonly RichInline[]): string {
  return content.map((part) => part.text).join('');
}

/** Every inline of the tree, in reading order. */
export function richInlines(value: RichText): RichInline[] {
  return value.flatMap((block) => (block.type === 'list' ? block.items.flat() : block.content));
}

/** The plain text of the tree: blocks separated by blank lines, list items by line breaks. */
export function richTextPlain(value: RichText): string {
  return value
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => inlineText(item)).join('\n')
        : inlineText(block.content),
    )
    .join('\n\n');
}

/** A paragraph per string: how default documents write plain paragraphs. */
export function paragraphs(...texts: string[]): RichText {
  return texts.map((text) => ({ type: 'paragraph', content: [{ text }] }));
}
