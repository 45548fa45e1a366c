import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  /** A large icon above the title (decorative). */
  icon: ReactNode;
  /** An h2: 'No bookings yet'. */
  title: string;
  text?: string;
  /** A button that starts the first item. */
  action?: ReactNode;
}

/** An empty list: an icon, a heading, a text and an optional action, in a dashed box. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 5, sm: 7 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 48 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary', mb: action ? 3 : 0 }}>{text}</Typography>}
      {action}
    </Box>
  );
}
