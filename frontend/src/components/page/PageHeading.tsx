import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A button or two beside the heading (below it on small screens). */
  action?: ReactNode;
}

/** The page's one h1 in a signed-in area, with an optional subtitle and action. */
export function PageHeading({ title, subtitle, action }: PageHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{subtitle}</Typography>}
      </Box>
      {action}
    </Box>
  );
}
