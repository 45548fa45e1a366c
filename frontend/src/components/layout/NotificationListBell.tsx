import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Spinner } from '../Spinner';
import { BellWithCount } from './NotificationBell';

export interface BellItem {
  id: string;
  title: string;
  detail?: string;
  /** Where the item is handled. */
  to: string;
  /** ISO timestamp, shown as given by `formatTime`. */
  createdAt?: string;
}

interface NotificationListBellProps {
  /** The button's accessible name, with the count in words ('Notifications, 3 waiting'). */
  label: string;
  /** The number on the badge; none shown for 0 or while unknown. */
  count: number | undefined;
  /** The list's heading ('Waiting for you'). */
  heading: string;
  items: readonly BellItem[] | undefined;
  /** Shown when there are no items: 'Nothing is waiting.' */
  emptyText: string;
  /** The list could not be loaded. */
  error?: boolean;
  /** A line under the list when not every waiting item is listed ('Showing the newest 20 of 31'). */
  footer?: string;
  formatTime?: (iso: string) => string;
}

/**
 * The header's bell that opens a list: a button named with its count (the badge itself is hidden
 * from screen readers) opening a popover (a named dialog: focus moves in, Escape closes, focus
 * returns to the bell) with links to the items, or an empty text.
 */
export function NotificationListBell({
  label,
  count,
  heading,
  items,
  emptyText,
  error = false,
  footer,
  formatTime,
}: NotificationListBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const popoverId = useId();
  const close = () => setAnchor(null);
  const open = anchor !== null;

  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <BellWithCount count={count} />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: popoverId,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(360px, calc(100vw - 32px))', maxHeight: 'min(480px, 80vh)' },
          },
        }}
      >
        <Box sx={{ p: 2, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Typography id={headingId} component="h2" variant="h6">
            {heading}
          </Typography>
        </Box>
        {error ? (
          <Typography sx={{ p: 2 }}>
            This list could not be loaded. Please try again later.
          </Typography>
        ) : items === undefined ? (
          <Spinner />
        ) : items.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{emptyText}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{ px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}
              >
                <Link
                  component={RouterLink}
                  to={item.to}
                  onClick={close}
                  sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </Link>
                {item.detail && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.detail}
                  </Typography>
                )}
                {item.createdAt && formatTime && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
        {footer && (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            {footer}
          </Typography>
        )}
      </Popover>
    </>
  );
}
