import { inboxAdminController, noticeInboxDocs } from '../inquiries/inbox-admin.controller';
import {
  AdminPartnershipDetailDto,
  AdminPartnershipDto,
  PartnershipListDto,
  PartnershipStatusDto,
} from './partnerships.admin.dto';

/**
 * Corporate partnership inquiries in the admin panel (docs/admin-api.md): the inbox of the kind
 * 'corporate-partnership' (described by PartnershipsAdminService).
 */
export const PartnershipsAdminController = inboxAdminController({
  kind: 'corporate-partnership',
  name: 'PartnershipsAdminController',
  path: 'admin/corporate-partnerships',
  idName: 'partnership',
  dto: {
    list: PartnershipListDto,
    item: AdminPartnershipDto,
    detail: AdminPartnershipDetailDto,
    status: PartnershipStatusDto,
  },
  status: 'notice',
  docs: {
    list: {
      summary: 'Partnership inquiries matching the search and status, newest first, one page',
      description:
        'Without page parameters, the first page (20). `counts` covers every inquiry, whatever the filters.',
    },
    export: {
      summary:
        'Every partnership inquiry matching the search and status, as CSV (corporate-partnerships-YYYY-MM-DD.csv)',
      description:
        'Columns Received, Status, Company, Contact Person, Email, Partnership Type, Interests, Company ' +
        "size, Timeline, Budget, Additional information (labels, dates 'MMM d, yyyy', UTC); newest " +
        'first; streamed; escaped like the users export (RFC 4180, formula-safe).',
    },
    ...noticeInboxDocs('partnership inquiry', 'inquiry'),
  },
});
