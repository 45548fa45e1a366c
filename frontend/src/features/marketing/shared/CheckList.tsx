import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue } from '@mui/system';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { GridList } from './GridList';

interface CheckListProps {
  items: readonly string[];
  gap?: ResponsiveStyleValue<number | string>;
  columns?: ResponsiveStyleValue<string>;
  sx?: SxProps<Theme>;
  /** Each point's style (its font size). */
  itemSx?: SxProps<Theme>;
  /** Smaller check marks, a smaller gap (a card's list). */
  compact?: boolean;
}

/** Points of a page as a list, each after a teal check mark. */
export function CheckList({ items, gap = 1.5, columns, sx, itemSx, compact }: CheckListProps) {
  return (
    <GridList gap={gap} columns={columns} sx={sx}>
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={[
            { display: 'flex', alignItems: 'flex-start', gap: compact ? 1 : 1.5 },
            ...(Array.isArray(itemSx) ? itemSx : [itemSx]),
          ]}
        >
          <CheckCircleOutlinedIcon
            aria-hidden="true"
            sx={{
              color: 'secondary.main',
              flexShrink: 0,
              ...(compact ? { fontSize: '1.25rem', mt: '3px' } : { mt: '2px' }),
            }}
          />
          <span>{item}</span>
        </Box>
      ))}
    </GridList>
  );
}
