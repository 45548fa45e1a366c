import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

interface GridListProps {
  /** A list (ul) or, where the order means something, an ordered one (ol). */
  component?: 'ul' | 'ol';
  gap?: ResponsiveStyleValue<number | string>;
  columns?: ResponsiveStyleValue<string>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list without bullets laid out as a grid: the marketing pages' cards, steps and points. */
export function GridList({ component = 'ul', gap, columns, sx, children }: GridListProps) {
  return (
    <Box
      component={component}
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

interface CardGridProps {
  /** Cards side by side on wide screens; one column on phones. */
  columns: number;
  gap?: ResponsiveStyleValue<number | string>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Cards (articles) side by side on wide screens, one under the other on phones. */
export function CardGrid({ columns, gap = { xs: 3, md: 4 }, sx, children }: CardGridProps) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
