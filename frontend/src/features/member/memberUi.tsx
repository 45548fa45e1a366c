import { useEffect, useId, useState, type ReactNode } from 'react';
import { SPEAKING_REQUEST_STATUS_LABELS } from '@bb/shared/inquiries';
import { MEMBER_MESSAGE_TYPE_LABELS } from '@bb/shared/member';
import { labelOf } from '@bb/shared/options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { BookingStatus, MessageType } from '../../api/member';
import { PageMeta } from '../../components/PageMeta';
import { DialogToastAnnouncer } from '../../components/toast/DialogToastAnnouncer';

// Pieces the member pages share.

/** The page's title and description; member pages are never indexed. */
export function MemberPageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A button or two beside the heading (below it on small screens). */
  action?: ReactNode;
}

/** The page's one h1, with an optional subtitle and action. */
export function PageHeading({ title, subtitle, action }: PageHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{subtitle}</Typography>}
      </Box>
      {action}
    </Box>
  );
}

/** A load failure with a retry button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {`We could not load ${what}. Please check your connection and try again.`}
    </Alert>
  );
}

/** An empty list: a heading-like line, a text and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 5, sm: 7 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 48 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary', mb: action ? 3 : 0 }}>{text}</Typography>}
      {action}
    </Box>
  );
}

const STATUS_COLORS: Record<BookingStatus, 'primary' | 'secondary' | 'error' | 'default'> = {
  pending: 'primary',
  confirmed: 'secondary',
  declined: 'error',
  completed: 'default',
};

export const statusLabel = (status: BookingStatus) =>
  labelOf(SPEAKING_REQUEST_STATUS_LABELS, status);

/** A booking's status as a chip (outlined: its text keeps AA contrast in both colour modes). */
export function StatusChip({ status }: { status: BookingStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status] ?? 'default'}
      label={statusLabel(status)}
      sx={{ fontWeight: 700, borderWidth: 2 }}
    />
  );
}

export const messageTypeLabel = (type: MessageType) => labelOf(MEMBER_MESSAGE_TYPE_LABELS, type);

/** The "New" badge of an unread message. */
export function NewBadge() {
  return <Chip size="small" color="primary" label="New" sx={{ fontWeight: 700 }} />;
}

/** "March 4, 2026" from a calendar date (YYYY-MM-DD), read as that day wherever the reader is. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return 'TBD';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match.map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** "Mar 4, 2026" from an ISO timestamp, in the reader's time zone. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Mar 4, 2026, 2:05 PM" from an ISO timestamp. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A `<time>` for an ISO timestamp. */
export function Timestamp({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatDateTime(iso) : formatTimestamp(iso)}</time>;
}

/**
 * Whether the element's content is taller than the element (it scrolls). Keyboard users can scroll
 * such a region only when it can take focus (WCAG 2.1.1).
 */
function useOverflowing(): [(node: HTMLElement | null) => void, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const resizes = new ResizeObserver(check);
    const observeChildren = () => {
      resizes.observe(node);
      for (const child of Array.from(node.children)) resizes.observe(child);
    };
    observeChildren();
    const mutations = new MutationObserver(() => {
      observeChildren();
      check();
    });
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [node]);
  return [setNode, overflowing];
}

/** A dialog with a heading and a close button; full screen on phones. */
export function MemberDialog({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'sm',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [contentRef, scrolls] = useOverflowing();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent
        dividers
        ref={contentRef}
        // A scrolling content area is focusable (and named), so the keyboard can scroll it.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-labelledby={scrolls ? titleId : undefined}
      >
        {children}
        <DialogToastAnnouncer />
      </DialogContent>
      {actions && (
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
      )}
    </Dialog>
  );
}
