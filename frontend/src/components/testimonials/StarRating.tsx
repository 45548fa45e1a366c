import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';

/** A whole number of stars from 1 to 5 (the API's rating). */
export function clampRating(rating: number): number {
  return Math.min(5, Math.max(1, Math.round(rating)));
}

/** A row of as many stars as the rating: one image for assistive technology, "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const stars = clampRating(rating);
  return (
    <Box
      role="img"
      aria-label={`Rated ${stars} out of 5`}
      sx={{
        display: 'inline-flex',
        gap: 0.25,
        // Amber dark enough for 3:1 against the card in both colour modes.
        color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.accent.main : '#a85a00'),
        '& svg': { fontSize: '1.375rem' },
      }}
    >
      {Array.from({ length: stars }, (_, i) => (
        <StarIcon key={i} aria-hidden="true" />
      ))}
    </Box>
  );
}
