import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface OutlinedSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** The h2's size: 'h5' unless a side panel's smaller 'h6'. */
  headingVariant?: 'h5' | 'h6';
  /** The space under the heading (theme spacing); none unless given. */
  headingGap?: number;
  /** Added to the card's padding. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** An outlined card that is a section labelled by its <h2>, then its content. */
export function OutlinedSection({
  id,
  title,
  headingVariant = 'h5',
  headingGap,
  sx,
  children,
}: OutlinedSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={id} component="h2" variant={headingVariant} sx={{ mb: headingGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
