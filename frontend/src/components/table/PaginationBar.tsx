import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

interface PaginationBarProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  /** What the rows are, plural: 'users' ('Showing 1 to 10 of 42 users'). */
  noun: string;
  /** The navigation's accessible name ('Users pages'). */
  label: string;
  onPageChange: (page: number) => void;
  /** A new page size (the caller goes back to page 1). */
  onPageSizeChange: (pageSize: number) => void;
}

/** The number of pages of `total` rows, at least 1. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** 'Showing 11 to 20 of 42 users' (0 to 0 when there are none). */
export function showingText(page: number, pageSize: number, total: number, noun: string): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first} to ${last} of ${total} ${noun}`;
}

/**
 * A table's pagination: 'Showing X to Y of Z <noun>', 'Page N of M', a rows-per-page select and
 * first, previous, next and last page buttons (disabled at the ends).
 */
export function PaginationBar({
  page,
  pageSize,
  total,
  pageSizes,
  noun,
  label,
  onPageChange,
  onPageSizeChange,
}: PaginationBarProps) {
  const pages = pageCount(total, pageSize);
  const sizeId = useId();
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2" aria-live="polite">
        {showingText(page, pageSize, total, noun)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          id={sizeId}
          select
          size="small"
          label="Rows per page"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ width: 130 }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
        <Typography variant="body2">{`Page ${Math.min(page, pages)} of ${pages}`}</Typography>
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label="First page" disabled={atStart} onClick={() => onPageChange(1)}>
            <FirstPageIcon />
          </IconButton>
          <IconButton
            aria-label="Previous page"
            disabled={atStart}
            onClick={() => onPageChange(page - 1)}
          >
            <KeyboardArrowLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next page"
            disabled={atEnd}
            onClick={() => onPageChange(page + 1)}
          >
            <KeyboardArrowRightIcon />
          </IconButton>
          <IconButton aria-label="Last page" disabled={atEnd} onClick={() => onPageChange(pages)}>
            <LastPageIcon />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
