import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NAV_HEIGHT } from './layout/navHeight';

export interface HeroStat {
  value: string;
  label: string;
}

interface PageHeroProps {
  /** Unique on the page: the section is labelled by its heading `${id}-heading`. */
  id: string;
  /** A short line above the heading (teal on the deep surface). */
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons: `variant="contained" color="accent"` and `variant="outlined" color="inverse"`. */
  actions?: ReactNode;
  /** Headline figures below the buttons, as a description list. */
  stats?: readonly HeroStat[];
  /** Shown beside the text on wide screens, below it on narrow ones (an image, a card). */
  aside?: ReactNode;
}

/**
 * The deep-coloured opening section of a public page, under the transparent navigation bar (the
 * page's path must be in HERO_PATHS of app/routes.tsx). It holds the page's only <h1>.
 */
export function PageHero({ id, eyebrow, title, subtitle, actions, stats, aside }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      data-surface="deep"
      sx={{
        color: 'brand.onDeep',
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 55%, #123c46 100%)`,
        pt: `${NAV_HEIGHT + 40}px`,
        pb: { xs: 8, md: 10 },
        overflow: 'hidden',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: aside ? '1.1fr 0.9fr' : '1fr' },
        }}
      >
        <div>
          {eyebrow && (
            <Typography
              component="p"
              sx={{
                color: 'brand.tealOnDeep',
                fontWeight: 700,
                fontSize: '1.125rem',
                letterSpacing: '0.02em',
                mb: 2,
              }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography id={`${id}-heading`} variant="h1" sx={{ mb: 3, maxWidth: '48rem' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography
              component="div"
              sx={{
                fontSize: { xs: '1.125rem', md: '1.25rem' },
                color: 'brand.onDeepMuted',
                mb: actions || stats ? 4 : 0,
                maxWidth: '40rem',
              }}
            >
              {subtitle}
            </Typography>
          )}
          {actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: stats ? 6 : 0 }}>
              {actions}
            </Box>
          )}
          {stats && stats.length > 0 && (
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr 1fr',
                  sm: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))`,
                },
              }}
            >
              {stats.map(({ value, label }) => (
                <Box
                  key={label}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column-reverse',
                    justifyContent: 'flex-end',
                    gap: 0.5,
                    p: 2,
                    borderRadius: 3,
                    bgcolor: 'rgba(255,255,255,0.08)',
                    border: '1px solid rgba(255,255,255,0.18)',
                  }}
                >
                  <Box component="dt" sx={{ color: 'brand.onDeepMuted', fontSize: '1rem' }}>
                    {label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}
                  >
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </div>
        {aside && <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: 520 }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
