import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useSiteDetails } from '../../../api/settings';
import { visuallyHidden } from '../../../lib/visuallyHidden';

/**
 * The id of the footer's newsletter sign-up (components/Footer.tsx), the target of the archive's
 * "subscribe" links. Written out there too: importing it from the footer would split the footer
 * into a chunk of its own on every public page.
 */
export const NEWSLETTER_SIGNUP_ID = 'newsletter-signup';

/** The archive's address, and an issue's. */
export const ARCHIVE_PATH = '/newsletter';
export const issuePath = (slug: string) => `${ARCHIVE_PATH}/${slug}`;

/**
 * An issue's date as readers see it ("November 3, 2026"), in UTC: the server render and the
 * browser's hydration must write the same text whatever their time zones.
 */
export function issueDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A text link styled as the theme's links (a plain anchor keeps MUI's Link out of the list page). */
export const textLinkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: (theme: Theme) => theme.alpha(theme.palette.primary.main, 0.4),
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationColor: 'inherit' },
} as const;

/** The column of the archive's pages: about 70 characters a line. */
export function ArchiveColumn({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: '70ch', mx: 'auto' }}>{children}</Box>
    </Container>
  );
}

/**
 * What the archive shows while it loads (after a navigation inside the app): the space of a page and
 * a status for screen readers, like the public pages' (no spinner).
 */
export function ArchiveLoading() {
  return (
    <Box role="status" aria-busy="true" sx={{ minHeight: '60vh' }}>
      <Box component="span" sx={visuallyHidden}>
        Loading the newsletter
      </Box>
    </Box>
  );
}

/** A failed load (after a navigation inside the app): what happened and a retry. */
export function ArchiveLoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Box role="alert" sx={{ my: 4 }}>
      <Typography sx={{ mb: 2 }}>We could not load {what}. Please try again.</Typography>
      <Button variant="outlined" onClick={retry}>
        Try again
      </Button>
    </Box>
  );
}

/**
 * An address that is no issue of the archive (the server sends it with status 404). It names no
 * address of its own (no canonical link), and asks search engines not to index it.
 */
export function IssueNotFound() {
  const { organizationName } = useSiteDetails();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{`Newsletter Not Found | ${organizationName}`}</title>
      <meta name="robots" content="noindex" />
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.main' }}>
        Newsletter Not Found
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        There is no newsletter at this address. The address may be mistyped, or the issue may no
        longer be published.
      </Typography>
      <Button component={RouterLink} to={ARCHIVE_PATH} variant="contained" size="large">
        See all newsletters
      </Button>
    </Container>
  );
}
