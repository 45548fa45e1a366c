import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface BulletListProps {
  items: readonly string[];
  gap?: number;
  sx?: SxProps<Theme>;
}

/** A card's or a section's bulleted points. */
export function BulletList({ items, gap = 0.5, sx }: BulletListProps) {
  return (
    <Box
      component="ul"
      sx={[{ m: 0, pl: 3, display: 'grid', gap }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}
