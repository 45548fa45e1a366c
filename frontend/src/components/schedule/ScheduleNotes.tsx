import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { scheduledTimeText } from './zonedTime';

/** One scheduled change of a list's item: 'Publishes Mon, 7 Dec 2026, 09:00 (Europe/London)'. */
export function ScheduleNote({ action, at, zone }: { action: string; at: string; zone: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      <EventOutlinedIcon aria-hidden sx={{ fontSize: '1.125rem' }} />
      <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {`${action} `}
        <time dateTime={at}>{scheduledTimeText(at, zone)}</time>
      </Box>
    </Typography>
  );
}

/** An item's scheduled publish and unpublish, each as a note; nothing without a schedule. */
export function ScheduleNotes({
  publishAt,
  unpublishAt,
  zone,
}: {
  publishAt: string | null;
  unpublishAt: string | null;
  zone: string;
}) {
  return (
    <>
      {publishAt && <ScheduleNote action="Publishes" at={publishAt} zone={zone} />}
      {unpublishAt && <ScheduleNote action="Unpublishes" at={unpublishAt} zone={zone} />}
    </>
  );
}
