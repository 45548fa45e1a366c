/** The member inbox: message types and their labels, and the bounds of a message. */

/**
 * inquiry: the acknowledgement of an inquiry the member sent, and the organisation's replies about
 * it; confirmation: news on the status of one of their requests; feedback: any other message from
 * the organisation.
 */
export const MEMBER_MESSAGE_TYPES = ['inquiry', 'confirmation', 'feedback'] as const;
export type MemberMessageType = (typeof MEMBER_MESSAGE_TYPES)[number];
export const MEMBER_MESSAGE_TYPE_LABELS: Readonly<Record<MemberMessageType, string>> = {
  inquiry: 'Inquiry',
  confirmation: 'Confirmation',
  feedback: 'Feedback',
};

export const MEMBER_MESSAGE_SUBJECT_MAX = 200;
export const MEMBER_MESSAGE_BODY_MAX = 10_000;
