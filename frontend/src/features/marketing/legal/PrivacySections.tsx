import Box from '@mui/material/Box';
import type { PageContent } from '../../../api/pages';
import { RichText } from '../../../components/content/RichText';
import { LEGAL_TEXT_SX, LegalSection } from './LegalSection';

type Privacy = PageContent<'privacy'>;

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  fontSize: '1rem',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 1.5,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& th': { fontWeight: 700 },
  '& code': { fontSize: '0.95em', overflowWrap: 'anywhere' },
} as const;

/** A cookie's name: the parts between backticks as code ("`sid` (`__Host-sid` over HTTPS)"). */
function CookieName({ name }: { name: string }) {
  return name
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part ? part : null));
}

function CookiesTable({
  cookies,
  headings,
}: {
  cookies: Privacy['sections'][number]['cookies'];
  headings: Privacy['cookiesTable'];
}) {
  return (
    <Box component="table" sx={tableSx}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        {headings.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{headings.name}</th>
          <th scope="col">{headings.purpose}</th>
          <th scope="col">{headings.duration}</th>
        </tr>
      </thead>
      <tbody>
        {cookies.map((cookie, index) => (
          <tr key={index}>
            <td>
              <CookieName name={cookie.name} />
            </td>
            <td>{cookie.purpose}</td>
            <td>{cookie.duration}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The sections of the privacy policy (a chunk of its own): each one's text, then its address block
 * (Contact Us) or its cookies table (Cookies) when it has one, then the text after them.
 */
export default function PrivacySections({ content }: { content: Privacy }) {
  return (
    <>
      {content.sections.map((section) => (
        <LegalSection key={section.anchor} heading={section}>
          <RichText value={section.body} sx={LEGAL_TEXT_SX} />
          {section.address.length > 0 && (
            <Box component="address" sx={{ fontStyle: 'normal', mb: 2 }}>
              <RichText value={section.address} sx={{ '& p': { mb: 0.5 } }} />
            </Box>
          )}
          {section.cookies.length > 0 && (
            <CookiesTable cookies={section.cookies} headings={content.cookiesTable} />
          )}
          {section.closing.length > 0 && <RichText value={section.closing} sx={LEGAL_TEXT_SX} />}
        </LegalSection>
      ))}
    </>
  );
}
