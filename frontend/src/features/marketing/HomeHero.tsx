import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { PageContent } from '../../api/pages';
import {
  heroEyebrowSx,
  heroStatLabelSx,
  heroStatSx,
  heroSubtitleSx,
  heroSurfaceSx,
} from '../../components/heroSx';
import { lazySections } from '../../lib/lazyPage';
import { ContentHeroButton } from './shared/ContentHero';
import { StatList } from '../../components/figures/StatList';

// The illustration is static and decorative: its code is a chunk of its own, outside the page's
// first-load JavaScript. The prerender waits for it, so the HTML holds it; in the browser React keeps
// that HTML until the code arrives. After a client-side navigation the fallback reserves its box.
const HeroArtwork = lazySections(() => import('./HeroArtwork'));
if (import.meta.env.SSR) await HeroArtwork.preload();

/** The figures' icons, in turn (a third figure takes the first icon again). */
const STAT_ICONS = [GroupsOutlinedIcon, EmojiEventsOutlinedIcon];

/** The home page's opening section: headline, subtitle, tagline, the two calls to action, stats. */
export function HomeHero({ hero }: { hero: PageContent<'home'>['hero'] }) {
  const buttons = [hero.primaryButton, hero.secondaryButton].filter((link) => link.label.trim());
  const stats = hero.stats.map((stat, index) => {
    const Icon = STAT_ICONS[index % STAT_ICONS.length];
    return {
      value: (
        <>
          <Icon aria-hidden="true" />
          {stat.value}
        </>
      ),
      label: stat.label,
    };
  });
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      data-surface="deep"
      sx={{ ...heroSurfaceSx, pb: { xs: 8, md: 12 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 6, md: 4 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        }}
      >
        <div>
          <Typography component="p" sx={heroEyebrowSx}>
            {hero.eyebrow}
          </Typography>
          <Typography id="home-hero-heading" variant="h1" sx={{ mb: 3 }}>
            {hero.headline}
          </Typography>
          <Typography
            sx={{
              ...heroSubtitleSx,
              mb: 4,
              maxWidth: '36rem',
            }}
          >
            {hero.subtitle}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 6 }}>
            {buttons.map((link, index) => (
              <ContentHeroButton key={index} link={link} secondary={index > 0} />
            ))}
          </Box>
          <StatList
            stats={stats}
            gap={2}
            columns={{ xs: '1fr', sm: '1fr 1fr' }}
            sx={{ maxWidth: '36rem' }}
            itemSx={{ ...heroStatSx, p: 2.5 }}
            labelSx={heroStatLabelSx}
            valueSx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontSize: '1.75rem',
              '& svg': { color: 'brand.focusOnDeep', fontSize: '2rem' },
            }}
          />
        </div>
        <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: 560 }}>
          <Suspense
            fallback={<Box sx={{ width: '100%', maxWidth: 560, aspectRatio: '560 / 480' }} />}
          >
            <HeroArtwork />
          </Suspense>
        </Box>
      </Container>
    </Box>
  );
}
