import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalHeading } from './legalContents';

/** One section of a legal document: its h2 (the target of the table of contents) and text. */
export function LegalSection({
  heading,
  children,
}: {
  heading: LegalHeading;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={heading.id} sx={{ mt: 6 }}>
      <Typography id={heading.id} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {heading.title}
      </Typography>
      {children}
    </Box>
  );
}
