import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useGetCurrentUserQuery } from '../../api/auth';
import {
  useGetMyBookingsQuery,
  useGetMyMessagesQuery,
  useGetMySummaryQuery,
  type MemberBooking,
  type MemberMessage,
} from '../../api/member';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { StatCard, StatCardList } from '../../components/page/StatCard';
import { visuallyHidden } from '../../lib/visuallyHidden';
import {
  BookingStatusChip,
  formatDay,
  formatTimestamp,
  MemberPageMeta,
  NewBadge,
} from './memberUi';
import { SectionCard } from '../../components/page/SectionCard';
import { Columns } from '../../components/page/Columns';

/** How many bookings and messages the dashboard lists. */
export const RECENT_COUNT = 3;

/** Where "Book a New Session" goes: My Bookings, with the New Booking form open. */
export const NEW_BOOKING_PATH = '/my/bookings?new=1';

const cardSx = { p: { xs: 2, sm: 3 } } as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;
const itemSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  p: 1.5,
  borderRadius: 2,
  border: '1px solid',
  borderColor: 'divider',
} as const;

interface RecentListProps<T> {
  /** The list's query (its first RECENT_COUNT entries are shown). */
  result: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** For the load error: 'your bookings'. */
  what: string;
  /** Shown when the list is empty. */
  empty: string;
  /** The page each entry's link opens. */
  to: string;
  /** An entry's key, link text, line under it and mark beside it. */
  entry: (item: T) => { key: string; title: string; detail: ReactNode; mark: ReactNode };
}

/** The latest few entries of a list, each a link to its page (loading, error and empty states). */
function RecentList<T>({ result, what, empty, to, entry }: RecentListProps<T>) {
  const { data, isLoading, isError, refetch } = result;
  if (isLoading) return <Skeleton variant="rounded" height={180} />;
  if (isError || !data) return <LoadError what={what} onRetry={() => void refetch()} />;
  if (data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {data.slice(0, RECENT_COUNT).map((item) => {
        const { key, title, detail, mark } = entry(item);
        return (
          <Box component="li" key={key} sx={itemSx}>
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={to}
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {title}
              </Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {detail}
              </Typography>
            </Box>
            {mark}
          </Box>
        );
      })}
    </Box>
  );
}

/** /my/dashboard: welcome, the four figures, recent bookings and messages, quick actions. */
export default function DashboardPage() {
  const { data: user } = useGetCurrentUserQuery();
  const summary = useGetMySummaryQuery();
  const bookings = useGetMyBookingsQuery();
  const messages = useGetMyMessagesQuery();
  const loading = summary.isLoading;
  const s = summary.data;

  return (
    <>
      <MemberPageMeta
        title="Dashboard"
        description="Your bookings, messages and profile at a glance."
      />
      <PageHeading
        title={`Welcome, ${user?.username ?? ''}`}
        subtitle="Here is an overview of your bookings, messages and profile."
      />

      <Box component="section" aria-labelledby="overview-heading" sx={{ mb: 4 }}>
        <Typography id="overview-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
          Overview
        </Typography>
        {summary.isError ? (
          <LoadError what="your overview" onRetry={() => void summary.refetch()} />
        ) : (
          <StatCardList>
            <StatCard
              icon={<EventOutlinedIcon />}
              label="Total Bookings"
              value={String(s?.bookings.total ?? 0)}
              loading={loading}
              detail={s && `${s.bookings.pending} pending, ${s.bookings.upcoming} upcoming`}
            />
            <StatCard
              icon={<MailOutlineIcon />}
              label="Unread Messages"
              value={String(s?.messages.unread ?? 0)}
              loading={loading}
              detail={s && `${s.messages.total} in total`}
            />
            <StatCard
              icon={<PersonOutlineIcon />}
              label="Profile Completion"
              value={`${s?.profileCompletion ?? 0}%`}
              loading={loading}
            >
              <LinearProgress
                variant="determinate"
                value={s?.profileCompletion ?? 0}
                aria-label="Profile completion"
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
              />
            </StatCard>
            <StatCard
              icon={<InsightsOutlinedIcon />}
              label="Impact Score"
              value={String(s?.impactScore ?? 0)}
              loading={loading}
              detail="out of 100"
            />
          </StatCardList>
        )}
      </Box>

      {s && s.profileSteps.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <SectionCard
            sx={cardSx}
            title="Complete Your Profile"
            link={{ to: '/my/profile', label: 'Go to your profile' }}
          >
            <Box component="ul" sx={{ ...listSx, gap: 1 }}>
              {s.profileSteps.map((step) => (
                <Box
                  component="li"
                  key={step.key}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  {step.done ? (
                    <CheckCircleIcon sx={{ color: 'secondary.main' }} aria-hidden="true" />
                  ) : (
                    <RadioButtonUncheckedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
                  )}
                  <Typography>
                    {step.label}
                    <Box component="span" sx={visuallyHidden}>
                      {step.done ? ' (done)' : ' (to do)'}
                    </Box>
                  </Typography>
                </Box>
              ))}
            </Box>
          </SectionCard>
        </Box>
      )}

      <Columns from={{ md: 'repeat(2, 1fr)' }} sx={{ mb: 4 }}>
        <SectionCard
          sx={cardSx}
          title="Recent Bookings"
          link={{ to: '/my/bookings', label: 'View all bookings' }}
        >
          <RecentList<MemberBooking>
            result={bookings}
            what="your bookings"
            empty="No bookings yet"
            to="/my/bookings"
            entry={(booking) => ({
              key: booking.id,
              title: booking.title,
              detail: formatDay(booking.date),
              mark: <BookingStatusChip status={booking.status} />,
            })}
          />
        </SectionCard>
        <SectionCard
          sx={cardSx}
          title="Recent Messages"
          link={{ to: '/my/messages', label: 'View all messages' }}
        >
          <RecentList<MemberMessage>
            result={messages}
            what="your messages"
            empty="No messages yet"
            to="/my/messages"
            entry={(message) => ({
              key: message.id,
              title: message.subject,
              detail: (
                <>
                  {message.from} ·{' '}
                  <time dateTime={message.date}>{formatTimestamp(message.date)}</time>
                </>
              ),
              mark: !message.read && <NewBadge />,
            })}
          />
        </SectionCard>
      </Columns>

      <SectionCard sx={cardSx} title="Quick Actions">
        <Columns from={{ sm: 'repeat(3, 1fr)' }} gap={1.5}>
          <Button
            component={RouterLink}
            to={NEW_BOOKING_PATH}
            variant="contained"
            startIcon={<AddCircleOutlineIcon />}
          >
            Book a New Session
          </Button>
          <Button
            component={RouterLink}
            to="/my/profile"
            variant="outlined"
            startIcon={<PersonOutlineIcon />}
          >
            Update Profile
          </Button>
          <Button
            component={RouterLink}
            to="/programs"
            variant="outlined"
            startIcon={<LibraryBooksOutlinedIcon />}
          >
            View Resources
          </Button>
        </Columns>
      </SectionCard>
    </>
  );
}
