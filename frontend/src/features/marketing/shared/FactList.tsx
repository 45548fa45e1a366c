import { Fragment } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface FactListProps {
  /** Each fact's name (dt) and value (dd), in order. */
  facts: readonly (readonly [string, string])[];
  columnGap?: number;
  rowGap?: number;
  sx?: SxProps<Theme>;
}

/** A card's short facts as a description list: bold names beside muted values. */
export function FactList({ facts, columnGap = 2, rowGap = 1, sx }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={[
        {
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap,
          rowGap,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, color: 'text.secondary' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
