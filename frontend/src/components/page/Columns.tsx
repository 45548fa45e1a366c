import Box, { type BoxProps } from '@mui/material/Box';

type Breakpoint = 'sm' | 'md' | 'lg';

interface ColumnsProps extends Omit<BoxProps, 'gap'> {
  /** The grid's columns from a breakpoint up (`{ md: '2fr 1fr' }`); below it, one column. */
  from: Partial<Record<Breakpoint, string>>;
  /** The gap between cells (theme spacing). */
  gap?: number;
  /** How cells sit in their row; stretched when not given. */
  align?: 'start' | 'center';
}

/** A grid of one column on phones and the given columns from a breakpoint up. */
export function Columns({ from, gap = 3, align, sx, ...box }: ColumnsProps) {
  return (
    <Box
      {...box}
      sx={[
        { display: 'grid', gap, gridTemplateColumns: { xs: '1fr', ...from }, alignItems: align },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
