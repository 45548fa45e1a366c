import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useGetCurrentUserQuery } from '../../api/auth';
import {
  useGetMyBookingsQuery,
  useGetMyConversationsQuery,
  useGetMySummaryQuery,
  type MemberBooking,
  type MemberConversationItem,
  type MemberSummary,
} from '../../api/member';
import { useGetTwoFactorStatusQuery } from '../../api/twoFactor';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { StatCard, StatCardList } from '../../components/page/StatCard';
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

/**
 * Where "Send Us a Message" goes: the contact form, whose message (sent signed in) is the member's,
 * its acknowledgement and the organisation's answers in My Messages.
 */
export const CONTACT_PATH = '/contact';

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

/** A card's way to act on its figure: a link under it. */
function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
      {children}
    </Link>
  );
}

/** "Next: Workshop for Acme Corp, March 9, 2027 at 14:00". */
export function nextEventText(next: MemberSummary['nextEvent']): string {
  if (!next) return 'No confirmed event to come yet';
  return `Next: ${next.title}, ${formatDay(next.date)}${next.time ? ` at ${next.time}` : ''}`;
}

/** The fourth card: whether sign-in asks for a code after the password, and where to change it. */
function TwoFactorCard({ userId }: { userId: string | undefined }) {
  const { data, isLoading, isError } = useGetTwoFactorStatusQuery(userId ?? '', {
    skip: !userId,
  });
  const value = isError || (!isLoading && !data) ? 'Unknown' : data?.enabled ? 'On' : 'Off';
  return (
    <StatCard
      icon={<LockOutlinedIcon />}
      label="Two-Factor Authentication"
      value={value}
      loading={isLoading || !userId}
      detail={
        isError
          ? 'We could not read it just now.'
          : data &&
            (data.enabled
              ? 'Signing in asks for a code from your app after your password.'
              : 'Only your password protects your account.')
      }
    >
      <CardLink to="/my/settings">
        {data && !data.enabled ? 'Turn it on in Settings' : 'Manage it in Settings'}
      </CardLink>
    </StatCard>
  );
}

/**
 * /my/dashboard: welcome, four figures of the member's own data (booking requests, unread messages,
 * confirmed events to come, two-factor sign-in), each with what it counts and where to act on it;
 * recent bookings and messages; quick actions.
 */
export default function DashboardPage() {
  const { data: user } = useGetCurrentUserQuery();
  const summary = useGetMySummaryQuery();
  const bookings = useGetMyBookingsQuery();
  const messages = useGetMyConversationsQuery();
  const loading = summary.isLoading;
  const s = summary.data;

  return (
    <>
      <MemberPageMeta
        title="Dashboard"
        description="Your bookings, events, messages and sign-in security at a glance."
      />
      <PageHeading
        title={`Welcome, ${user?.username ?? ''}`}
        subtitle="Here is an overview of your bookings, messages and account."
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
              label="Booking Requests"
              value={String(s?.bookings.total ?? 0)}
              loading={loading}
              detail={s && `${s.bookings.pending} pending, ${s.bookings.confirmed} confirmed`}
            >
              <CardLink to="/my/bookings">Go to My Bookings</CardLink>
            </StatCard>
            <StatCard
              icon={<MailOutlineIcon />}
              label="Unread Messages"
              value={String(s?.messages.unread ?? 0)}
              loading={loading}
              detail={
                s && `${s.messages.total} ${s.messages.total === 1 ? 'message' : 'messages'} in all`
              }
            >
              <CardLink to="/my/messages">Go to My Messages</CardLink>
            </StatCard>
            <StatCard
              icon={<EventAvailableOutlinedIcon />}
              label="Upcoming Events"
              value={String(s?.bookings.upcoming ?? 0)}
              loading={loading}
              detail={s && nextEventText(s.nextEvent)}
            />
            <TwoFactorCard userId={user?.id} />
          </StatCardList>
        )}
      </Box>

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
          <RecentList<MemberConversationItem>
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
            to={CONTACT_PATH}
            variant="outlined"
            startIcon={<SendOutlinedIcon />}
          >
            Send Us a Message
          </Button>
        </Columns>
      </SectionCard>
    </>
  );
}
