import type { NewsletterBlock, NewsletterBody } from '@bb/shared/newsletter';
import { fillHref, fillPlaceholders } from '@bb/shared/pages/placeholders';
import type { RichInline } from '@bb/shared/pages/rich-text';
import { parseUploadUrl, type SiteDetails } from '@bb/shared/site';

/**
 * A campaign's body as the HTML and plain-text parts of its e-mail. The HTML is built here from the
 * stored blocks (never from anything an editor typed as markup): every text escaped, inline styles
 * only (mail clients drop style sheets), real headings (the subject is the h1, subheadings h2), links
 * made absolute, images by their mail renditions' absolute addresses (JPEG or PNG that any origin
 * may load: MailService.mailImages), alt text on every image ('' for decorative ones). The colours are the
 * mail layout's (contrast 7:1 and more on white); the layout declares a light colour scheme, so a
 * client's dark mode inverts it as a whole instead of mixing.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A site path or fragment as an address mail clients can open. */
function absolute(href: string, publicUrl: string): string {
  if (href.startsWith('/')) return `${publicUrl}${href}`;
  if (href.startsWith('#')) return `${publicUrl}/${href}`;
  return href;
}

/** The width an image takes in the mail's 600 px column (its padding taken off). */
const MAIL_IMAGE_WIDTH = 544;

/** The addresses of the body's images, as stored (what MailService.mailImages is asked for). */
export function bodyImageUrls(body: NewsletterBody): string[] {
  return body.flatMap((block) => (block.type === 'image' ? [block.image.url] : []));
}

interface Context {
  site: SiteDetails;
  publicUrl: string;
  /** Each image's address in the mail, by its stored address (MailService.mailImages). */
  images: ReadonlyMap<string, string>;
}

function inlineHtml(part: RichInline, { site, publicUrl }: Context): string {
  let html = escapeHtml(fillPlaceholders(part.text, site));
  if (!html) return '';
  if (part.italic) html = `<em>${html}</em>`;
  if (part.bold) html = `<strong>${html}</strong>`;
  // A link that a detail made unsafe once filled (`fillHref`) loses its address; its words stay.
  const filled = part.href === undefined ? undefined : fillHref(part.href, site);
  if (filled !== undefined) {
    const href = absolute(filled, publicUrl);
    html = `<a href="${escapeHtml(href)}" style="color:#3b2a78;text-decoration:underline;">${html}</a>`;
  }
  return html;
}

const inlinesHtml = (content: readonly RichInline[], ctx: Context) =>
  content.map((part) => inlineHtml(part, ctx)).join('');

function blockHtml(block: NewsletterBlock, ctx: Context): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${inlinesHtml(block.content, ctx)}</p>`;
    case 'subheading':
      return `<h2 style="margin:28px 0 12px;font-size:20px;line-height:1.3;color:#3b2a78;">${inlinesHtml(block.content, ctx)}</h2>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items
        .map((item) => `<li style="margin:0 0 6px;">${inlinesHtml(item, ctx)}</li>`)
        .join('');
      return `<${tag} style="margin:0 0 16px;padding-left:24px;">${items}</${tag}>`;
    }
    case 'image': {
      const { alt, decorative } = block.image;
      // An image that no longer exists has no rendition: the mail shows none (the text part's
      // "[Image: ...]" line says what it showed).
      const src = ctx.images.get(block.image.url);
      if (!src) return '';
      const upload = parseUploadUrl(block.image.url);
      const height = upload && Math.round((MAIL_IMAGE_WIDTH * upload.height) / upload.width);
      return (
        `<p style="margin:0 0 16px;"><img src="${escapeHtml(src)}" ` +
        `alt="${decorative ? '' : escapeHtml(alt)}" width="${MAIL_IMAGE_WIDTH}"` +
        (height ? ` height="${height}"` : '') +
        ' style="display:block;width:100%;max-width:544px;height:auto;border:0;border-radius:6px;"></p>'
      );
    }
  }
}

/** The body's HTML part (inside the mail layout). */
export function bodyHtml(body: NewsletterBody, ctx: Context): string {
  return body.map((block) => blockHtml(block, ctx)).join('\n');
}

function inlineText(part: RichInline, { site, publicUrl }: Context): string {
  const text = fillPlaceholders(part.text, site);
  const filled = part.href === undefined ? undefined : fillHref(part.href, site);
  if (filled === undefined) return text;
  const href = absolute(filled, publicUrl);
  const shown = href.replace(/^mailto:|^tel:/, '');
  return text.trim() === shown ? text : `${text} (${href})`;
}

const inlinesText = (content: readonly RichInline[], ctx: Context) =>
  content.map((part) => inlineText(part, ctx)).join('');

/** The body's plain-text part: blocks between blank lines, lists as "- " or "1. " lines. */
export function bodyText(body: NewsletterBody, ctx: Context): string {
  return body
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return inlinesText(block.content, ctx);
        case 'subheading': {
          const text = inlinesText(block.content, ctx);
          return `${text}\n${'-'.repeat(Math.min(text.length, 60))}`;
        }
        case 'list':
          return block.items
            .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlinesText(item, ctx)}`)
            .join('\n');
        case 'image':
          return block.image.decorative ? '' : `[Image: ${block.image.alt}]`;
      }
    })
    .filter((text) => text !== '')
    .join('\n\n');
}
