import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EditTab } from './editUserForm';

/** One tab's panel of the Edit User dialog, labelled by its tab. */
export function TabPanel({
  id,
  tab,
  current,
  children,
}: {
  id: string;
  tab: EditTab;
  current: EditTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      hidden={tab !== current}
      sx={{ pt: 2, display: tab === current ? 'grid' : 'none', gap: 2.5 }}
    >
      {children}
    </Box>
  );
}

/** A titled block's heading inside a tab. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** The bordered block a tab groups a setting in. */
export const boxSx = {
  p: 2,
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
} as const;
