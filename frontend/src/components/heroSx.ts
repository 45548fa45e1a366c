// The styles the public pages' heroes share (PageHero and the home page's own hero): the deep
// surface under the transparent navigation bar, the teal eyebrow, the subtitle and the stat tiles.
import type { Theme } from '@mui/material/styles';
import { NAV_HEIGHT } from './layout/navHeight';

/** The hero band; `pb` differs from page to page. */
export const heroSurfaceSx = {
  color: 'brand.onDeep',
  background: (theme: Theme) =>
    `linear-gradient(150deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 55%, #123c46 100%)`,
  pt: `${NAV_HEIGHT + 40}px`,
  overflow: 'hidden',
} as const;

/** The short teal line above the <h1>. */
export const heroEyebrowSx = {
  color: 'brand.tealOnDeep',
  fontWeight: 700,
  fontSize: '1.125rem',
  letterSpacing: '0.02em',
  mb: 2,
} as const;

/** The subtitle under the <h1>. */
export const heroSubtitleSx = {
  fontSize: { xs: '1.125rem', md: '1.25rem' },
  color: 'brand.onDeepMuted',
} as const;

/** One figure of the hero's description list: the label (dt) shown below its value (dd). */
export const heroStatSx = {
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: 0.5,
  borderRadius: 3,
  bgcolor: 'rgba(255,255,255,0.08)',
  border: '1px solid rgba(255,255,255,0.18)',
} as const;

export const heroStatLabelSx = { color: 'brand.onDeepMuted', fontSize: '1rem' } as const;
