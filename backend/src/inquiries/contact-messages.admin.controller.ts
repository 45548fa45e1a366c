import { inboxAdminController } from './inbox-admin.controller';
import {
  AdminContactMessageDetailDto,
  AdminContactMessageDto,
  ContactMessageListDto,
  ContactMessageStatusDto,
} from './inquiries.admin.dto';

/**
 * The organisation's contact inbox in the admin panel (docs/admin-api.md): the inbox of the kind
 * 'contact-message', whose status is the inbox's own bookkeeping (`PATCH :id`, nobody is told).
 */
export const ContactMessagesAdminController = inboxAdminController({
  kind: 'contact-message',
  name: 'ContactMessagesAdminController',
  path: 'admin/contact-messages',
  idName: 'contact message',
  dto: {
    list: ContactMessageListDto,
    item: AdminContactMessageDto,
    detail: AdminContactMessageDetailDto,
    status: ContactMessageStatusDto,
  },
  status: 'bookkeeping',
  docs: {
    list: {
      summary:
        'Contact messages matching the search, status and type: unread (status new) first, then newest first; one page',
      description:
        'Without page parameters, the first page (20). `status=inbox`: every message but the archived. ' +
        '`counts` covers every message, whatever the filters.',
    },
    export: {
      summary:
        'Every contact message matching the search, status and type, as CSV (contact-messages-YYYY-MM-DD.csv)',
      description:
        'Columns Received, Status, Name, Email, Company, Inquiry Type, Message (labels, dates ' +
        "'MMM d, yyyy', UTC); newest first; streamed; escaped like the users export (RFC 4180, formula-safe).",
    },
    detail: { summary: 'One contact message with its thread of replies, oldest first' },
    setStatus: {
      summary: 'Move a contact message in the inbox (new, read, replied, archived)',
      description:
        'The inbox’s own bookkeeping: nobody is told; the change is written to the audit trail. The ' +
        'same status again changes nothing. Answers the message.',
    },
    reply: {
      summary: 'Reply to a contact message',
      description:
        'Adds the reply to the message’s thread and marks the message replied, e-mails the reply to ' +
        'the sender (Reply-To: the organisation, or with INBOUND_ADDRESS the conversation’s reply ' +
        'address) and, for a member, puts it in their inbox, where they can answer it (their answer, ' +
        'from the inbox or by e-mail, joins the thread). Audited. Answers the new thread entry.',
    },
  },
});
