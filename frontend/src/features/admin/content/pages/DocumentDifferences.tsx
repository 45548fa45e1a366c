import type { DocumentDifference, TextPart } from '@bb/shared/pages/compare';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/visuallyHidden';

/** Marked words: struck through and red for removed, underlined and green for added (not colour alone). */
const MARK_SX = {
  removed: { bgcolor: 'rgba(211, 47, 47, 0.14)', textDecoration: 'line-through' },
  added: { bgcolor: 'rgba(46, 125, 50, 0.16)', textDecoration: 'underline' },
} as const;

function Marked({ part }: { part: TextPart }) {
  if (!part.change) return <>{part.text}</>;
  const removed = part.change === 'removed';
  return (
    <Box
      component={removed ? 'del' : 'ins'}
      // A little space after removed words, so that the added ones that follow do not run into them.
      sx={{ ...MARK_SX[part.change], borderRadius: 0.5, mr: removed ? 0.5 : 0 }}
    >
      {/* Screen readers do not announce <del> and <ins>: the words say it. */}
      <Box component="span" sx={visuallyHidden}>
        {removed ? ' [removed: ' : ' [added: '}
      </Box>
      {part.text}
      <Box component="span" sx={visuallyHidden}>
        {'] '}
      </Box>
    </Box>
  );
}

const KIND_TEXT = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const;

/**
 * The differences between two versions of a page (`compareDocuments`), in page order: each field or
 * list item by its place in the editor's words, with the changed words marked.
 */
export function DocumentDifferences({ differences }: { differences: DocumentDifference[] }) {
  if (!differences.length)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No differences: these two versions of the page are the same.
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {differences.map((difference) => (
        <Box
          component="li"
          key={`${difference.kind}:${difference.path}`}
          sx={{ borderLeft: 4, pl: 2, borderColor: 'divider' }}
        >
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {`${KIND_TEXT[difference.kind]}: ${difference.label}`}
          </Typography>
          <Typography component="p" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {difference.kind === 'changed' ? (
              difference.parts.map((part, index) => <Marked key={index} part={part} />)
            ) : (
              <Marked part={{ text: difference.text, change: difference.kind }} />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
