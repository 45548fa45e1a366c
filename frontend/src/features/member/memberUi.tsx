import { SPEAKING_REQUEST_STATUS_LABELS } from '@bb/shared/inquiries';
import { MEMBER_MESSAGE_TYPE_LABELS } from '@bb/shared/member';
import { labelOf } from '@bb/shared/options';
import Chip from '@mui/material/Chip';
import type { BookingStatus, MessageType } from '../../api/member';
import { PrivatePageMeta } from '../../components/PageMeta';
import { StatusChip } from '../../components/status/StatusChip';
import type { PaletteTone } from '../../components/status/statusTones';

// Pieces only the member pages share (the shared ones are in components/: page, status, dialog, form).

/** The page's title and description; member pages are never indexed. */
export const MemberPageMeta = PrivatePageMeta;

/** The member area's booking colours: the theme's own, as outlined chips. */
const BOOKING_STATUS_TONES: Record<BookingStatus, PaletteTone> = {
  pending: 'primary',
  confirmed: 'secondary',
  declined: 'error',
  completed: 'default',
};

export const statusLabel = (status: BookingStatus) =>
  labelOf(SPEAKING_REQUEST_STATUS_LABELS, status);

/** A booking's status as a chip (outlined: its text keeps AA contrast in both colour modes). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return (
    <StatusChip label={statusLabel(status)} tone={BOOKING_STATUS_TONES[status] ?? 'default'} />
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

export { formatDateTime, formatTimestamp, Timestamp } from '../../components/page/Timestamp';
