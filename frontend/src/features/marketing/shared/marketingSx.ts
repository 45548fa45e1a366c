// Styles the marketing pages' sections share.
import { alpha, type Theme } from '@mui/material/styles';

/** The introduction under a section's <h2>, at reading width. */
export const introSx = {
  color: 'text.secondary',
  fontSize: '1.125rem',
  maxWidth: '44rem',
  mb: { xs: 4, md: 6 },
} as const;

/** A bordered card on the paper colour. */
export const paperCardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: 4,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;

/** The deep brand surface (white text on the dark gradient), at the given angle. */
export const deepSurfaceSx = (angle: number) =>
  ({
    color: 'brand.onDeep',
    background: (theme: Theme) =>
      `linear-gradient(${angle}deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 100%)`,
  }) as const;

/** A section on a light tint of the primary colour. */
export const tintedSectionSx = {
  py: { xs: 8, md: 12 },
  bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.05),
} as const;

/** The paper card with its content stacked, a gap apart. */
export const cardStackSx = {
  ...paperCardSx,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
} as const;

/** The soft shadow of a raised card (pillars, testimonials). */
export const raisedCardShadow = '0 10px 30px -18px rgba(30, 17, 71, 0.35)';
