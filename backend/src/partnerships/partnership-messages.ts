/**
 * The texts of a partnership inquiry's inbox messages (its acknowledgement, its status news), in the
 * shape of the other inquiries' (inquiries/inquiry-messages.ts).
 */
import { RESPONSE_TIME } from '@bb/shared/inquiries';
import { PARTNERSHIP_STATUS_LABELS, PARTNERSHIP_TYPE_LABELS } from '@bb/shared/partnerships';
import type { InboxText } from '../inquiries/inquiry-messages';
import type { CorporatePartnership } from './corporate-partnership.entity';

export function partnershipInboxText(row: CorporatePartnership): InboxText {
  return {
    subject: `Partnership inquiry received: ${row.companyName}`,
    body: [
      `Thank you for your partnership inquiry, ${row.contactName}. We have received your inquiry for ${row.companyName}. Our team will contact you within ${RESPONSE_TIME.partnership} to learn about your goals and suggest how we could work together.`,
      `Partnership type: ${PARTNERSHIP_TYPE_LABELS[row.partnershipType] ?? row.partnershipType}`,
    ].join('\n\n'),
  };
}

/** The subject and text of a partnership inquiry's status, for the inbox and the e-mail. */
export function partnershipStatusText(row: CorporatePartnership): InboxText {
  const label = PARTNERSHIP_STATUS_LABELS[row.status] ?? row.status;
  const subject = `Partnership inquiry update: ${row.companyName} (${label})`;
  const name = row.contactName;
  const company = row.companyName;
  switch (row.status) {
    case 'in-discussion':
      return {
        subject,
        body: `Thank you, ${name}: we are now discussing a partnership with ${company}. We will be in touch about goals, format and next steps; reply to this message if you have questions in the meantime.`,
      };
    case 'proposal-sent':
      return {
        subject,
        body: `We have sent ${company} our partnership proposal, ${name}. Please look out for it, and reply to this message with any questions or changes you would like.`,
      };
    case 'active':
      return {
        subject,
        body: `Welcome on board, ${name}: the partnership with ${company} is now active. Thank you for working with us; we will be in touch about the first steps.`,
      };
    case 'on-hold':
      return {
        subject,
        body: `The partnership inquiry of ${company} is on hold for now, ${name}. We will let you know when we can take it further; reply to this message if anything changes on your side.`,
      };
    case 'closed':
      return {
        subject,
        body: `The partnership inquiry of ${company} is now closed, ${name}. Thank you for your interest; reply to this message or send a new inquiry if you would like to talk again.`,
      };
    default:
      return {
        subject,
        body: `The partnership inquiry of ${company} is back among our new inquiries, ${name}. Our team will contact you within ${RESPONSE_TIME.partnership}.`,
      };
  }
}
