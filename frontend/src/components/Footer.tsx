import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useSiteDetails, type SocialLink } from '../api/settings';
import { safeExternalUrl, safeTelUrl } from '../lib/urls';
import { Logo } from './Logo';
import { NEWSLETTER_FOOTER_WORDING } from '@bb/shared/newsletter-footer';
import { NewsletterForm } from './NewsletterForm';

export const FOOTER_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/mwo-show', label: 'Speaking Topics' },
  { to: '/contact', label: 'Contact & Booking' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

const footerLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 32,
  color: 'brand.onDeep',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: 0.5,
  '&:hover': { color: 'brand.tealOnDeep' },
} as const;

const headingSx = {
  fontSize: '1.125rem',
  fontWeight: 700,
  mb: 2,
  color: 'brand.onDeep',
} as const;

function socialIcon(label: string): ReactNode {
  const name = label.toLowerCase();
  if (name.includes('linkedin')) return <LinkedInIcon aria-hidden="true" />;
  if (name.includes('instagram')) return <InstagramIcon aria-hidden="true" />;
  return <OpenInNewIcon aria-hidden="true" />;
}

function SocialLinks({ links }: { links: SocialLink[] }) {
  const safe = links
    .map((link) => ({ ...link, url: safeExternalUrl(link.url) }))
    .filter((link): link is SocialLink => Boolean(link.url));
  if (safe.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      {safe.map((link) => (
        <li key={link.url}>
          <Box
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            sx={footerLinkSx}
          >
            {socialIcon(link.label)}
            {link.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The band that closes every public page: 'Ready to Transform Your Organization?' */
function CallToAction() {
  return (
    <Box
      sx={{
        background: (theme) =>
          `linear-gradient(120deg, ${theme.palette.brand.cta} 0%, ${theme.palette.brand.ctaEnd} 100%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ color: 'brand.onDeep', mb: 2 }}>
          Ready to Transform Your Organization?
        </Typography>
        <Typography
          sx={{
            color: 'brand.onCtaMuted',
            maxWidth: '40rem',
            mx: 'auto',
            mb: 4,
            fontSize: '1.125rem',
          }}
        >
          Bring practical, lived-experience inclusion training to your people. Tell us about your
          goals and we will shape the program, keynote or workshop that fits.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/programs"
            variant="contained"
            color="accent"
            size="large"
          >
            Explore Our Programs
          </Button>
          <Button
            component={RouterLink}
            to="/contact"
            variant="outlined"
            size="large"
            color="inverse"
          >
            Contact Us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

export function Footer() {
  const site = useSiteDetails();
  const tel = safeTelUrl(site.phoneHref);
  return (
    <Box
      component="footer"
      data-surface="deep"
      sx={{ bgcolor: 'brand.deep', color: 'brand.onDeepMuted' }}
    >
      <CallToAction />
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 0.9fr 1fr 1.5fr' },
          }}
        >
          <div>
            <Logo name={site.organizationName} variant="white" />
            <Typography sx={{ mt: 2, fontWeight: 700, color: 'brand.tealOnDeep' }}>
              {site.tagline}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, mb: 3 }}>
              Neuro-inclusion and disability-inclusion training, keynotes and community programs
              that help people and organisations do their best work together.
            </Typography>
            <SocialLinks links={site.socialLinks} />
          </div>

          <Box component="nav" aria-label="Footer">
            <Typography component="h2" sx={headingSx}>
              Explore
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {FOOTER_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Box component={RouterLink} to={to} sx={footerLinkSx}>
                    {label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>

          <div>
            <Typography component="h2" sx={headingSx}>
              Get in Touch
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {tel && (
                <li>
                  <Box component="a" href={tel} sx={footerLinkSx}>
                    <PhoneOutlinedIcon aria-hidden="true" />
                    {site.phoneDisplay}
                  </Box>
                </li>
              )}
              <li>
                <Box
                  component="a"
                  href={`mailto:${site.email}`}
                  sx={{ ...footerLinkSx, overflowWrap: 'anywhere' }}
                >
                  <EmailOutlinedIcon aria-hidden="true" />
                  {site.email}
                </Box>
              </li>
            </Box>
          </div>

          <section aria-labelledby="footer-newsletter-heading">
            <Typography component="h2" id="footer-newsletter-heading" sx={headingSx}>
              Newsletter
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {NEWSLETTER_FOOTER_WORDING}
            </Typography>
            <NewsletterForm />
          </section>
        </Box>

        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.16)',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography variant="body2">
            © 2024 {site.organizationName}. All rights reserved.
          </Typography>
          <Typography variant="body2">{site.tagline}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
