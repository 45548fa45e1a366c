import type { RichInline, RichText } from './rich-text';

/**
 * The editor's Markdown marks for rich text (`**bold**`, `*italic*`, `[text](link)`, `- item`,
 * `1. item`, `### Subheading`): `parseRichText` turns what an editor types into the stored tree,
 * `richTextToMarkdown` the tree back into marks. Only the editor (and the default documents) use
 * this file; public pages never load it.
 */

const ESCAPABLE = /[\\*_[\]()]/g;
/** A heading line: one to six `#` and a space. Its level is the template's, whatever the count. */
const HEADING = /^(#{1,6})\s+/;
/** The marks a subheading is written with (`richTextToMarkdown`). */
export const SUBHEADING_MARKS = '###';

function escapeText(text: string): string {
  return text.replace(ESCAPABLE, (c) => `\\${c}`);
}

function inlineToMarkdown(part: RichInline): string {
  let text = escapeText(part.text);
  if (!text) return '';
  if (part.italic) text = `*${text}*`;
  if (part.bold) text = `**${text}**`;
  if (part.href !== undefined) text = `[${text}](${part.href})`;
  return text;
}

function inlinesToMarkdown(content: readonly RichInline[]): string {
  return content.map(inlineToMarkdown).join('');
}

/** The tree as the editor shows it. `parseRichText(richTextToMarkdown(x))` gives `x` back. */
export function richTextToMarkdown(value: RichText): string {
  return value
    .map((block) => {
      if (block.type === 'subheading')
        return `${SUBHEADING_MARKS} ${inlinesToMarkdown(block.content)}`;
      if (block.type === 'paragraph') return inlinesToMarkdown(block.content);
      return block.items
        .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlinesToMarkdown(item)}`)
        .join('\n');
    })
    .join('\n\n');
}

/** Merges neighbours with the same marks, and drops empty parts. */
function tidy(parts: RichInline[]): RichInline[] {
  const out: RichInline[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out[out.length - 1];
    if (
      last &&
      !!last.bold === !!part.bold &&
      !!last.italic === !!part.italic &&
      last.href === part.href
    )
      last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Inline Markdown marks: `**bold**`, `*italic*` or `_italic_`, `[text](href)`, `\` escapes. */
export function parseInlines(source: string, marks: Omit<RichInline, 'text'> = {}): RichInline[] {
  const parts: RichInline[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push({ ...marks, text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length && /[\\*_[\]()]/.test(source[i + 1])) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (c === '[' && marks.href === undefined) {
      const close = findClosing(source, i + 1, ']');
      if (close > 0 && source[close + 1] === '(') {
        const end = source.indexOf(')', close + 2);
        if (end > 0) {
          flush();
          const href = source.slice(close + 2, end).trim();
          parts.push(...parseInlines(source.slice(i + 1, close), { ...marks, href }));
          i = end + 1;
          continue;
        }
      }
    }
    if (c === '*' && source[i + 1] === '*' && !marks.bold) {
      const end = findClosing(source, i + 2, '**');
      if (end > i + 2) {
        flush();
        parts.push(...parseInlines(source.slice(i + 2, end), { ...marks, bold: true }));
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && source[i + 1] !== c && !marks.italic) {
      const end = findClosing(source, i + 1, c);
      if (end > i + 1) {
        flush();
        parts.push(...parseInlines(source.slice(i + 1, end), { ...marks, italic: true }));
        i = end + 1;
        continue;
      }
    }
    text += c;
    i++;
  }
  flush();
  return tidy(parts);
}

/** Where `mark` next occurs unescaped from `from` (for `*`, not as half of `**`); -1 if nowhere. */
function findClosing(source: string, from: number, mark: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') {
      i++;
      continue;
    }
    if (source.startsWith(mark, i)) {
      if (mark === '*' && source[i + 1] === '*') {
        const end = findClosing(source, i + 2, '**');
        if (end < 0) return -1;
        i = end + 1;
        continue;
      }
      return i;
    }
  }
  return -1;
}

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** A heading line of the editor's text that does not stay as typed. */
export interface ChangedHeading {
  /** Its line, from 1. */
  line: number;
  /** The line as typed, trimmed. */
  typed: string;
  /** What it is saved as: `### Text` (a subheading at the template's level), or `Text` (a paragraph). */
  saved: string;
}

/**
 * The heading lines of the editor's text that `parseRichText` changes on its own: with subheadings
 * allowed, a line of `#`, `##`, `####`... becomes a subheading at the template's one level (saved as
 * `### `); without, any heading line becomes a paragraph (its `#` dropped).
 */
export function changedHeadings(source: string, allowSubheadings = false): ChangedHeading[] {
  const out: ChangedHeading[] = [];
  source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      const marks = HEADING.exec(line);
      if (!marks) return;
      if (allowSubheadings && marks[1] === SUBHEADING_MARKS) return;
      const text = line.replace(HEADING, '').trim();
      out.push({
        line: index + 1,
        typed: line.trim(),
        saved: allowSubheadings ? `${SUBHEADING_MARKS} ${text}` : text,
      });
    });
  return out;
}

/**
 * The editor's text as a tree: blocks are separated by blank lines; lines starting "- " (or "* ")
 * are a bulleted list, "1. " a numbered one; "### " a subheading (kept only when `allowSubheadings`,
 * else a paragraph); other lines of one block are joined by a space.
 */
export function parseRichText(source: string, allowSubheadings = false): RichText {
  const blocks: RichText = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const endParagraph = () => {
    const text = paragraph.join(' ').trim();
    if (text) blocks.push({ type: 'paragraph', content: parseInlines(text) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInlines(item.trim())),
      });
    list = undefined;
  };
  for (const line of lines) {
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const ordered = !bullet;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(line.slice((bullet ?? numbered)![0].length));
      continue;
    }
    if (HEADING.test(line)) {
      endParagraph();
      endList();
      const text = line.replace(HEADING, '').trim();
      blocks.push({
        type: allowSubheadings ? 'subheading' : 'paragraph',
        content: parseInlines(text),
      });
      continue;
    }
    if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
