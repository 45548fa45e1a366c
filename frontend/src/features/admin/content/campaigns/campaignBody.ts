import {
  newsletterBodySchema,
  parseNewsletterBody,
  type NewsletterBody,
  type NewsletterImageBlock,
} from '@bb/shared/newsletter';
import { checkNewsletterBody } from '@bb/shared/pages/checks';
import { isPageImageUrl, type ImageValue } from '@bb/shared/pages/fields';
import type { RichBlock } from '@bb/shared/pages/rich-text';
import { richTextToMarkdown } from '@bb/shared/pages/rich-text-markdown';
import type { SiteDetails } from '@bb/shared/site';
import { richTextLength } from '../../shared/richTextEditing';

// A campaign's body as the editor writes it: the page editor's rich text (Markdown marks) with an
// image per line as `![alt text](/uploads/...)` (`![](...)`: decorative), the text that
// parseNewsletterBody (shared with the server) turns into the stored blocks, and back.

/** Alt text as it can stand in an image line (no brackets or line breaks, which would end it). */
export const lineAlt = (alt: string) =>
  alt
    .replace(/[[\]\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An image's line: `![alt](url)`, or `![](url)` when decorative. */
export function imageLine(image: ImageValue): string {
  return `![${image.decorative ? '' : lineAlt(image.alt)}](${image.url})`;
}

/** The stored blocks as the editor's text: rich text as Markdown, each image on its own line. */
export function bodyToText(body: NewsletterBody): string {
  const parts: string[] = [];
  let rich: RichBlock[] = [];
  const flush = () => {
    if (rich.length) parts.push(richTextToMarkdown(rich));
    rich = [];
  };
  for (const block of body) {
    if (block.type === 'image') {
      flush();
      parts.push(imageLine(block.image));
    } else rich.push(block);
  }
  flush();
  return parts.join('\n\n');
}

/** The images of the text, in order. */
export function bodyImages(body: NewsletterBody): ImageValue[] {
  return body
    .filter((block): block is NewsletterImageBlock => block.type === 'image')
    .map((block) => block.image);
}

/** The characters of text in the body (images not counted): what CAMPAIGN_LIMITS.body limits. */
export function bodyLength(body: NewsletterBody): number {
  return richTextLength(body.filter((block): block is RichBlock => block.type !== 'image'));
}

/**
 * A message about block `index` as the editor reads it: 'Image 2: …' for an image (counted among
 * the images), else the message alone.
 */
export function blockMessage(body: NewsletterBody, index: number | undefined, message: string) {
  if (index === undefined || body[index]?.type !== 'image') return message;
  const nth = body.slice(0, index + 1).filter((block) => block.type === 'image').length;
  return `Image ${nth}: ${message}`;
}

/**
 * The first problem of the body's text (the server's rules), or null. With the organisation details,
 * a link whose placeholders make an address that is not allowed is one (`checkNewsletterBody`).
 */
export function bodyProblem(text: string, site?: SiteDetails): string | null {
  const body = parseNewsletterBody(text);
  // The URL first: an address typed by hand is not an uploaded image.
  const foreign = body.findIndex(
    (block) => block.type === 'image' && !isPageImageUrl(block.image.url),
  );
  if (foreign >= 0)
    return blockMessage(body, foreign, 'Use Insert image to add an uploaded image.');
  const result = newsletterBodySchema.safeParse(body);
  if (result.success) {
    const unsafe = checkNewsletterBody(result.data, site).find((c) => c.severity === 'error');
    return unsafe?.message ?? null;
  }
  const issue = result.error.issues[0];
  const index = typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
  return blockMessage(body, index, issue.message);
}

/** The body's warnings (vague or bare link texts), each once. */
export function bodyWarnings(body: NewsletterBody): string[] {
  return [
    ...new Set(
      checkNewsletterBody(body)
        .filter((check) => check.severity === 'warning')
        .map((check) => check.message),
    ),
  ];
}
