import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteDetails } from '../../api/settings';
import { Logo } from '../../components/Logo';
import { PageMeta } from '../../components/PageMeta';

/** Shown instead of every page but the auth screens while coming-soon mode is on. */
export default function ComingSoonPage() {
  const site = useSiteDetails();
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      data-surface="deep"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: 'brand.onDeep',
        outline: 'none',
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.brand.deep} 0%, ${theme.palette.brand.deepRaised} 60%, #123c46 100%)`,
      }}
    >
      <PageMeta
        title="Coming Soon"
        description="Our new website is on its way: neuro-inclusion and disability-inclusion training, keynotes and The MWO Show."
      />
      <Container
        maxWidth="md"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          py: 8,
          textAlign: 'center',
        }}
      >
        <Box sx={{ mb: 5 }}>
          <Logo name={site.organizationName} variant="white" size={56} />
        </Box>
        <Typography sx={{ color: 'brand.tealOnDeep', fontWeight: 700, fontSize: '1.25rem', mb: 2 }}>
          Building Bridges. Breaking Barriers.
        </Typography>
        <Typography variant="h1" sx={{ mb: 3 }}>
          We're Building Something Amazing
        </Typography>
        <Typography
          sx={{
            color: 'brand.onDeepMuted',
            fontSize: '1.1875rem',
            maxWidth: '36rem',
            mx: 'auto',
            mb: 4,
          }}
        >
          Our new home for neuro-inclusion and disability-inclusion training, keynotes and The MWO
          Show is nearly ready. Until it opens, we would love to hear from you at{' '}
          <Link href={`mailto:${site.email}`} sx={{ color: 'brand.onDeep', fontWeight: 700 }}>
            {site.email}
          </Link>
          .
        </Typography>
      </Container>
      <Typography
        component="p"
        variant="body2"
        sx={{ color: 'brand.onDeepMuted', textAlign: 'center', pb: 4, px: 2 }}
      >
        © 2024 {site.organizationName}. All rights reserved.
      </Typography>
    </Box>
  );
}
