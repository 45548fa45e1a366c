import { formatDateTime, formatRelative } from './inquiryFormat';

/** A `<time>` saying how long ago ('3 days ago'), with the exact date and time as its title. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

/** A `<time>` with the date and time ('May 14, 2030, 2:05 PM'). */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
