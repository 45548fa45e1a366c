import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  /** Drawn before the label (decorative). */
  icon: ReactNode;
  /** An h3: 'Total Bookings'. */
  label: string;
  /** The figure, as shown: '3', '75%'. */
  value: string;
  /** Shows a placeholder instead of the figure. */
  loading: boolean;
  /** A line of secondary text under the figure ('1 pending, 1 upcoming'); none when undefined. */
  detail?: ReactNode;
  /** What comes under the figure and its line (a bar, a link). */
  children?: ReactNode;
}

/** One figure of a dashboard: a list item of a StatCardList. */
export function StatCard({ icon, label, value, loading, detail, children }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Box aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.3, mt: 1 }}>
        {loading ? <Skeleton width={64} /> : value}
      </Typography>
      {detail !== undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** A dashboard's row of stat cards: one column on phones, two on tablets, four on desktops. */
export function StatCardList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
