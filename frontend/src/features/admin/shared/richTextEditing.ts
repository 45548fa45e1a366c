import type { RichBlock } from '@bb/shared/pages/rich-text';
import { changedHeadings, SUBHEADING_MARKS } from '@bb/shared/pages/rich-text-markdown';

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

/** A line quoted in a notice: at most 60 characters. */
const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;

/** "3", "3 and 7", "3, 7 and 9" */
function lineNumbers(lines: readonly number[]): string {
  return lines.length === 1
    ? String(lines[0])
    : `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
}

/**
 * What saving does to the heading lines of a rich text as typed, when it changes them on its own
 * (`changedHeadings`): with subheadings, a line of `#`, `##` or `####` is saved as a subheading at
 * the one level the layout gives it (written `### `); without, it is saved as a paragraph. Null when
 * nothing changes. The editor shows it at the field and announces it.
 */
export function headingNotice(text: string, subheadings: boolean): string | null {
  const changed = changedHeadings(text, subheadings);
  if (!changed.length) return null;
  const why = subheadings
    ? 'every subheading here has the level the layout gives it, whatever the number of #.'
    : 'this text cannot have subheadings.';
  if (changed.length === 1) {
    const [{ line, typed, saved }] = changed;
    return subheadings
      ? `Line ${line}, ${quote(typed)}, will be saved as ${quote(saved)}: ${why}`
      : `Line ${line}, ${quote(typed)}, will be saved as the paragraph ${quote(saved)}: ${why}`;
  }
  const shown = changed.slice(0, 3);
  const more = changed.length - shown.length;
  const lines = `Lines ${lineNumbers(changed.map((c) => c.line))} (${shown.map((c) => quote(c.typed)).join(', ')}${more ? ` and ${more} more` : ''})`;
  return subheadings
    ? `${lines} will be saved as subheadings written ${quote(`${SUBHEADING_MARKS} `)}: ${why}`
    : `${lines} will be saved as paragraphs without their #: ${why}`;
}
