import { convert } from 'html-to-text';
import type { ParsedMail } from 'mailparser';

/**
 * The most characters of HTML turned into text: the conversion runs on the event loop (about 150 ms
 * for this much on a busy 2-core machine), so a larger HTML part is converted only this far; the stored
 * original keeps it all. E-mail answers' HTML is far smaller (tens of kilobytes).
 */
const HTML_MAX_CHARS = 300_000;

/**
 * A message's whole text: its plain-text part, else its HTML turned into plain text (no markup, no
 * scripts, no images; links as "text [address]"), so that nothing a sender wrote is ever rendered as
 * HTML in the admin panel.
 */
export function wholeTextOf(parsed: Pick<ParsedMail, 'text' | 'html'>): string {
  const text = parsed.text?.trim() ? parsed.text : parsed.html ? htmlToText(parsed.html) : '';
  return normalise(text);
}

function htmlToText(html: string): string {
  return convert(html.slice(0, HTML_MAX_CHARS), {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      // Gmail and Apple Mail put the quoted history in a blockquote: a "> " quote in the text.
      { selector: 'blockquote', format: 'blockquote' },
    ],
  });
}

/** Line ends as \n, no control characters but tabs and line breaks, no trailing blanks. */
function normalise(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+$/gm, '')
      .trim()
  );
}

/**
 * Where the quoted history or the signature starts: Outlook's "-----Original Message-----" and its "From: … / Sent: …" header block, an "On … wrote:"
 * line (also wrapped over two lines, and in a few languages), a forwarded message's banner, and the
 * usual signature separators ("-- ", "Sent from my …").
 */
const CUT_LINES: RegExp[] = [
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^Begin forwarded message:\s*$/i,
  /^On\s.+\bwrote:\s*$/i,
  /^Le\s.+\ba écrit\s*:\s*$/i,
  /^Am\s.+\bschrieb\s.*:\s*$/i,
  /^El\s.+\bescribió:\s*$/i,
  /^-- ?$/,
  /^Sent from my \w+/i,
  /^Get Outlook for \w+/i,
];

/** "From: x" followed within a few lines by "Sent:" or "Date:" (Outlook's quoted header). */
function isQuotedHeaderBlock(lines: string[], i: number): boolean {
  if (!/^\*?From:\*?\s/i.test(lines[i])) return false;
  return lines.slice(i + 1, i + 5).some((l) => /^\*?(Sent|Date):\*?\s/i.test(l));
}

/**
 * The new text of an answer: its whole text up to where the quoted history or the signature starts
 * (the cut lines above), without trailing quoted lines ("> …"). Empty when the answer had nothing new
 * (only attachments, say). (email-reply-parser is an ES module only, which the test runner cannot
 * load; these rules cover the shapes it knows: docs/decisions.md.)
 */
export function newTextOf(whole: string): string {
  const lines = whole.split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const joined = i + 1 < lines.length ? `${line} ${lines[i + 1].trim()}` : line;
    if (
      CUT_LINES.some((re) => re.test(line)) ||
      // "On Mon, 7 Dec 2026 at 10:00, Name <address>\nwrote:" (wrapped by the client)
      (/^On\s/i.test(line) && /\bwrote:\s*$/i.test(joined) && !/\bwrote:\s*$/i.test(line)) ||
      isQuotedHeaderBlock(lines, i)
    ) {
      end = i;
      break;
    }
  }
  const kept = lines.slice(0, end);
  // Quoted lines left at the end (a client that quotes below without an "On … wrote:" line).
  while (kept.length && (/^\s*>/.test(kept[kept.length - 1]) || !kept[kept.length - 1].trim()))
    kept.pop();
  return kept.join('\n').trim();
}
