import type { AdminSpeakingRequest } from '@bb/shared/admin';
import {
  EVENT_TYPE_LABELS,
  SPEAKING_REQUEST_STATUSES,
  SPEAKING_REQUEST_STATUS_LABELS,
  speakingBudgetLabel,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import { formatCount, isOneOf, labelOf, optionsOf } from '@bb/shared/options';
import Button from '@mui/material/Button';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  downloadInquiriesExport,
  useGetInboxQuery,
  useGetInquiryQuery,
  usePreviewInquiryStatusMutation,
  useReplyToInquiryMutation,
  useUpdateInquiryStatusMutation,
} from '../../../api/admin/inquiries';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatusChip } from '../../../components/status/StatusChip';
import { SPEAKING_REQUEST_STATUS_TONES } from '../../../components/status/statusTones';
import { Detail, DetailList } from '../shared/DetailList';
import { InquiryCounts } from '../shared/InquiryCounts';
import { InquiryDetailsDialog } from '../shared/InquiryDetailsDialog';
import { InquiryFilterBar } from '../shared/InquiryFilterBar';
import { InquiryCard, InquiryFact, InquiryList } from '../shared/InquiryList';
import {
  ARCHIVED_OPTION,
  AssigneeFact,
  TriageBadges,
  triageFilters,
  triageFilterValues,
} from '../shared/InquiryTriage';
import { InquiryStatusSelect } from '../shared/InquiryStatusSelect';
import { DateTime, RelativeTime } from '../shared/InquiryTime';
import { formatLongDate, formatShortDate } from '../shared/inquiryFormat';
import { useInboxListState } from '../shared/inboxListState';
import { useInboxExport } from '../shared/useInboxExport';
import { useStatusChangeDialog } from '../shared/useStatusChangeDialog';
import { SenderEmail } from '../shared/SenderEmail';
import { BookingLogistics } from './BookingLogistics';

// /admin/bookings: the speaking requests (spec 001, "Admin speaking requests"), with each one's
// thread and a reply in its details dialog. Searched, filtered and paged on the server; the search,
// status filter, page, page size and the open request are in the URL (?q=, ?status=, ?page=,
// ?pageSize=, ?id=).

const KIND = 'speaking-request';
const STATUS_OPTIONS = optionsOf(SPEAKING_REQUEST_STATUSES, SPEAKING_REQUEST_STATUS_LABELS);
export const STATUS_UPDATED = 'Speaking request status has been updated successfully.';

const eventTypeLabel = (code: string) => labelOf(EVENT_TYPE_LABELS, code);
const statusLabel = (status: SpeakingRequestStatus) =>
  labelOf(SPEAKING_REQUEST_STATUS_LABELS, status);

/** '250 attendees', '1 attendee'. */
function attendees(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'attendee' : 'attendees'}`;
}

function StatusBadge({ status }: { status: SpeakingRequestStatus }) {
  return (
    <StatusChip
      label={statusLabel(status)}
      tone={SPEAKING_REQUEST_STATUS_TONES[status] ?? 'gray'}
    />
  );
}

function RequestDetails({ request }: { request: AdminSpeakingRequest }) {
  const budget = speakingBudgetLabel(request.budget);
  return (
    <DetailList>
      <Detail label="Event Type">{eventTypeLabel(request.eventType)}</Detail>
      <Detail label="Event Date">{formatLongDate(request.eventDate, 'To be determined')}</Detail>
      <Detail label="Audience Size">
        {request.attendeeCount === null ? 'Not specified' : attendees(request.attendeeCount)}
      </Detail>
      <Detail label="Budget">{budget ?? 'To be determined'}</Detail>
      <Detail label="Organization">{request.company}</Detail>
      <Detail label="Contact Person">{request.contactName}</Detail>
      <Detail label="Email">
        <SenderEmail email={request.email} />
      </Detail>
      <Detail label="Status">
        <StatusBadge status={request.status} />
      </Detail>
      <Detail label="Received">
        <DateTime iso={request.createdAt} />
      </Detail>
      <Detail label="Message" wide>
        {request.message?.trim() ? request.message : 'No message provided.'}
      </Detail>
    </DetailList>
  );
}

export default function AdminBookingsPage() {
  const [params, update] = useInboxListState();
  const status =
    isOneOf(SPEAKING_REQUEST_STATUSES, params.status) || params.status === ARCHIVED_OPTION.value
      ? params.status
      : '';
  const filters = {
    search: params.q,
    status: status || undefined,
    ...triageFilterValues(params),
  };
  const list = useGetInboxQuery({
    kind: KIND,
    ...filters,
    page: params.page,
    pageSize: params.pageSize,
  });
  const exporter = useInboxExport((f) => downloadInquiriesExport(KIND, f), 'speaking requests');
  const detail = useGetInquiryQuery({ kind: KIND, id: params.id }, { skip: !params.id });
  const [updateStatus] = useUpdateInquiryStatusMutation();
  const [previewStatus] = usePreviewInquiryStatusMutation();
  const [reply] = useReplyToInquiryMutation();
  const statusChange = useStatusChangeDialog<SpeakingRequestStatus>({
    preview: (args) => previewStatus({ kind: KIND, ...args }).unwrap(),
    update: (args) => updateStatus({ kind: KIND, ...args }),
    success: { title: 'Status Updated', description: STATUS_UPDATED },
  });

  const requests = list.data?.items as AdminSpeakingRequest[] | undefined;
  const counts = list.data?.counts;
  const open =
    (detail.data?.id === params.id ? (detail.data as AdminSpeakingRequest) : undefined) ??
    requests?.find((r) => r.id === params.id);

  const changeStatus = (request: AdminSpeakingRequest, next: SpeakingRequestStatus) =>
    statusChange.ask({
      id: request.id,
      subject: `the request from ${request.company}`,
      fromLabel: statusLabel(request.status),
      toLabel: statusLabel(next),
      status: next,
    });
  const clearFilters = () => update({ q: '', status: '', assignee: '', spam: '' });

  return (
    <>
      <PrivatePageMeta
        title="Speaking Requests"
        description="Speaking engagement requests: their status, details and replies."
      />
      <PageHeading
        title="Speaking Requests"
        subtitle="Review speaking engagement requests, update their status and reply."
      />
      <InquiryFilterBar
        label="Search speaking requests"
        placeholder="Organization, contact, or event..."
        search={params.q}
        onSearch={(q) => update({ q })}
        filters={[
          {
            label: 'Status',
            value: status,
            allLabel: 'All Status',
            options: [...STATUS_OPTIONS, ARCHIVED_OPTION],
            onChange: (value) => update({ status: value }),
          },
          ...triageFilters(params, update),
        ]}
        onClear={clearFilters}
        onExport={() => void exporter.run(filters)}
        exporting={exporter.exporting}
      />
      <InquiryCounts
        loading={list.isLoading}
        counts={[
          {
            label: 'Total Requests',
            value: counts?.total ?? 0,
            icon: <EventNoteOutlinedIcon />,
          },
          {
            label: 'Pending',
            value: counts?.byStatus.pending ?? 0,
            icon: <HourglassEmptyOutlinedIcon />,
          },
          {
            label: 'Confirmed',
            value: counts?.byStatus.confirmed ?? 0,
            icon: <EventAvailableOutlinedIcon />,
          },
          {
            label: 'Completed',
            value: counts?.byStatus.completed ?? 0,
            icon: <CheckCircleOutlinedIcon />,
          },
        ]}
      />
      <InquiryList
        heading={`Requests (${formatCount(list.data?.total ?? 0)})`}
        loading={list.isLoading}
        fetching={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        what="the speaking requests"
        total={counts?.total ?? 0}
        shown={list.data?.total ?? 0}
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          noun: 'requests',
          label: 'Speaking requests pages',
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
        }}
        emptyTitle="No speaking requests yet"
        noMatchTitle="No requests match your search criteria"
        emptyIcon={<MicNoneOutlinedIcon />}
        onClearFilters={clearFilters}
      >
        {(requests ?? []).map((request) => (
          <InquiryCard
            key={request.id}
            heading={eventTypeLabel(request.eventType)}
            subheading={request.company}
            badge={<TriageBadges item={request} status={<StatusBadge status={request.status} />} />}
            facts={
              <>
                <InquiryFact icon={<PersonOutlinedIcon />} label="Contact">
                  {request.contactName}
                </InquiryFact>
                <InquiryFact icon={<MailOutlinedIcon />} label="Email">
                  {request.email}
                </InquiryFact>
                <InquiryFact icon={<CalendarTodayOutlinedIcon />} label="Event date">
                  {formatShortDate(request.eventDate, 'Date TBD')}
                </InquiryFact>
                <InquiryFact icon={<GroupsOutlinedIcon />} label="Audience">
                  {request.attendeeCount === null
                    ? 'TBD attendees'
                    : attendees(request.attendeeCount)}
                </InquiryFact>
                <AssigneeFact item={request} />
                <InquiryFact icon={<ScheduleIcon />} label="Received">
                  <RelativeTime iso={request.createdAt} />
                </InquiryFact>
                <InquiryFact icon={<PaymentsOutlinedIcon />} label="Budget">
                  {speakingBudgetLabel(request.budget) ?? 'TBD'}
                </InquiryFact>
              </>
            }
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => update({ id: request.id })}
                  aria-label={`View the request from ${request.company}`}
                >
                  View
                </Button>
                <InquiryStatusSelect
                  label={`Status of the request from ${request.company}`}
                  value={request.status}
                  options={STATUS_OPTIONS}
                  onChange={(next) => changeStatus(request, next)}
                />
              </>
            }
          />
        ))}
      </InquiryList>
      <InquiryDetailsDialog
        kind="speaking-request"
        id={params.id}
        onClose={() => update({ id: '' })}
        title="Speaking Request Details"
        item={open}
        detail={{
          thread: detail.data?.id === params.id ? detail.data.thread : undefined,
          isError: detail.isError,
          error: detail.error,
          refetch: detail.refetch,
        }}
        what="this speaking request"
        renderDetails={(request) => (
          <>
            <RequestDetails request={request} />
            <BookingLogistics request={request} />
          </>
        )}
        recipientName={(request) => request.contactName}
        onReply={(request, message) => reply({ kind: KIND, id: request.id, message }).unwrap()}
      />
      {statusChange.dialog}
    </>
  );
}
