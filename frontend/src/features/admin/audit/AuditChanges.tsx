import type { AuditChanges as Changes } from '@bb/shared/admin';
import { labelledChanges } from '@bb/shared/pages/change-labels';
import { isPageSlug, PAGE_DEFINITIONS } from '@bb/shared/pages/registry';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { fieldLabel, formatChangeValue } from '../format';

/** The longest text shown of a value before or after (the stretch around the first difference). */
export const CHANGE_TEXT_MAX = 280;
/** Values up to this long read on one line, 'username: alice → alicia'. */
const SHORT = 40;

interface Row {
  key: string;
  label: string;
  from: string;
  to: string;
}

/**
 * The stretches of two long texts to show: from a little before where they first differ, at most
 * CHANGE_TEXT_MAX characters of each, an ellipsis where one is cut.
 */
export function changeExcerpts(before: string, after: string): [string, string] {
  if (before.length <= CHANGE_TEXT_MAX && after.length <= CHANGE_TEXT_MAX) return [before, after];
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same += 1;
  let start = Math.max(0, same - 60);
  // From the start of a word.
  if (start > 0) {
    const space = before.slice(start, same).search(/\s/);
    start = space === -1 ? start : start + space + 1;
  }
  const cut = (text: string) => {
    const end = Math.min(text.length, start + CHANGE_TEXT_MAX);
    return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  };
  return [cut(before), cut(after)];
}

/** The entry's changes as rows: a page's by its editor's labels and only the parts that changed. */
function rowsOf(changes: Changes, page: string | null): Row[] {
  const entries =
    page && isPageSlug(page)
      ? labelledChanges(PAGE_DEFINITIONS[page].schema, changes).map((change) => ({
          key: change.path,
          label: change.label ?? fieldLabel(change.path),
          from: change.from,
          to: change.to,
        }))
      : Object.entries(changes).map(([field, { from, to }]) => ({
          key: field,
          label: fieldLabel(field),
          from,
          to,
        }));
  return entries.map(({ key, label, from, to }) => {
    const [before, after] = changeExcerpts(formatChangeValue(from), formatChangeValue(to));
    return { key, label, from: before, to: after };
  });
}

/**
 * What an audit entry changed, one item per field: 'username: alice → alicia' on one line, or the
 * field's name over its text before and after when a value is long or the entry is a page's (whose
 * fields are named as the editor names them: 'Hero › Headline'). Wraps within its column.
 */
export function AuditChanges({ changes, page = null }: { changes: Changes; page?: string | null }) {
  const rows = rowsOf(changes, page);
  if (rows.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: '0.875rem', display: 'grid', gap: 0.75 }}
    >
      {rows.map((row) =>
        page || row.from.length > SHORT || row.to.length > SHORT ? (
          <Box component="li" key={row.key} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {row.label}
            </Box>
            <Value name="Before" text={row.from} />
            <Value name="After" text={row.to} />
          </Box>
        ) : (
          <Box component="li" key={row.key} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {row.label}
            </Box>
            {`: ${row.from} `}
            <span aria-hidden="true">→</span>
            <Box component="span" sx={visuallyHidden}>
              {' changed to'}
            </Box>
            {` ${row.to}`}
          </Box>
        ),
      )}
    </Box>
  );
}

/** 'Before: the old text', its lines kept. */
function Value({ name, text }: { name: string; text: string }) {
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${name}: `}</Box>
      {text}
    </Box>
  );
}
