import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageContent } from '../../../api/pages';
import { RichText } from '../../../components/content/RichText';
import { LEGAL_TEXT_SX, LegalSection } from './LegalSection';

/** The numbered sections of the terms of service and the closing legal notice (a chunk of its own). */
export default function TermsSections({ content }: { content: PageContent<'terms'> }) {
  return (
    <>
      {content.sections.map((section) => (
        <LegalSection key={section.anchor} heading={section}>
          <RichText value={section.body} sx={LEGAL_TEXT_SX} />
        </LegalSection>
      ))}
      <Box
        component="aside"
        aria-labelledby="legal-notice-heading"
        sx={{
          mt: 8,
          p: { xs: 2.5, sm: 3 },
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="legal-notice-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {content.notice.heading}
        </Typography>
        <RichText value={content.notice.body} sx={LEGAL_TEXT_SX} />
      </Box>
    </>
  );
}
