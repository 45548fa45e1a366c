import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionIntroProps {
  /** The id of the section's <h2> (the section's aria-labelledby). */
  headingId: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
}

/** The opening of a page section: a short eyebrow line, the <h2>, and an introduction. */
export function SectionIntro({
  headingId,
  eyebrow,
  title,
  children,
  align = 'center',
}: SectionIntroProps) {
  const centered = align === 'center';
  return (
    <Box
      sx={{
        textAlign: align,
        mb: { xs: 4, md: 6 },
        maxWidth: centered ? '46rem' : 'none',
        mx: centered ? 'auto' : 0,
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        {eyebrow}
      </Typography>
      <Typography id={headingId} variant="h2" sx={{ mb: children ? 2 : 0 }}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
