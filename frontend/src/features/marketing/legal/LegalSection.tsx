import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A section of a legal document: the target of the table of contents (`legalSectionFields()`). */
export interface LegalHeading {
  /** The fragment of the section's heading (the table of contents links to `#anchor`). */
  anchor: string;
  title: string;
}

/**
 * The rich texts of a legal document keep the document's paragraph spacing to the last paragraph
 * (a table or an address may follow).
 */
export const LEGAL_TEXT_SX = { '& > :last-child': { mb: 2 } } as const;

/** One section of a legal document: its h2 (the target of the table of contents) and text. */
export function LegalSection({
  heading,
  children,
}: {
  heading: LegalHeading;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={heading.anchor} sx={{ mt: 6 }}>
      <Typography id={heading.anchor} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {heading.title}
      </Typography>
      {children}
    </Box>
  );
}
