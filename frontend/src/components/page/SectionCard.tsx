import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface SectionCardProps {
  /** The heading's id; the section is then labelled by it. */
  id?: string;
  title: string;
  /** A link beside the heading (to the whole list). */
  link?: { to: string; label: string };
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dashboard's card: an outlined section with its <h2>, an optional link beside it, its content. */
export function SectionCard({ id, title, link, sx, children }: SectionCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={sx}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={id} component="h2" variant="h5">
          {title}
        </Typography>
        {link && (
          <Link component={RouterLink} to={link.to} sx={{ fontWeight: 700 }}>
            {link.label}
          </Link>
        )}
      </Box>
      {children}
    </Paper>
  );
}
