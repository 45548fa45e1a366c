import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useSiteDetails } from '../../api/settings';
import { NAV_HEIGHT } from '../../components/layout/navHeight';
import { lazyPage } from '../../lib/lazyPage';

// The illustration is static and decorative: its code is a chunk of its own, outside the page's
// first-load JavaScript. The prerender waits for it, so the HTML holds it; in the browser React keeps
// that HTML until the code arrives. After a client-side navigation the fallback reserves its box.
const HeroArtwork = lazyPage(() => import('./HeroArtwork'));
if (import.meta.env.SSR) await HeroArtwork.preload();
else HeroArtwork.preload().catch(() => {});

const STATS = [
  {
    icon: <GroupsOutlinedIcon aria-hidden="true" />,
    value: '100 to 1000+',
    label: 'Audience size, from team workshops to conference keynotes',
  },
  {
    icon: <EmojiEventsOutlinedIcon aria-hidden="true" />,
    value: '2021',
    label: 'Dream on 3 Award',
  },
];

/** The home page's opening section: headline, subtitle, tagline, the two calls to action, stats. */
export function HomeHero() {
  const { tagline } = useSiteDetails();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      data-surface="deep"
      sx={{
        color: 'brand.onDeep',
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 55%, #123c46 100%)`,
        pt: `${NAV_HEIGHT + 40}px`,
        pb: { xs: 8, md: 12 },
        overflow: 'hidden',
      }}
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
            {tagline}
          </Typography>
          <Typography id="home-hero-heading" variant="h1" sx={{ mb: 3 }}>
            Where Every Mind Belongs and Every Voice Leads
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1.125rem', md: '1.25rem' },
              color: 'brand.onDeepMuted',
              mb: 4,
              maxWidth: '36rem',
            }}
          >
            Keynotes, training and workshops that turn neuro-inclusion and disability inclusion into
            everyday practice, grounded in lived experience and built for real workplaces, schools
            and communities.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 6 }}>
            <Button
              component={RouterLink}
              to="/mwo-show"
              variant="contained"
              color="accent"
              size="large"
            >
              Book Today
            </Button>
            <Button
              component={RouterLink}
              to="/about"
              variant="outlined"
              size="large"
              color="inverse"
            >
              Learn Our Story
            </Button>
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              maxWidth: '36rem',
            }}
          >
            {STATS.map(({ icon, value, label }) => (
              <Box
                key={label}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  justifyContent: 'flex-end',
                  gap: 0.5,
                  p: 2.5,
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
                  sx={{
                    m: 0,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    fontSize: '1.75rem',
                    fontWeight: 700,
                    lineHeight: 1.2,
                    '& svg': { color: 'brand.focusOnDeep', fontSize: '2rem' },
                  }}
                >
                  {icon}
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
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
