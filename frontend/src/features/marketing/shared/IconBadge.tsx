import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface IconBadgeProps {
  /** Width and height in pixels. */
  size?: number;
  shape?: 'rounded' | 'circle';
  tone?: 'primary' | 'secondary' | 'accent';
  sx?: SxProps<Theme>;
  /** An icon, or a step's number. Decorative: hidden from screen readers. */
  children: ReactNode;
}

/** The coloured tile that carries a card's icon or a step's number. */
export function IconBadge({
  size = 52,
  shape = 'rounded',
  tone = 'primary',
  sx,
  children,
}: IconBadgeProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          flex: '0 0 auto',
          width: size,
          height: size,
          borderRadius: shape === 'circle' ? '50%' : 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone}.main`,
          color: `${tone}.contrastText`,
          fontWeight: 700,
          fontSize: '1.25rem',
          '& svg': { fontSize: '1.75rem' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
