import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../components/PageMeta';
import { BelowTheFold } from '../home/BelowTheFold';
import type { LegalHeading } from './legalContents';

interface LegalDocumentProps {
  /** The heading and the document's title. */
  title: string;
  /** The document's description (PageMeta). */
  description: string;
  /** The "Last updated" (and "Effective") lines. */
  dates: readonly string[];
  intro: ReactNode;
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
export function LegalDocument({
  title,
  description,
  dates,
  intro,
  contents,
  children,
}: LegalDocumentProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
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
            {title}
          </Typography>
          <Box sx={{ color: 'text.secondary', mb: 4 }}>
            {dates.map((line) => (
              <Typography key={line} sx={{ m: 0, fontWeight: 700 }}>
                {line}
              </Typography>
            ))}
          </Box>
          {intro}

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
              Contents
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', '& li': { mb: 0.5 } }}>
              {contents.map((section) => (
                <li key={section.id}>
                  <Box
                    component="a"
                    href={`#${section.id}`}
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
