import { inboxAdminController, noticeInboxDocs } from './inbox-admin.controller';
import {
  AdminSpeakingRequestDetailDto,
  AdminSpeakingRequestDto,
  SpeakingRequestListDto,
  SpeakingRequestStatusDto,
} from './inquiries.admin.dto';

/** Speaking requests in the admin panel (docs/admin-api.md): the inbox of the kind 'speaking-request'. */
export const SpeakingRequestsAdminController = inboxAdminController({
  kind: 'speaking-request',
  name: 'SpeakingRequestsAdminController',
  path: 'admin/speaking-requests',
  idName: 'speaking request',
  dto: {
    list: SpeakingRequestListDto,
    item: AdminSpeakingRequestDto,
    detail: AdminSpeakingRequestDetailDto,
    status: SpeakingRequestStatusDto,
  },
  status: 'notice',
  docs: {
    list: {
      summary: 'Speaking requests matching the search and status, newest first, one page',
      description:
        'Without page parameters, the first page (20). `counts` covers every request, whatever the filters.',
    },
    export: {
      summary:
        'Every speaking request matching the search and status, as CSV (speaking-requests-YYYY-MM-DD.csv)',
      description:
        'Columns Received, Status, Organization, Contact Person, Email, Event Type, Event Date, ' +
        "Audience Size, Budget, Message (labels, dates 'MMM d, yyyy', UTC); newest first; streamed; " +
        'escaped like the users export (RFC 4180, formula-safe).',
    },
    ...noticeInboxDocs('speaking request', 'request'),
  },
});
