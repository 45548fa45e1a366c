import {
  type AdminContactMessage,
  CONTACT_INBOX_VIEW,
  contactMessagesExportFileName,
} from '@bb/shared/admin';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  INQUIRY_TYPE_LABELS,
} from '@bb/shared/inquiries';
import type { Repository } from 'typeorm';
import { labelSql } from '../common/inbox-list';
import { csvDateSql } from '../common/list-query';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import { ContactMessage } from './contact-message.entity';
import { type InboxRowFacts, inboxItemHead } from './inbox-facts';
import type { InquiryKindDescription } from './inquiry-kind';
import { contactInboxText } from './inquiry-messages';
import { ADMIN_INQUIRY_MESSAGES, contactRef } from './inquiry-refs';
import {
  type InquiryTriageService,
  possibleSpamSql,
  TRIAGE_EXPORT_COLUMNS,
} from './inquiry-triage.service';

/**
 * The contact messages' inbox (InquiryKinds): how the admin inbox lists, searches and exports them
 * (unread first, the 'inbox' view, the type filter), how the audit trail names them; a status
 * change is the inbox's own bookkeeping (nobody is told) and a reply marks the message replied.
 */

/** The contact messages' CSV columns. */
export const CONTACT_EXPORT_COLUMNS = [
  'Received',
  'Status',
  ...TRIAGE_EXPORT_COLUMNS,
  'Name',
  'Email',
  'Company',
  'Inquiry Type',
  'Message',
];

/** The contact inbox's first sort key: unread (new) messages before the others. */
const CONTACT_UNREAD_FIRST = `(CASE WHEN "c"."status" = 'new' THEN 0 ELSE 1 END)`;

function toAdminContactMessage(
  row: ContactMessage,
  facts: InboxRowFacts,
  inReplyTo: string | null,
): AdminContactMessage {
  return {
    ...inboxItemHead(row, facts),
    name: row.name,
    company: row.company,
    inquiryType: row.inquiryType,
    message: row.message,
    status: row.status,
    inReplyTo,
    convertedTo:
      row.convertedKind && row.convertedId
        ? { kind: row.convertedKind, id: row.convertedId }
        : null,
  };
}

/** How the audit trail names a contact message. */
const contactLabel = (row: ContactMessage) => `${row.name} <${row.email}>`;

/** The subject of the member message each of these contact messages answers, or null. */
async function inReplyToOf(
  inbox: MemberInboxService,
  rows: ContactMessage[],
): Promise<(row: ContactMessage) => string | null> {
  const subjects = await inbox.subjectsOf(
    rows.flatMap((r) => (r.memberMessageId ? [r.memberMessageId] : [])),
  );
  return (row) => (row.memberMessageId && subjects.get(row.memberMessageId)) || null;
}

/**
 * Contact messages: unread first, the 'inbox' view (all but archived) and the type filter; a
 * status change is the inbox's own bookkeeping (nobody is told); a reply marks the message replied.
 */
export function contactMessageKind(
  contacts: Repository<ContactMessage>,
  inbox: MemberInboxService,
  triage: InquiryTriageService,
): InquiryKindDescription<ContactMessage, AdminContactMessage, ContactMessageStatus> {
  const triageExport = triage.exportSql<ContactMessage>('c');
  return {
    kind: 'contact-message',
    entity: ContactMessage,
    notFound: ADMIN_INQUIRY_MESSAGES.contactNotFound,
    noun: 'message',
    label: contactLabel,
    submission: (row) => row.message,
    ref: async (row) => contactRef(row, (await inReplyToOf(inbox, [row]))(row)),
    // Sent without an account: not a member's reply to a message, so named after its type.
    claimed: (row) => ({ ref: contactRef(row, null), acknowledgement: contactInboxText(row) }),
    inbox: {
      query: () => contacts.createQueryBuilder('c'),
      alias: 'c',
      searchColumns: [
        '"c"."name"',
        '"c"."email"',
        '"c"."company"',
        '"c"."message"',
        '"c"."reference"',
      ],
      statusColumn: '"c"."status"',
      statuses: CONTACT_MESSAGE_STATUSES,
      possibleSpam: possibleSpamSql('c'),
      views: { [CONTACT_INBOX_VIEW]: `"c"."status" <> 'archived'` },
      filters: { type: '"c"."inquiry_type"' },
      // Matches IDX_contact_message_unread_first.
      order: [
        [CONTACT_UNREAD_FIRST, 'ASC'],
        ['"c"."created_at"', 'DESC'],
      ],
      export: {
        fileName: contactMessagesExportFileName,
        header: CONTACT_EXPORT_COLUMNS,
        join: triageExport.join,
        cells: [
          csvDateSql('"c"."created_at"'),
          labelSql('"c"."status"', CONTACT_MESSAGE_STATUS_LABELS),
          ...triageExport.cells,
          '"c"."name"',
          '"c"."email"',
          '"c"."company"',
          labelSql('"c"."inquiry_type"', INQUIRY_TYPE_LABELS),
          '"c"."message"',
        ],
      },
    },
    toItems: async (rows, facts) => {
      const inReplyTo = await inReplyToOf(inbox, rows);
      return rows.map((row) => toAdminContactMessage(row, facts(row), inReplyTo(row)));
    },
    statusLabels: CONTACT_MESSAGE_STATUS_LABELS,
    repliedStatus: 'replied',
    reopenedStatus: 'new',
  };
}
