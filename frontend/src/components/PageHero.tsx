import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  heroEyebrowSx,
  heroStatLabelSx,
  heroStatSx,
  heroSubtitleSx,
  heroSurfaceSx,
} from './heroSx';
import { StatList, type Stat } from './figures/StatList';

export type HeroStat = Stat;

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
      sx={{ ...heroSurfaceSx, pb: { xs: 8, md: 10 } }}
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
            <Typography component="p" sx={heroEyebrowSx}>
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
                ...heroSubtitleSx,
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
            <StatList
              stats={stats}
              gap={2}
              columns={{
                xs: '1fr 1fr',
                sm: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))`,
              }}
              itemSx={{ ...heroStatSx, p: 2 }}
              labelSx={heroStatLabelSx}
              valueSx={{ fontSize: '1.75rem' }}
            />
          )}
        </div>
        {aside && <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: 520 }}>{aside}</Box>}
      </Container>
    </Box>
  );
}

type HeroButtonProps = ({ to: string; href?: never } | { href: string; to?: never }) & {
  /** The main call to action (filled, accent) or the other one (outlined, light). */
  secondary?: boolean;
  children: ReactNode;
};

/** A call to action in a hero's `actions`: a link inside the app (`to`) or on the page (`href`). */
export function HeroButton({ to, href, secondary = false, children }: HeroButtonProps) {
  const look = secondary
    ? ({ variant: 'outlined', color: 'inverse' } as const)
    : ({ variant: 'contained', color: 'accent' } as const);
  return to !== undefined ? (
    <Button component={RouterLink} to={to} {...look} size="large">
      {children}
    </Button>
  ) : (
    <Button component="a" href={href} {...look} size="large">
      {children}
    </Button>
  );
}
