import type { AdminSpeakingRequest } from '@bb/shared/admin';
import {
  EVENT_TYPE_LABELS,
  SPEAKING_REQUEST_STATUSES,
  SPEAKING_REQUEST_STATUS_LABELS,
  speakingBudgetLabel,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { formatCount, labelOf } from '@bb/shared/options';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { SPEAKING_REQUEST_STATUS_TONES } from '../../../../components/status/statusTones';
import { BookingLogistics } from './BookingLogistics';
import { formatLongDate, formatShortDate } from '../../shared/inquiryFormat';
import { statusesOf, statusFilterOf } from './statuses';
import type { InboxKindView } from '../InboxKindView';

// /admin/bookings: the speaking requests (spec 001, "Admin speaking requests").

const STATUS_UPDATED = 'Speaking request status has been updated successfully.';

const STATUSES = statusesOf(
  SPEAKING_REQUEST_STATUSES,
  SPEAKING_REQUEST_STATUS_LABELS,
  SPEAKING_REQUEST_STATUS_TONES,
);
const eventTypeLabel = (code: string) => labelOf(EVENT_TYPE_LABELS, code);

/** '250 attendees', '1 attendee'. */
function attendees(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'attendee' : 'attendees'}`;
}

export const speakingRequestsView: InboxKindView<AdminSpeakingRequest, SpeakingRequestStatus> = {
  kind: 'speaking-request',
  title: 'Speaking Requests',
  description: 'Speaking engagement requests: their status, details and replies.',
  subtitle: 'Review speaking engagement requests, update their status and reply.',
  search: { label: 'Search speaking requests', placeholder: 'Organization, contact, or event...' },
  statuses: STATUSES,
  statusFilter: statusFilterOf(STATUSES),
  counts: [
    { label: 'Total Requests', icon: <EventNoteOutlinedIcon />, count: 'total' },
    { label: 'Pending', icon: <HourglassEmptyOutlinedIcon />, count: 'pending' },
    { label: 'Confirmed', icon: <EventAvailableOutlinedIcon />, count: 'confirmed' },
    { label: 'Completed', icon: <CheckCircleOutlinedIcon />, count: 'completed' },
  ],
  list: {
    heading: 'Requests',
    what: 'the speaking requests',
    noun: 'requests',
    pagesLabel: 'Speaking requests pages',
    emptyTitle: 'No speaking requests yet',
    noMatchTitle: 'No requests match your search criteria',
    emptyIcon: <MicNoneOutlinedIcon />,
    exportNoun: 'speaking requests',
  },
  card: {
    about: (request) => `the request from ${request.company}`,
    heading: (request) => eventTypeLabel(request.eventType),
    subheading: (request) => request.company,
    facts: [
      { icon: <PersonOutlinedIcon />, label: 'Contact', value: (request) => request.contactName },
      'email',
      {
        icon: <CalendarTodayOutlinedIcon />,
        label: 'Event date',
        value: (request) => formatShortDate(request.eventDate, 'Date TBD'),
      },
      {
        icon: <GroupsOutlinedIcon />,
        label: 'Audience',
        value: (request) =>
          request.attendeeCount === null ? 'TBD attendees' : attendees(request.attendeeCount),
      },
      'assignee',
      'received',
      {
        icon: <PaymentsOutlinedIcon />,
        label: 'Budget',
        value: (request) => speakingBudgetLabel(request.budget) ?? 'TBD',
      },
    ],
  },
  details: {
    title: 'Speaking Request Details',
    what: 'this speaking request',
    recipientName: (request) => request.contactName,
    rows: [
      { label: 'Event Type', value: (request) => eventTypeLabel(request.eventType) },
      {
        label: 'Event Date',
        value: (request) => formatLongDate(request.eventDate, 'To be determined'),
      },
      {
        label: 'Audience Size',
        value: (request) =>
          request.attendeeCount === null ? 'Not specified' : attendees(request.attendeeCount),
      },
      {
        label: 'Budget',
        value: (request) => speakingBudgetLabel(request.budget) ?? 'To be determined',
      },
      { label: 'Organization', value: (request) => request.company },
      { label: 'Contact Person', value: (request) => request.contactName },
      'email',
      'status',
      'received',
      {
        label: 'Message',
        wide: true,
        value: (request) => (request.message?.trim() ? request.message : 'No message provided.'),
      },
    ],
    more: (request) => <BookingLogistics request={request} />,
  },
  statusChange: {
    notice: true,
    subject: (request) => `the request from ${request.company}`,
    updated: STATUS_UPDATED,
  },
};
