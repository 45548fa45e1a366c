import Box from '@mui/material/Box';

interface CarouselDotsProps {
  count: number;
  selected: number;
  /** Each dot's accessible name, e.g. "Show photo 2". */
  labelOf: (index: number) => string;
  onSelect: (index: number) => void;
  /** The id of the slides' container the dots control, if any. */
  controls?: string;
  /** The current dot: a wider filled bar ('pill', testimonials) or a larger filled circle ('round'). */
  shape: 'pill' | 'round';
}

/**
 * One 44 px dot button per slide of a carousel, in a list; the current one has aria-current and a
 * filled mark (12 px rings otherwise). Shared by the testimonials and the image carousels.
 */
export function CarouselDots({
  count,
  selected,
  labelOf,
  onSelect,
  controls,
  shape,
}: CarouselDotsProps) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Box
            component="button"
            type="button"
            aria-label={labelOf(index)}
            aria-controls={controls}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onSelect(index)}
            sx={[DOT_SX, shape === 'pill' ? PILL_SX : ROUND_SX]}
          />
        </li>
      ))}
    </Box>
  );
}

const DOT_SX = {
  width: 44,
  height: 44,
  p: 0,
  m: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '&::before': {
    content: '""',
    display: 'block',
    width: 12,
    height: 12,
    borderRadius: 999,
    border: 2,
    borderColor: 'primary.main',
    boxSizing: 'border-box',
  },
  '&:hover:not([aria-current="true"])::before': { bgcolor: 'primary.light' },
  '&:focus-visible': { outline: '3px solid var(--bb-focus)', outlineOffset: '-4px' },
} as const;

const PILL_SX = {
  '&::before': { transition: 'width 200ms ease' },
  '&[aria-current="true"]::before': { width: 28, bgcolor: 'primary.main' },
} as const;

const ROUND_SX = {
  '&[aria-current="true"]::before': { width: 16, height: 16, bgcolor: 'primary.main' },
} as const;
