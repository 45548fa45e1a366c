import { useEffect, useRef, type ReactNode } from 'react';
import { CONTACT_INBOX_VIEW, INBOX_ALL, type AdminContactMessage } from '@bb/shared/admin';
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGE_STATUS_LABELS,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  type ContactMessageStatus,
} from '@bb/shared/inquiries';
import { formatCount, isOneOf, labelOf, optionsOf } from '@bb/shared/options';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  downloadInquiriesExport,
  useGetInboxQuery,
  useGetInquiryQuery,
  useReplyToInquiryMutation,
  useUpdateInquiryStatusMutation,
} from '../../../api/admin/inquiries';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatusChip } from '../../../components/status/StatusChip';
import { CONTACT_MESSAGE_STATUS_TONES } from '../../../components/status/statusTones';
import { Detail, DetailList } from '../shared/DetailList';
import { InquiryCounts } from '../shared/InquiryCounts';
import { InquiryDetailsDialog } from '../shared/InquiryDetailsDialog';
import { InquiryFilterBar } from '../shared/InquiryFilterBar';
import { InquiryCard, InquiryFact, InquiryList } from '../shared/InquiryList';
import {
  AssigneeFact,
  TriageBadges,
  triageFilters,
  triageFilterValues,
} from '../shared/InquiryTriage';
import { DateTime, RelativeTime } from '../shared/InquiryTime';
import { useInboxListState } from '../shared/inboxListState';
import { useInboxExport } from '../shared/useInboxExport';
import { useStatusChangeToast } from '../shared/useStatusChange';
import { SenderEmail } from '../shared/SenderEmail';

// /admin/messages: the contact form's inbox (the spec gives it no admin view; issue 11 asks for
// one). Unread first; searched, filtered and paged on the server; the search, status and type
// filters, page, page size and the open message are in the URL (?q=, ?status=, ?type=, ?page=,
// ?pageSize=, ?id=). Opening a new message marks it read. Archiving hides a message from the
// default view (every status but archived) and is undone with Restore, so it asks no confirmation.

/** The status filter's value that shows archived messages too (no value shows all but those). */
const KIND = 'contact-message';
const ALL = INBOX_ALL;
const STATUS_FILTER_OPTIONS = [
  { value: ALL, label: 'All messages' },
  ...optionsOf(CONTACT_MESSAGE_STATUSES, CONTACT_MESSAGE_STATUS_LABELS),
];
const TYPE_OPTIONS = optionsOf(INQUIRY_TYPES, INQUIRY_TYPE_LABELS);
export const PREVIEW_LENGTH = 160;

const typeLabel = (code: string) => labelOf(INQUIRY_TYPE_LABELS, code);
const statusLabel = (status: ContactMessageStatus) =>
  labelOf(CONTACT_MESSAGE_STATUS_LABELS, status);

/** The message on one line, cut at PREVIEW_LENGTH characters. */
export function preview(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH).trimEnd()}…` : line;
}

function StatusBadge({ status }: { status: ContactMessageStatus }) {
  return (
    <StatusChip label={statusLabel(status)} tone={CONTACT_MESSAGE_STATUS_TONES[status] ?? 'gray'} />
  );
}

/** What each status action does and says. */
const ACTIONS = {
  read: {
    status: 'read',
    label: 'Mark as read',
    icon: <DraftsOutlinedIcon />,
    title: 'Marked as Read',
    done: (name: string) => `The message from ${name} is marked as read.`,
  },
  unread: {
    status: 'new',
    label: 'Mark as unread',
    icon: <MarkEmailUnreadOutlinedIcon />,
    title: 'Marked as Unread',
    done: (name: string) => `The message from ${name} is marked as unread.`,
  },
  archive: {
    status: 'archived',
    label: 'Archive',
    icon: <ArchiveOutlinedIcon />,
    title: 'Message Archived',
    done: (name: string) =>
      `The message from ${name} has been archived. Choose Archived in the status filter to see it again.`,
  },
  restore: {
    status: 'read',
    label: 'Restore',
    icon: <UnarchiveOutlinedIcon />,
    title: 'Message Restored',
    done: (name: string) => `The message from ${name} is back in the inbox.`,
  },
} as const satisfies Record<
  string,
  {
    status: ContactMessageStatus;
    label: string;
    icon: ReactNode;
    title: string;
    done: (name: string) => string;
  }
>;
type ActionName = keyof typeof ACTIONS;

/** The status actions a message offers: read or unread, and archive or restore. */
function actionsFor(message: AdminContactMessage): ActionName[] {
  if (message.status === 'archived') return ['restore'];
  return [message.status === 'new' ? 'read' : 'unread', 'archive'];
}

function MessageDetails({ message }: { message: AdminContactMessage }) {
  return (
    <DetailList>
      <Detail label="Name">{message.name}</Detail>
      <Detail label="Email">
        <SenderEmail email={message.email} />
      </Detail>
      <Detail label="Company">{message.company || 'Not given'}</Detail>
      <Detail label="Inquiry Type">{typeLabel(message.inquiryType)}</Detail>
      <Detail label="Status">
        <StatusBadge status={message.status} />
      </Detail>
      <Detail label="Received">
        <DateTime iso={message.createdAt} />
      </Detail>
      {message.inReplyTo && (
        <Detail label="In Reply To" wide>
          {message.inReplyTo}
        </Detail>
      )}
      <Detail label="Message" wide>
        {message.message}
      </Detail>
    </DetailList>
  );
}

export default function AdminMessagesPage() {
  const [params, update] = useInboxListState();
  const status =
    params.status === ALL || isOneOf(CONTACT_MESSAGE_STATUSES, params.status) ? params.status : '';
  const type = isOneOf(INQUIRY_TYPES, params.type) ? params.type : '';
  // No status in the URL: the inbox's default view, every message but the archived ones.
  const filters = {
    search: params.q,
    status: status || CONTACT_INBOX_VIEW,
    type: type || undefined,
    ...triageFilterValues(params),
  };
  const list = useGetInboxQuery({
    kind: KIND,
    ...filters,
    page: params.page,
    pageSize: params.pageSize,
  });
  const exporter = useInboxExport((f) => downloadInquiriesExport(KIND, f), 'messages');
  const detail = useGetInquiryQuery({ kind: KIND, id: params.id }, { skip: !params.id });
  const [updateStatus] = useUpdateInquiryStatusMutation();
  const [reply] = useReplyToInquiryMutation();
  const showOutcome = useStatusChangeToast();

  const messages = list.data?.items as AdminContactMessage[] | undefined;
  const counts = list.data?.counts;
  const open =
    (detail.data?.id === params.id ? (detail.data as AdminContactMessage) : undefined) ??
    messages?.find((m) => m.id === params.id);

  // Opening a new message marks it read, once per opening (Mark as unread in the dialog stays).
  const markedFor = useRef('');
  useEffect(() => {
    if (!params.id) {
      markedFor.current = '';
      return;
    }
    if (!open || markedFor.current === params.id) return;
    markedFor.current = params.id;
    if (open.status === 'new') void updateStatus({ kind: KIND, id: open.id, status: 'read' });
  }, [params.id, open, updateStatus]);

  const act = (message: AdminContactMessage, name: ActionName) => {
    const action = ACTIONS[name];
    void showOutcome(updateStatus({ kind: KIND, id: message.id, status: action.status }), {
      title: action.title,
      description: action.done(message.name),
    });
  };
  const actionButtons = (message: AdminContactMessage) =>
    actionsFor(message).map((name) => (
      <Button
        key={name}
        variant="outlined"
        startIcon={ACTIONS[name].icon}
        onClick={() => act(message, name)}
        aria-label={`${ACTIONS[name].label}: the message from ${message.name}`}
      >
        {ACTIONS[name].label}
      </Button>
    ));
  const clearFilters = () => update({ q: '', status: '', type: '', assignee: '', spam: '' });

  return (
    <>
      <PrivatePageMeta
        title="Messages"
        description="Messages sent through the contact form: read, reply and archive."
      />
      <PageHeading
        title="Messages"
        subtitle="Messages sent through the contact form, unread first."
      />
      <InquiryFilterBar
        label="Search messages"
        placeholder="Name, email, company, or message..."
        search={params.q}
        onSearch={(q) => update({ q })}
        filters={[
          {
            label: 'Status',
            value: status,
            allLabel: 'Inbox (all but archived)',
            options: STATUS_FILTER_OPTIONS,
            onChange: (value) => update({ status: value }),
          },
          {
            label: 'Inquiry type',
            value: type,
            allLabel: 'All Types',
            options: TYPE_OPTIONS,
            onChange: (value) => update({ type: value }),
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
          { label: 'Total Messages', value: counts?.total ?? 0, icon: <InboxOutlinedIcon /> },
          {
            label: 'Unread',
            value: counts?.byStatus.new ?? 0,
            icon: <MarkEmailUnreadOutlinedIcon />,
          },
          {
            label: 'Replied',
            value: counts?.byStatus.replied ?? 0,
            icon: <ReplyIcon />,
          },
          {
            label: 'Archived',
            value: counts?.byStatus.archived ?? 0,
            icon: <ArchiveOutlinedIcon />,
          },
        ]}
      />
      <InquiryList
        heading={`Messages (${formatCount(list.data?.total ?? 0)})`}
        loading={list.isLoading}
        fetching={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        what="the messages"
        total={counts?.total ?? 0}
        shown={list.data?.total ?? 0}
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          noun: 'messages',
          label: 'Messages pages',
          onPageChange: (page) => update({ page }),
          onPageSizeChange: (pageSize) => update({ pageSize }),
        }}
        emptyTitle="No messages yet"
        noMatchTitle="No messages match your search criteria"
        emptyIcon={<InboxOutlinedIcon />}
        onClearFilters={clearFilters}
      >
        {(messages ?? []).map((message) => (
          <InquiryCard
            key={message.id}
            emphasised={message.status === 'new'}
            heading={message.name}
            subheading={message.company || undefined}
            badge={<TriageBadges item={message} status={<StatusBadge status={message.status} />} />}
            facts={
              <>
                <InquiryFact icon={<MailOutlinedIcon />} label="Email">
                  {message.email}
                </InquiryFact>
                <InquiryFact icon={<CategoryOutlinedIcon />} label="Inquiry type">
                  {typeLabel(message.inquiryType)}
                </InquiryFact>
                <AssigneeFact item={message} />
                <InquiryFact icon={<ScheduleIcon />} label="Received">
                  <RelativeTime iso={message.createdAt} />
                </InquiryFact>
              </>
            }
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => update({ id: message.id })}
                  aria-label={`View the message from ${message.name}`}
                >
                  View
                </Button>
                {actionButtons(message)}
              </>
            }
          >
            {message.inReplyTo && (
              <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                <strong>In reply to:</strong> {message.inReplyTo}
              </Typography>
            )}
            <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {preview(message.message)}
            </Typography>
          </InquiryCard>
        ))}
      </InquiryList>
      <InquiryDetailsDialog
        kind="contact-message"
        id={params.id}
        onClose={() => update({ id: '' })}
        title="Message Details"
        item={open}
        detail={{
          thread: detail.data?.id === params.id ? detail.data.thread : undefined,
          isError: detail.isError,
          error: detail.error,
          refetch: detail.refetch,
        }}
        what="this message"
        renderDetails={(message) => <MessageDetails message={message} />}
        recipientName={(message) => message.name}
        onReply={(message, text) => reply({ kind: KIND, id: message.id, message: text }).unwrap()}
        actions={actionButtons}
      />
    </>
  );
}
