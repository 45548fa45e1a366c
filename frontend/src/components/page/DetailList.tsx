import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface DetailProps {
  label: string;
  /** Spans both columns (a message, contract details). */
  wide?: boolean;
  children: ReactNode;
}

/** One labelled value of a details dialog: a `div` holding a `dt` and its `dd`. */
export function Detail({ label, wide = false, children }: DetailProps) {
  return (
    <Box
      sx={{
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        minWidth: 0,
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Box component="dt" sx={{ fontWeight: 700, fontSize: '0.9375rem', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A details dialog's fields: a description list, two columns from the small breakpoint. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
