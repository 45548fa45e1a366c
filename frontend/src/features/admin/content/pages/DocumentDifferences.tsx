import type { DocumentDifference, TextPart } from '@bb/shared/pages/compare';
import type { ImageValue } from '@bb/shared/pages/fields';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { responsiveFromUrl } from '../../../../lib/images';
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

const THUMBNAIL_SX = {
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 2',
  // The whole picture, whatever its shape: a comparison must not hide a part of it.
  objectFit: 'contain',
  borderRadius: 1,
  bgcolor: 'action.hover',
} as const;

/**
 * A picture of a comparison as a thumbnail, with its caption ("Before", "After"). The text beside it
 * says what changed and gives the alt text, so the thumbnail itself has none.
 */
function Thumbnail({ image, caption }: { image: ImageValue | null; caption?: string }) {
  const sources = image ? responsiveFromUrl(image.url) : null;
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      {sources ? (
        <Box
          component="img"
          src={sources.src}
          // Its smallest stored width is enough for a thumbnail.
          srcSet={sources.webpSrcSet}
          sizes="160px"
          alt=""
          sx={THUMBNAIL_SX}
        />
      ) : (
        <Box
          sx={{
            ...THUMBNAIL_SX,
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            fontStyle: 'italic',
          }}
        >
          No image
        </Box>
      )}
      {caption && (
        <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}

const THUMBNAILS_SX = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 120px), 160px))',
  my: 1,
} as const;

/** Before and after side by side, at every width. */
const PAIR_SX = { ...THUMBNAILS_SX, gridTemplateColumns: 'repeat(2, minmax(0, 160px))' } as const;

/** What became of an image field's picture, in words. */
function pictureChange(before: ImageValue | null, after: ImageValue | null): string {
  if (!before) return 'Picture added.';
  if (!after) return 'Picture removed.';
  return before.url === after.url ? 'Same picture.' : 'Picture replaced.';
}

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
          {difference.kind === 'changed' && difference.images && (
            <>
              <Box sx={PAIR_SX}>
                <Thumbnail image={difference.images.before} caption="Before" />
                <Thumbnail image={difference.images.after} caption="After" />
              </Box>
              <Typography component="p">
                {pictureChange(difference.images.before, difference.images.after)}
              </Typography>
            </>
          )}
          <Typography component="p" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {difference.kind === 'changed' ? (
              difference.parts.map((part, index) => <Marked key={index} part={part} />)
            ) : (
              <Marked part={{ text: difference.text, change: difference.kind }} />
            )}
          </Typography>
          {difference.kind !== 'changed' && difference.images && (
            <Box sx={THUMBNAILS_SX}>
              {difference.images.map((image, index) => (
                <Thumbnail key={index} image={image} />
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
