import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

interface NotificationBellProps {
  /** Where the bell leads (the inbox, the admin's list of what waits). */
  to: string;
  /** The accessible name, with the count in words ('Messages, 2 unread'): the badge is hidden. */
  label: string;
  /** The number on the badge; none shown for 0 or while unknown. */
  count: number | undefined;
}

/** The bell icon with its count; the badge is hidden from screen readers (the name says it). */
export function BellWithCount({ count }: { count: number | undefined }) {
  return (
    <Badge
      badgeContent={count ?? 0}
      color="error"
      max={99}
      overlap="circular"
      slotProps={{ badge: { 'aria-hidden': true } as object }}
    >
      <NotificationsNoneIcon />
    </Badge>
  );
}

/** The header's bell: a link named with its count, the badge itself hidden from screen readers. */
export function NotificationBell({ to, label, count }: NotificationBellProps) {
  return (
    <IconButton component={RouterLink} to={to} aria-label={label}>
      <BellWithCount count={count} />
    </IconButton>
  );
}
