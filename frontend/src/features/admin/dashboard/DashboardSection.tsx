import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cardSx } from './dashboardStyles';

/** One titled card of the dashboard, with an optional link beside its heading. */
export function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={cardSx}>
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

/** The placeholder of a dashboard list while it loads. */
export function ListSkeleton() {
  return <Skeleton variant="rounded" height={200} />;
}
