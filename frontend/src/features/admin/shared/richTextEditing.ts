import type { RichBlock } from '@bb/shared/pages/rich-text';

// How the admin panel's rich-text fields are written (the page editor's rich text, a newsletter's
// body): the Markdown marks they take, in one help text, and the length that counts against a limit.

export const RICH_TEXT_HELP =
  'A blank line starts a new paragraph. **bold**, *italic*, [link text](https://example.org or /contact), lines starting with "- " or "1. " make a list.';
export const SUBHEADING_HELP = 'A line starting with "### " is a subheading.';

/** The help of a rich-text field: its own help first, then the marks (subheadings where allowed). */
export function richTextHelp(subheadings: boolean, own?: string): string {
  return `${own ? `${own} ` : ''}${RICH_TEXT_HELP}${subheadings ? ` ${SUBHEADING_HELP}` : ''}`;
}

/** The characters of text in rich-text blocks (marks and links' addresses not counted). */
export function richTextLength(blocks: readonly RichBlock[]): number {
  return blocks.reduce(
    (n, block) =>
      n +
      (block.type === 'list' ? block.items.flat() : block.content).reduce(
        (m, part) => m + part.text.length,
        0,
      ),
    0,
  );
}
