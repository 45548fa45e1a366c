import type { RichText } from '../rich-text';
import { parseRichText } from '../rich-text-markdown';

/**
 * Rich text written as the editor's Markdown marks (`**bold**`, `[text](link)`, `- item`,
 * `### Subheading`): how default documents write texts with emphasis, links and lists.
 */
export function md(source: string, subheadings = false): RichText {
  return parseRichText(source, subheadings);
}
