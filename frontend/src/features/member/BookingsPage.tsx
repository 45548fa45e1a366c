import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AddIcon from '@mui/icons-material/Add';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useGetCurrentUserQuery } from '../../api/auth';
import { errorMessage } from '../../api/base';
import type { EventType, SpeakingBudget } from '../../api/inquiries';
import {
  useGetMyBookingsQuery,
  useGetMyConversationsQuery,
  useMarkMessageReadMutation,
  useUpdateMyBookingMutation,
  type BookingChanges,
  type MemberBooking,
} from '../../api/member';
import { ConversationThread } from '../../components/conversation/ConversationThread';
import { ReplyForm } from '../../components/conversation/ReplyForm';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { FieldGrid } from '../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../components/form/FormDialog';
import {
  attendeeCountSchema,
  digitsOf,
  isRealDate,
  messageSchema,
  SpeakingEventFields,
  SpeakingRequestForm,
} from '../inquiries/SpeakingRequestForm';
import { EmptyState } from '../../components/page/EmptyState';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { useToast } from '../../components/toast/useToast';
import { toFormikErrors } from '../../lib/formErrors';
import { visuallyHidden } from '../../lib/visuallyHidden';
import {
  BookingStatusChip,
  formatDateTime,
  formatDay,
  MemberPageMeta,
  statusLabel,
} from './memberUi';
import { Detail } from '../../components/page/DetailList';

export const NOT_EDITABLE_NOTE =
  'Only pending requests can be changed online. Please reply to our message or contact us.';

/** "14:00–15:30", "14:00", or TBD until the organisation sets the time. */
function timeText(booking: MemberBooking): string {
  if (!booking.time) return 'TBD';
  return booking.endTime ? `${booking.time}–${booking.endTime}` : booking.time;
}

/** The place; "Online" for an event with only a video link; TBD until either is set. */
function placeText(booking: MemberBooking): string {
  return booking.location ?? (booking.videoLink ? 'Online' : 'TBD');
}

function BookingDetails({ booking }: { booking: MemberBooking }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Detail label="Status">{statusLabel(booking.status)}</Detail>
      <Detail label="Contact name">{booking.contactName}</Detail>
      <Detail label="Email">{booking.email}</Detail>
      <Detail label="Organization">{booking.company}</Detail>
      <Detail label="Event type">{booking.eventTypeLabel}</Detail>
      <Detail label="Event date">{formatDay(booking.date)}</Detail>
      <Detail label="Time">{timeText(booking)}</Detail>
      <Detail label="Location">{placeText(booking)}</Detail>
      {booking.videoLink && (
        <Detail label="Video link">
          <Link href={booking.videoLink} target="_blank" rel="noopener noreferrer">
            {booking.videoLink}
          </Link>
        </Detail>
      )}
      <Detail label="Expected attendees">
        {booking.attendeeCount === null
          ? 'Not given'
          : booking.attendeeCount.toLocaleString('en-US')}
      </Detail>
      <Detail label="Budget">{booking.budgetLabel ?? 'Not given'}</Detail>
      <Detail label="Message">{booking.message || 'None'}</Detail>
      <Detail label="Submitted">
        <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
      </Detail>
    </Box>
  );
}

/**
 * A booking's details dialog: the request, then its conversation (what the organisation and the
 * member said about it, latest first), which opening reads and where the member can answer.
 */
function BookingDetailsDialog({
  booking,
  onClose,
}: {
  booking: MemberBooking | null;
  onClose: () => void;
}) {
  const conversations = useGetMyConversationsQuery(undefined, { skip: booking === null });
  const [markRead] = useMarkMessageReadMutation();
  const [replying, setReplying] = useState(false);
  const item = conversations.data?.find(
    (c) => c.conversation?.kind === 'speaking-request' && c.conversation.inquiryId === booking?.id,
  );
  const unreadId = item && !item.read ? item.id : null;

  useEffect(() => {
    if (unreadId) void markRead(unreadId);
  }, [unreadId, markRead]);

  const close = () => {
    setReplying(false);
    onClose();
  };

  return (
    <ModalDialog
      open={booking !== null}
      onClose={close}
      title={booking?.title ?? 'Booking details'}
      maxWidth="md"
      actions={
        replying ? undefined : (
          <>
            <Button variant="outlined" onClick={close}>
              Close
            </Button>
            {item && (
              <Button variant="contained" onClick={() => setReplying(true)}>
                Reply
              </Button>
            )}
          </>
        )
      }
    >
      {booking && <BookingDetails booking={booking} />}
      {item?.conversation && (
        <Box sx={{ mt: 3 }}>
          {replying && <ReplyForm messageId={item.id} onDone={() => setReplying(false)} />}
          <Box sx={{ mt: replying ? 3 : 0 }}>
            <ConversationThread conversation={item.conversation} />
          </Box>
        </Box>
      )}
      {conversations.isError && (
        <Box sx={{ mt: 3 }}>
          <LoadError what="the conversation" onRetry={() => void conversations.refetch()} />
        </Box>
      )}
    </ModalDialog>
  );
}

interface EditValues {
  eventType: EventType;
  eventDate: string;
  attendeeCount: string;
  budget: SpeakingBudget | '';
  message: string;
}

// The date of a pending booking may already be past: only a changed date is sent (and checked by
// the server); here it must be a real date.
const editSchema = yup.object({
  eventDate: yup
    .string()
    .test('date', 'Please enter a valid date', (value) => !value || isRealDate(value)),
  attendeeCount: attendeeCountSchema,
  message: messageSchema,
});

const EMPTY_EDIT: EditValues = {
  eventType: 'keynote',
  eventDate: '',
  attendeeCount: '',
  budget: '',
  message: '',
};

function editValuesOf(booking: MemberBooking): EditValues {
  return {
    eventType: booking.eventType,
    eventDate: booking.date ?? '',
    attendeeCount: booking.attendeeCount === null ? '' : String(booking.attendeeCount),
    budget: booking.budget ?? '',
    message: booking.message ?? '',
  };
}

/** The PATCH body: only the fields that changed, blanks as null. */
export function bookingChanges(booking: MemberBooking, values: EditValues): BookingChanges {
  const changes: BookingChanges = {};
  const attendees = digitsOf(values.attendeeCount.trim());
  const next = {
    eventType: values.eventType,
    eventDate: values.eventDate || null,
    attendeeCount: attendees === '' ? null : Number.parseInt(attendees, 10),
    budget: values.budget === '' ? null : values.budget,
    message: values.message.trim() === '' ? null : values.message.trim(),
  };
  if (next.eventType !== booking.eventType) changes.eventType = next.eventType;
  if (next.eventDate !== booking.date) changes.eventDate = next.eventDate;
  if (next.attendeeCount !== booking.attendeeCount) changes.attendeeCount = next.attendeeCount;
  if (next.budget !== booking.budget) changes.budget = next.budget;
  if (next.message !== (booking.message || null)) changes.message = next.message;
  return changes;
}

/** The fields of a booking a member may change, in the order the dialog shows them. */
const EDIT_FIELD_ORDER = [
  'eventType',
  'eventDate',
  'attendeeCount',
  'budget',
  'message',
] as const satisfies readonly (keyof EditValues)[];

function EditBookingDialog({
  booking,
  onClose,
}: {
  booking: MemberBooking | null;
  onClose: () => void;
}) {
  const [update] = useUpdateMyBookingMutation();
  const { toast } = useToast();
  // The booking stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(booking);
  if (booking && booking !== shown) setShown(booking);

  const onSubmit = async (values: EditValues, helpers: FormDialogHelpers<EditValues>) => {
    if (!booking) return;
    const changes = bookingChanges(booking, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update({ id: booking.id, changes }).unwrap();
      toast({ title: 'Booking Updated', description: 'Your changes have been sent to our team.' });
      onClose();
    } catch (error) {
      // Shown (and announced) in the dialog: a toast outside it would be hidden from screen readers.
      helpers.refuse(errorMessage(error, 'Your changes could not be saved. Please try again.'));
      const errors = toFormikErrors<EditValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <FormDialog<EditValues>
      open={booking !== null}
      onClose={onClose}
      title={shown ? `Edit: ${shown.title}` : 'Edit booking'}
      maxWidth="md"
      formLabel="Edit booking"
      initialValues={shown ? editValuesOf(shown) : EMPTY_EDIT}
      validationSchema={editSchema}
      onSubmit={onSubmit}
      fieldOrder={EDIT_FIELD_ORDER}
      submitLabel="Save Changes"
    >
      <FieldGrid>
        <SpeakingEventFields />
      </FieldGrid>
    </FormDialog>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden="true" sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      <Typography component="span" variant="body2">
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}

function BookingCard({
  booking,
  onDetails,
  onEdit,
}: {
  booking: MemberBooking;
  onDetails: () => void;
  onEdit: () => void;
}) {
  const noteId = useId();
  const editable = booking.status === 'pending';
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {booking.title}
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, mb: 2 }}>
        <Fact icon={<CalendarTodayOutlinedIcon fontSize="small" />} label="Date">
          {formatDay(booking.date)}
        </Fact>
        <Fact icon={<AccessTimeIcon fontSize="small" />} label="Time">
          {timeText(booking)}
        </Fact>
        <Fact icon={<PlaceOutlinedIcon fontSize="small" />} label="Location">
          {placeText(booking)}
        </Fact>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          onClick={onDetails}
          aria-label={`View Details: ${booking.title}`}
        >
          View Details
        </Button>
        <Button
          variant="outlined"
          onClick={onEdit}
          disabled={!editable}
          aria-label={`Edit: ${booking.title}`}
          aria-describedby={editable ? undefined : noteId}
        >
          Edit
        </Button>
        {!editable && (
          <Typography
            id={noteId}
            variant="body2"
            sx={{ color: 'text.secondary', flexBasis: { xs: '100%', md: 'auto' } }}
          >
            {NOT_EDITABLE_NOTE}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * What the New Booking form starts with: the member's verified address, and the name and
 * organisation of their latest request (the username when there is none yet).
 */
export function newBookingValues(
  username: string | undefined,
  email: string | undefined,
  latest: MemberBooking | undefined,
) {
  return {
    contactName: latest?.contactName ?? username ?? '',
    email: email ?? '',
    company: latest?.company ?? '',
  };
}

function BookingsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={170} />
      ))}
    </Box>
  );
}

/** /my/bookings: the member's speaking requests, with details, editing and a new request. */
export default function BookingsPage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: bookings, isLoading, isError, refetch } = useGetMyBookingsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  // "Book a New Session" on the dashboard links here with ?new=1: the form opens at once.
  const [creating, setCreating] = useState(() => searchParams.get('new') !== null);
  const [viewing, setViewing] = useState<MemberBooking | null>(null);
  const [editing, setEditing] = useState<MemberBooking | null>(null);

  useEffect(() => {
    if (searchParams.get('new') === null) return;
    setSearchParams(
      (params) => {
        params.delete('new');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const closeNew = useCallback(() => setCreating(false), []);
  const initialValues = useMemo(
    () => newBookingValues(user?.username, user?.email, bookings?.[0]),
    [user?.username, user?.email, bookings],
  );

  return (
    <>
      <MemberPageMeta
        title="My Bookings"
        description="Your speaking and training requests and their status."
      />
      <PageHeading
        title="My Bookings"
        subtitle="Your speaking requests and their status"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New Booking
          </Button>
        }
      />

      <Box aria-busy={isLoading || undefined}>
        {isLoading ? (
          <BookingsSkeleton />
        ) : isError || !bookings ? (
          <LoadError what="your bookings" onRetry={() => void refetch()} />
        ) : bookings.length === 0 ? (
          <EmptyState
            icon={<EventBusyOutlinedIcon />}
            title="No bookings yet"
            text="When you request a speaking engagement or workshop, it will appear here."
            action={
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                Create Your First Booking
              </Button>
            }
          />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
            {bookings.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                onDetails={() => setViewing(booking)}
                onEdit={() => setEditing(booking)}
              />
            ))}
          </Box>
        )}
      </Box>

      <BookingDetailsDialog booking={viewing} onClose={() => setViewing(null)} />

      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} />

      <ModalDialog open={creating} onClose={closeNew} title="New Booking" maxWidth="md">
        <Typography sx={{ mb: 2 }}>
          Tell us about your event. We will get back to you within 24 hours; you will find the
          request under My Bookings and our answer under Messages.
        </Typography>
        <SpeakingRequestForm
          initialValues={initialValues}
          label="New booking request"
          onSuccess={closeNew}
        />
      </ModalDialog>
    </>
  );
}
