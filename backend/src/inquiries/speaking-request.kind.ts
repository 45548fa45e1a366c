import { type AdminSpeakingRequest, speakingRequestsExportFileName } from '@bb/shared/admin';
import {
  EVENT_TYPE_LABELS,
  SPEAKING_BUDGET_LABELS,
  SPEAKING_REQUEST_STATUS_LABELS,
  SPEAKING_REQUEST_STATUSES,
  type SpeakingRequestStatus,
} from '@bb/shared/inquiries';
import type { Repository } from 'typeorm';
import { labelSql } from '../common/inbox-list';
import { csvDateSql } from '../common/list-query';
import { BookingLogisticsService } from './booking-logistics.service';
import { type InboxRowFacts, inboxItemHead } from './inbox-facts';
import type { InquiryKindDescription } from './inquiry-kind';
import { bookingTitle, speakingInboxText, statusText } from './inquiry-messages';
import { ADMIN_INQUIRY_MESSAGES, speakingRef } from './inquiry-refs';
import {
  type InquiryTriageService,
  possibleSpamSql,
  TRIAGE_EXPORT_COLUMNS,
} from './inquiry-triage.service';
import { SpeakingRequest } from './speaking-request.entity';

/**
 * The speaking requests' inbox (InquiryKinds): how the admin inbox lists, searches and exports them,
 * how the audit trail names them and what a status change sends.
 */

/**
 * The speaking requests' CSV columns: when it came and where it stands (status, triage), who sent
 * it, the event with its booking logistics, the money (the fee note is internal, as the whole export
 * is), and the message last.
 */
export const SPEAKING_EXPORT_COLUMNS = [
  'Received',
  'Status',
  ...TRIAGE_EXPORT_COLUMNS,
  'Organization',
  'Contact Person',
  'Email',
  'Event Type',
  'Event Date',
  'Start Time',
  'End Time',
  'Location',
  'Video Link',
  'Audience Size',
  'Budget',
  'Fee Note',
  'Message',
];

function toAdminSpeakingRequest(row: SpeakingRequest, facts: InboxRowFacts): AdminSpeakingRequest {
  return {
    ...inboxItemHead(row, facts),
    eventType: row.eventType,
    company: row.company,
    contactName: row.contactName,
    eventDate: row.eventDate,
    attendeeCount: row.attendeeCount,
    budget: row.budget,
    message: row.message,
    status: row.status,
    eventTime: row.eventTime,
    endTime: row.endTime,
    location: row.location,
    videoLink: row.videoLink,
    feeNote: row.feeNote,
  };
}

/** How the audit trail names a speaking request. */
const speakingLabel = (row: SpeakingRequest) => bookingTitle(row);

/** Speaking requests: newest first; a status change tells the sender (a confirmation with its calendar file). */
export function speakingRequestKind(
  speaking: Repository<SpeakingRequest>,
  logistics: BookingLogisticsService,
  triage: InquiryTriageService,
): InquiryKindDescription<SpeakingRequest, AdminSpeakingRequest, SpeakingRequestStatus> {
  const triageExport = triage.exportSql<SpeakingRequest>('r');
  return {
    kind: 'speaking-request',
    entity: SpeakingRequest,
    notFound: ADMIN_INQUIRY_MESSAGES.speakingNotFound,
    noun: 'speaking request',
    label: speakingLabel,
    submission: (row) => row.message ?? '',
    ref: (row) => Promise.resolve(speakingRef(row)),
    claimed: (row) => ({ ref: speakingRef(row), acknowledgement: speakingInboxText(row) }),
    inbox: {
      query: () => speaking.createQueryBuilder('r'),
      alias: 'r',
      searchColumns: [
        '"r"."company"',
        '"r"."contact_name"',
        '"r"."event_type"',
        labelSql('"r"."event_type"', EVENT_TYPE_LABELS),
        '"r"."email"',
        '"r"."reference"',
      ],
      statusColumn: '"r"."status"',
      statuses: SPEAKING_REQUEST_STATUSES,
      possibleSpam: possibleSpamSql('r'),
      order: [['"r"."created_at"', 'DESC']],
      export: {
        fileName: speakingRequestsExportFileName,
        header: SPEAKING_EXPORT_COLUMNS,
        join: triageExport.join,
        cells: [
          csvDateSql('"r"."created_at"'),
          labelSql('"r"."status"', SPEAKING_REQUEST_STATUS_LABELS),
          ...triageExport.cells,
          '"r"."company"',
          '"r"."contact_name"',
          '"r"."email"',
          labelSql('"r"."event_type"', EVENT_TYPE_LABELS),
          csvDateSql('"r"."event_date"', { date: true }),
          '"r"."event_time"',
          '"r"."end_time"',
          '"r"."location"',
          '"r"."video_link"',
          '"r"."attendee_count"',
          labelSql('"r"."budget"', SPEAKING_BUDGET_LABELS),
          '"r"."fee_note"',
          '"r"."message"',
        ],
      },
    },
    toItems: (rows, facts) =>
      Promise.resolve(rows.map((row) => toAdminSpeakingRequest(row, facts(row)))),
    statusLabels: SPEAKING_REQUEST_STATUS_LABELS,
    statusNotice: {
      text: (row) => (forMember) => statusText(row, forMember),
      attachments: (row, status, mail) =>
        status === 'confirmed' ? logistics.attachmentFor(row, mail) : Promise.resolve(undefined),
    },
  };
}
