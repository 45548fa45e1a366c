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
