import { EVENT_TYPE_LABELS, speakingBudgetLabel } from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InquiriesService, type MemberReply } from '../inquiries/inquiries.service';
import type { InquiryOwner } from '../inquiries/ownership';
import type { SpeakingRequest } from '../inquiries/speaking-request.entity';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { bookingTitle } from '../inquiries/inquiry-messages';
import { MemberInboxService } from '../member-inbox/member-inbox.service';
import type { MemberMessage } from '../member-inbox/member-message.entity';
import type {
  MemberBookingDto,
  MemberMessageDto,
  MemberSummaryDto,
  UpdateBookingDto,
} from './member.dto';

export const MEMBER_MESSAGES = {
  bookingNotFound: 'We could not find that booking.',
  messageNotFound: 'We could not find that message.',
  bookingLocked:
    'This request can no longer be changed online. Please reply to our message or contact us.',
  userNotFound: 'We could not find that member.',
} as const;

/** Characters of a message's body shown as its preview. */
export const PREVIEW_LENGTH = 140;

/** A one-line preview: white space collapsed, cut at PREVIEW_LENGTH characters with an ellipsis. */
export function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= PREVIEW_LENGTH
    ? line
    : `${chars
        .slice(0, PREVIEW_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

export function toBooking(row: SpeakingRequest): MemberBookingDto {
  return {
    id: row.id,
    title: bookingTitle(row),
    eventType: row.eventType,
    eventTypeLabel: labelOf(EVENT_TYPE_LABELS, row.eventType),
    date: row.eventDate,
    time: row.eventTime,
    endTime: row.endTime,
    location: row.location,
    videoLink: row.videoLink,
    status: row.status,
    contactName: row.contactName,
    email: row.email,
    company: row.company,
    attendeeCount: row.attendeeCount,
    budget: row.budget,
    budgetLabel: speakingBudgetLabel(row.budget),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MemberMessage, replies: MemberReply[]): MemberMessageDto {
  return {
    id: row.id,
    subject: row.subject,
    from: row.senderName,
    preview: preview(row.body),
    body: row.body,
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
    type: row.type,
    bookingId: row.speakingRequestId,
    replies: replies
      .filter((r) => r.memberMessageId === row.id)
      .map((r) => ({ id: r.id, message: r.message, date: r.createdAt.toISOString() })),
  };
}

/**
 * The member area (`/api/my/*`): the member's bookings (speaking requests), inbox and dashboard
 * figures, put together from the services that own those tables.
 *
 * A request is the member's when it is linked to their account (sent while signed in) or was sent
 * with their address while that address is verified (docs/member-api.md).
 */
@Injectable()
export class MemberService {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly inbox: MemberInboxService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  // ---- Bookings ----

  async bookings(owner: InquiryOwner): Promise<MemberBookingDto[]> {
    return (await this.inquiries.speakingRequestsOf(owner)).map(toBooking);
  }

  async booking(owner: InquiryOwner, id: string): Promise<MemberBookingDto> {
    const row = await this.inquiries.speakingRequestOf(owner, id);
    if (!row) throw new NotFoundException(MEMBER_MESSAGES.bookingNotFound);
    return toBooking(row);
  }

  /**
   * Changes a pending booking (only the fields sent; null clears an optional one) and notifies the
   * organisation of what changed. Any other status: 409.
   */
  async updateBooking(
    owner: InquiryOwner,
    id: string,
    dto: UpdateBookingDto,
  ): Promise<MemberBookingDto> {
    const result = await this.inquiries.changePendingRequest(owner, id, dto);
    if (result === 'not-found') throw new NotFoundException(MEMBER_MESSAGES.bookingNotFound);
    if (result === 'locked') throw new ConflictException(MEMBER_MESSAGES.bookingLocked);
    return toBooking(result);
  }

  // ---- Messages ----

  async messagesOf(owner: InquiryOwner): Promise<MemberMessageDto[]> {
    const rows = await this.inbox.messagesOf(owner.id);
    const replies = await this.inquiries.repliesTo(
      owner.id,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toMessage(row, replies));
  }

  private async thread(owner: InquiryOwner, id: string): Promise<MemberMessageDto> {
    const row = await this.inbox.find(owner.id, id);
    return toMessage(row, await this.inquiries.repliesTo(owner.id, [row.id]));
  }

  /** Marks a message read (keeping the first time it was read). */
  async markRead(owner: InquiryOwner, id: string): Promise<MemberMessageDto> {
    await this.inbox.find(owner.id, id);
    await this.inbox.markRead(owner.id, id);
    return this.thread(owner, id);
  }

  /**
   * A member's reply: it joins the thread of the inquiry the message is about, or else is a contact
   * message naming the thread (InquiriesService.addMemberReply). Replying also marks the thread
   * read. One transaction.
   */
  async reply(owner: InquiryOwner, id: string, text: string): Promise<MemberMessageDto> {
    const thread = await this.inbox.find(owner.id, id);
    const member = await this.users.findById(owner.id);
    if (!member) throw new NotFoundException(MEMBER_MESSAGES.userNotFound);
    await this.mail.transaction(async (m, mail) => {
      await this.inquiries.addMemberReply(member, thread, text, m, mail);
      await this.inbox.markRead(owner.id, thread.id, m);
    });
    return this.thread(owner, id);
  }

  // ---- Summary ----

  /**
   * The dashboard's figures and the bell's count, each a plain count of the member's own data
   * (docs/member-api.md): their speaking requests by status, their confirmed events still to come
   * (the soonest named), and their inbox.
   */
  async summary(owner: InquiryOwner): Promise<MemberSummaryDto> {
    const today = new Date().toISOString().slice(0, 10);
    const [bookings, messages] = await Promise.all([
      this.inquiries.speakingRequestsOf(owner),
      this.inbox.messagesOf(owner.id),
    ]);
    const count = (status: string) => bookings.filter((b) => b.status === status).length;
    const upcoming = bookings
      .filter((b) => b.status === 'confirmed' && b.eventDate !== null && b.eventDate >= today)
      .sort(
        (a, b) =>
          a.eventDate!.localeCompare(b.eventDate!) ||
          (a.eventTime ?? '').localeCompare(b.eventTime ?? '') ||
          a.id.localeCompare(b.id),
      );
    const next = upcoming[0];
    return {
      bookings: {
        total: bookings.length,
        pending: count('pending'),
        confirmed: count('confirmed'),
        upcoming: upcoming.length,
      },
      nextEvent: next
        ? { id: next.id, title: bookingTitle(next), date: next.eventDate!, time: next.eventTime }
        : null,
      messages: {
        total: messages.length,
        unread: messages.filter((m) => !m.readAt).length,
        inquiries: messages.filter((m) => m.type === 'inquiry').length,
      },
    };
  }
}
