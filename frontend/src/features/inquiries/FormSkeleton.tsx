import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { FIELD_GRID_SX, FULL_WIDTH_SX, OPTION_GRID_SX } from '../../components/form/layout';
import { ACTIONS_MARGIN_TOP, REQUIRED_NOTE, type SkeletonBlock } from './formLayout';

/** An outlined MUI text field: one line of 1.4375em (body1 text) and 16.5 px padding each side. */
const FIELD_HEIGHT = 'calc(1.4375em + 33px)';
/** A multi-line field of fixed rows: a plain textarea (FormTextField), `rows` lines of 1.4375em. */
const textareaHeight = (rows: number) => `calc(${rows} * 1.4375em + 33px)`;
/** A medium MUI checkbox: a 24 px icon scaled by the theme's 16/14 font size, 9 px padding. */
const CHECKBOX_SIZE = 'calc(1.7142857rem + 18px)';

const placeholderSx = {
  typography: 'body1',
  borderRadius: '10px',
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'action.hover',
} as const;

function Block({ block }: { block: SkeletonBlock }) {
  if (block.kind === 'checkboxes') {
    return (
      <Box sx={FULL_WIDTH_SX}>
        <Typography sx={{ lineHeight: '1.4375em', fontWeight: 700, color: 'text.secondary' }}>
          {block.legend}
        </Typography>
        <Box sx={OPTION_GRID_SX}>
          {block.options.map((option) => (
            <Box key={option} sx={{ display: 'flex', alignItems: 'center', ml: '-11px' }}>
              <Box
                sx={{
                  flex: `0 0 ${CHECKBOX_SIZE}`,
                  height: CHECKBOX_SIZE,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Box sx={{ ...placeholderSx, width: 20, height: 20, borderRadius: '3px' }} />
              </Box>
              <Typography sx={{ color: 'text.secondary' }}>{option}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  const height = block.kind === 'textarea' ? textareaHeight(block.rows) : FIELD_HEIGHT;
  const full = block.kind === 'textarea' || block.full;
  return <Box sx={[placeholderSx, { height }, full ? FULL_WIDTH_SX : {}]} />;
}

interface FormSkeletonProps {
  layout: readonly SkeletonBlock[];
  /** Shown instead of the fields when the form's code could not be loaded. */
  failed?: boolean;
}

/**
 * What an inquiry form looks like before its code has arrived (and in the prerendered page): the
 * same blocks in the same grid, so nothing moves when the form replaces it.
 */
export function FormSkeleton({ layout, failed = false }: FormSkeletonProps) {
  return (
    <Box data-testid="form-skeleton" aria-busy={!failed}>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {REQUIRED_NOTE}
      </Typography>
      {failed ? (
        <Typography role="alert" sx={{ fontWeight: 700 }}>
          The form could not be loaded. Please check your connection and reload the page, or contact
          us by phone or e-mail.
        </Typography>
      ) : (
        <>
          {/*
            The shared visually-hidden style: a 1 px box. (A hand-written copy here said `width: 1`,
            which MUI's sx reads as 100%: an absolutely placed span as wide as the page, starting
            where the form starts, made the page scroll sideways until the form had loaded.)
          */}
          <Box component="span" sx={visuallyHidden}>
            Loading the form...
          </Box>
          <Box aria-hidden="true">
            <Box sx={FIELD_GRID_SX}>
              {layout.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Box>
            <Box
              sx={{
                mt: ACTIONS_MARGIN_TOP,
                height: 52,
                width: 200,
                borderRadius: 999,
                bgcolor: 'action.hover',
              }}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
