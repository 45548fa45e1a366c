import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { RichText as RichTextValue } from '@bb/shared/pages/rich-text';
import { PageMeta } from '../../../components/PageMeta';
import { RichText } from '../../../components/content/RichText';
import { BelowTheFold } from '../home/BelowTheFold';
import type { SeoContent } from '../shared/MarketingPage';
import { LEGAL_TEXT_SX, type LegalHeading } from './LegalSection';

/** The title and dates group of a legal document (`@bb/shared/pages/legal`, `legalHeader()`). */
export interface LegalHeader {
  title: string;
  lastUpdated: string;
  effective: string;
  intro: RichTextValue;
  contentsHeading: string;
}

interface LegalDocumentProps {
  /** The document's search and sharing fields (PageMeta). */
  seo: SeoContent;
  /** The heading, the "Last updated" (and "Effective") lines, the introduction. */
  header: LegalHeader;
  /** The sections, for the table of contents. */
  contents: readonly LegalHeading[];
  /** The sections themselves (a lazily loaded chunk of LegalSection elements). */
  children: ReactNode;
}

/**
 * The layout of the privacy policy and the terms of service: no hero (the navigation bar is opaque
 * on these pages), a line length of about 70 characters, a table of contents with in-page links,
 * then the sections, one h2 each, whose code loads after the page's first paint.
 */
export function LegalDocument({ seo, header, contents, children }: LegalDocumentProps) {
  const dates = [header.lastUpdated, header.effective].filter((line) => line.trim());
  return (
    <>
      <PageMeta
        title={seo.title}
        description={seo.description}
        shareText={seo.shareText ? seo.shareText : undefined}
        shareImage={seo.shareImage?.url}
      />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          component="article"
          aria-labelledby="legal-title"
          sx={{
            maxWidth: '70ch',
            mx: 'auto',
            '& p, & li': { fontSize: '1.0625rem', lineHeight: 1.7 },
            '& p': { mt: 0, mb: 2 },
            '& ul': { mt: 0, mb: 2, pl: 3 },
            '& li': { mb: 1 },
            '& h3': { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35, mt: 3, mb: 1.5 },
            '& a': { overflowWrap: 'anywhere' },
          }}
        >
          <Typography
            id="legal-title"
            variant="h1"
            sx={{ fontSize: 'clamp(2.25rem, 1.8rem + 1.8vw, 3rem)', mb: 2 }}
          >
            {header.title}
          </Typography>
          <Box sx={{ color: 'text.secondary', mb: 4 }}>
            {dates.map((line) => (
              <Typography key={line} sx={{ m: 0, fontWeight: 700 }}>
                {line}
              </Typography>
            ))}
          </Box>
          <RichText value={header.intro} sx={LEGAL_TEXT_SX} />

          <Box
            component="nav"
            aria-labelledby="legal-contents-heading"
            sx={{
              my: 5,
              p: { xs: 2.5, sm: 3 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              id="legal-contents-heading"
              variant="h2"
              sx={{ fontSize: '1.25rem', mb: 1.5 }}
            >
              {header.contentsHeading}
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', '& li': { mb: 0.5 } }}>
              {contents.map((section) => (
                <li key={section.anchor}>
                  <Box
                    component="a"
                    href={`#${section.anchor}`}
                    sx={{
                      display: 'inline-block',
                      py: 0.5,
                      fontWeight: 700,
                      color: 'primary.main',
                      textUnderlineOffset: '0.2em',
                    }}
                  >
                    {section.title}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>

          <BelowTheFold>{children}</BelowTheFold>
        </Box>
      </Container>
    </>
  );
}
