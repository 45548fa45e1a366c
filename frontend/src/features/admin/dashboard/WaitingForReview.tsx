import { Link as RouterLink } from 'react-router-dom';
import type { Review, ReviewKind } from '@bb/shared/reviews';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetReviewsQuery } from '../../../api/admin/reviews';
import { useStaffAccess } from '../../../components/auth/staffAccess';
import { LoadError } from '../../../components/page/LoadError';
import { formatCount, formatDateTime, formatRelative } from '../format';
import { ListSkeleton, Section } from './DashboardSection';
import { itemSx, listSx, secondary } from './dashboardStyles';

/** What is reviewed, as the card names it. */
export const REVIEW_KIND_LABELS: Readonly<Record<ReviewKind, string>> = {
  page: 'Page draft',
  campaign: 'Newsletter campaign',
};

/** How much of a note the card shows. */
export const NOTE_START = 120;

/** A note's start, on one line: 'Please check the new dates…'. */
export function noteStart(note: string): string {
  const line = note.replace(/\s+/g, ' ').trim();
  return line.length > NOTE_START ? `${line.slice(0, NOTE_START - 1).trimEnd()}…` : line;
}

/** How many the card lists; the rest are counted. */
const SHOWN = 10;

function ReviewItem({ review }: { review: Review }) {
  return (
    <Box component="li" sx={itemSx}>
      <Link
        component={RouterLink}
        to={review.path}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {review.title}
      </Link>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`${REVIEW_KIND_LABELS[review.kind]}, submitted by ${review.submittedBy?.username ?? 'someone'} `}
        <time dateTime={review.submittedAt} title={formatDateTime(review.submittedAt)}>
          {formatRelative(review.submittedAt)}
        </time>
      </Typography>
      {review.note && (
        <Typography variant="body2" sx={{ ...secondary, overflowWrap: 'anywhere' }}>
          {`Note: ${noteStart(review.note)}`}
        </Typography>
      )}
    </Box>
  );
}

function ReviewList() {
  const { data, isLoading, isError, refetch } = useGetReviewsQuery();
  if (isLoading) return <ListSkeleton />;
  if (isError || !data) {
    return <LoadError what="what waits for review" onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0) {
    return <Typography sx={secondary}>Nothing is waiting for review.</Typography>;
  }
  const shown = data.items.slice(0, SHOWN);
  const more = Math.max(data.total, data.items.length) - shown.length;
  return (
    <>
      <Typography variant="body2" sx={{ ...secondary, mb: 1.5 }}>
        Oldest first. Open one to publish or send it, or to send it back with a note.
      </Typography>
      <Box component="ul" sx={listSx}>
        {shown.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Box>
      {more > 0 && (
        <Typography sx={{ ...secondary, mt: 1.5 }}>{`and ${formatCount(more)} more`}</Typography>
      )}
    </>
  );
}

/**
 * The dashboard's "Waiting for review" card: the drafts and campaigns submitted for review that the
 * signed-in person may decide (pages.publish, campaigns.send), oldest first, each linking to it.
 * Nothing for those who may decide none.
 */
export function WaitingForReview() {
  const { can } = useStaffAccess();
  if (!can(['pages.publish', 'campaigns.send'])) return null;
  return (
    <Box sx={{ mb: 4 }}>
      <Section id="admin-waiting-for-review" title="Waiting for review">
        <ReviewList />
      </Section>
    </Box>
  );
}
