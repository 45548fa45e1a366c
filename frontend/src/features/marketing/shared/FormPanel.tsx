import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The bordered panel a public page's form stands in. */
export function FormPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 4 },
        borderRadius: 4,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}
