import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';

export interface Stat {
  value: ReactNode;
  label: ReactNode;
  /** The React key where the label is not a string. */
  id?: string;
}

interface StatListProps {
  stats: readonly Stat[];
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number | string>;
  /** The list's own style (margins, width, alignment). */
  sx?: SxProps<Theme>;
  /** Each figure's tile. Its label (dt) comes first in the markup and is shown below the value. */
  itemSx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
  valueSx?: SxProps<Theme>;
}

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * Headline figures as a description list: each label (dt) with its value (dd), the value shown
 * on top. Screen readers read the label first ("Events delivered: 750+").
 */
export function StatList({ stats, columns, gap = 3, sx, itemSx, labelSx, valueSx }: StatListProps) {
  return (
    <Box
      component="dl"
      sx={[{ m: 0, display: 'grid', gap, gridTemplateColumns: columns }, ...asArray(sx)]}
    >
      {stats.map(({ value, label, id }) => (
        <Box
          key={id ?? String(label)}
          sx={[
            { display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' },
            ...asArray(itemSx),
          ]}
        >
          <Box component="dt" sx={labelSx}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={[{ m: 0, fontWeight: 700, lineHeight: 1.2 }, ...asArray(valueSx)]}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
