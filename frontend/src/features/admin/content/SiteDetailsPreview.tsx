import { useId } from 'react';
import type { SiteDetails } from '@bb/shared/admin-content';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Logo } from '../../../components/Logo';
import { safeExternalUrl, safeTelUrl } from '../../../lib/urls';

// A live preview of the organisation details as the public pages show them: the footer (name,
// tagline, phone and e-mail links, social links, the copyright line), the speaker's name as the
// programs page has it, the contact page's phone line and a page title. A labelled group, not a
// landmark: it is part of the form's section, and its texts are not headings of the page.

const deepLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 24,
  color: 'brand.onDeep',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  '& svg': { fontSize: 20, flex: 'none' },
} as const;

const captionSx = {
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'text.secondary',
  mb: 0.5,
} as const;

/** Where a value is empty, the preview says so rather than showing nothing. */
const orEmpty = (value: string, what: string) => value.trim() || `(no ${what})`;

export function SiteDetailsPreview({ details }: { details: SiteDetails }) {
  const headingId = useId();
  const name = orEmpty(details.organizationName, 'organisation name');
  const tel = safeTelUrl(details.phoneHref.trim());
  const phone = orEmpty(details.phoneDisplay, 'phone number');
  const email = details.email.trim();
  const socials = details.socialLinks
    .map((link) => ({ label: link.label.trim(), url: safeExternalUrl(link.url.trim()) }))
    .filter((link): link is { label: string; url: string } => Boolean(link.label && link.url));

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="h6">
        Preview
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        How public pages show these details. It follows what you type; visitors see the change once
        you save.
      </Typography>

      <Typography sx={captionSx}>Footer of every page</Typography>
      <Box
        data-surface="deep"
        sx={{
          bgcolor: 'brand.deep',
          color: 'brand.onDeepMuted',
          borderRadius: 2,
          p: 2.5,
          display: 'grid',
          gap: 1.5,
          mb: 2.5,
        }}
      >
        <Logo name={name} variant="white" size={32} />
        <Typography sx={{ fontWeight: 700, color: 'brand.tealOnDeep', overflowWrap: 'anywhere' }}>
          {orEmpty(details.tagline, 'tagline')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          <li>
            {tel ? (
              <Box component="a" href={tel} sx={deepLinkSx}>
                <PhoneOutlinedIcon aria-hidden="true" />
                {phone}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'brand.onDeep' }}>
                Without a valid phone link the footer leaves the number out.
              </Typography>
            )}
          </li>
          <li>
            {email ? (
              <Box component="a" href={`mailto:${email}`} sx={deepLinkSx}>
                <EmailOutlinedIcon aria-hidden="true" />
                {email}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'brand.onDeep' }}>
                (no e-mail)
              </Typography>
            )}
          </li>
          {socials.map((link, i) => (
            <li key={`${i}-${link.url}`}>
              <Box
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (opens in a new tab)`}
                sx={deepLinkSx}
              >
                <OpenInNewIcon aria-hidden="true" />
                {link.label}
              </Box>
            </li>
          ))}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          © 2024 {name}. All rights reserved.
        </Typography>
      </Box>

      <Typography sx={captionSx}>On the pages</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          display: 'grid',
          gap: 1,
          '& li': { overflowWrap: 'anywhere' },
        }}
      >
        <li>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {`Meet ${orEmpty(details.speakerName, 'speaker name')}`}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {' '}
            (programs and speaker pages)
          </Typography>
        </li>
        <li>
          {'Prefer to talk it through? Call us at '}
          {tel ? <a href={tel}>{phone}</a> : phone}.
        </li>
        <li>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            Browser tab:{' '}
          </Typography>
          {`Contact | ${name}`}
        </li>
      </Box>
    </Box>
  );
}
