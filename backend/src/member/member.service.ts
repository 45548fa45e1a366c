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
import {
  type ConversationFacts,
  conversationKey,
  MemberConversations,
} from '../inquiries/member-conversations';
import type {
  ConversationEntryDto,
  MemberBookingDto,
  MemberConversationItemDto,
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

/** The member's inbox messages by conversation (their inquiry), and those about no inquiry. */
function grouped(rows: MemberMessage[]): {
  conversations: MemberMessage[][];
  loose: MemberMessage[];
} {
  const groups = new Map<string, MemberMessage[]>();
  const loose: MemberMessage[] = [];
  for (const row of rows) {
    if (!row.inquiryKind || !row.inquiryId) {
      loose.push(row);
      continue;
    }
    const key = conversationKey(row.inquiryKind, row.inquiryId);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return { conversations: [...groups.values()], loose };
}

const byDateDesc = <T extends { date: string; id: string }>(a: T, b: T) =>
  b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

/**
 * One conversation as the member sees it (docs/member-api.md, "Conversations"): the thread's
 * organisation and sender entries, plus the inbox messages about the inquiry that are no copy of an
 * entry (the acknowledgement, status news, the line of a change of address), latest first.
 */
function toConversation(
  messages: MemberMessage[],
  facts: ConversationFacts,
): MemberConversationItemDto {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const oldest = [...messages].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  )[0];
  const organisation = messages[0].senderName;
  const copies = new Set<string>();
  const entries: ConversationEntryDto[] = [];
  for (const { entry, memberMessageId } of facts.entries) {
    if (entry.author === 'organisation') {
      const copy = memberMessageId ? byId.get(memberMessageId) : undefined;
      if (copy) copies.add(copy.id);
      entries.push({
        id: entry.id,
        author: 'organisation',
        kind: copy?.type === 'confirmation' ? 'status' : 'message',
        from: copy?.senderName ?? organisation,
        subject: copy?.subject ?? null,
        body: entry.body,
        date: entry.createdAt,
        read: copy ? copy.readAt !== null : true,
        byEmail: false,
        otherAddress: false,
      });
    } else if (entry.author === 'sender') {
      entries.push({
        id: entry.id,
        author: 'member',
        kind: 'message',
        from: entry.authorName,
        subject: null,
        body: entry.body,
        date: entry.createdAt,
        read: true,
        byEmail: entry.email !== undefined,
        otherAddress: entry.email?.otherAddress ?? false,
      });
    }
  }
  for (const m of messages)
    if (!copies.has(m.id))
      entries.push({
        id: m.id,
        author: 'organisation',
        kind: m.type === 'confirmation' ? 'status' : 'message',
        from: m.senderName,
        subject: m.subject,
        body: m.body,
        date: m.createdAt.toISOString(),
        read: m.readAt !== null,
        byEmail: false,
        otherAddress: false,
      });
  entries.sort(byDateDesc);
  const latest = entries[0];
  const unread = messages.filter((m) => m.readAt === null).length;
  return {
    id: oldest.id,
    subject: facts.ref.title,
    from: organisation,
    preview: (latest.author === 'member' ? 'You: ' : '') + preview(latest.body),
    body: latest.body,
    date: latest.date,
    read: unread === 0,
    type: 'inquiry',
    bookingId: facts.ref.speakingRequestId ?? oldest.speakingRequestId,
    replies: entries
      .filter((e) => e.author === 'member')
      .reverse()
      .map((e) => ({ id: e.id, message: e.body, date: e.date })),
    conversation: {
      kind: facts.ref.kind,
      inquiryId: facts.ref.id,
      title: facts.ref.title,
      status: facts.status,
      statusLabel: facts.statusLabel,
      address: facts.ref.email,
      inquiry: { date: facts.ref.createdAt.toISOString(), message: facts.ref.original },
      entries,
      unread,
    },
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
    private readonly conversationFacts: MemberConversations,
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

  /**
   * The member's conversations, latest activity first: one item per inquiry their inbox is about
   * (the inquiry, the replies both ways and the status news), and each message about no inquiry as
   * GET /api/my/messages shows it.
   */
  async conversations(owner: InquiryOwner): Promise<MemberConversationItemDto[]> {
    const rows = await this.inbox.messagesOf(owner.id);
    const { conversations, loose } = grouped(rows);
    const facts = await this.conversationFacts.describe(
      conversations.map(([m]) => ({ kind: m.inquiryKind!, id: m.inquiryId! })),
    );
    const looseReplies = await this.inquiries.repliesTo(
      owner.id,
      loose.map((r) => r.id),
    );
    const items: MemberConversationItemDto[] = [];
    for (const group of conversations) {
      const found = facts.get(conversationKey(group[0].inquiryKind!, group[0].inquiryId!));
      if (found) items.push(toConversation(group, found));
      else {
        // The inquiry is gone (a rare race with its deletion): its latest message stands for it.
        const replies = await this.inquiries.repliesTo(
          owner.id,
          group.map((r) => r.id),
        );
        items.push({
          ...toMessage(group[0], replies),
          read: group.every((m) => m.readAt !== null),
          conversation: null,
        });
      }
    }
    for (const row of loose) items.push({ ...toMessage(row, looseReplies), conversation: null });
    return items.sort(byDateDesc);
  }

  private async thread(owner: InquiryOwner, id: string): Promise<MemberMessageDto> {
    const row = await this.inbox.find(owner.id, id);
    return toMessage(row, await this.inquiries.repliesTo(owner.id, [row.id]));
  }

  /**
   * Marks a message read (keeping the first time it was read); a message about an inquiry marks its
   * whole conversation read (a conversation is read as a whole).
   */
  async markRead(owner: InquiryOwner, id: string): Promise<MemberMessageDto> {
    const row = await this.inbox.find(owner.id, id);
    if (row.inquiryKind && row.inquiryId)
      await this.inbox.markConversationRead(owner.id, { kind: row.inquiryKind, id: row.inquiryId });
    else await this.inbox.markRead(owner.id, id);
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
      // Answering a conversation is reading it.
      if (thread.inquiryKind && thread.inquiryId)
        await this.inbox.markConversationRead(
          owner.id,
          { kind: thread.inquiryKind, id: thread.inquiryId },
          m,
        );
      else await this.inbox.markRead(owner.id, thread.id, m);
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
      messages: messageCounts(messages),
    };
  }
}

/**
 * The Messages page's counts, per conversation (docs/member-api.md): a conversation counts once, is
 * unread while any of its messages from the organisation is, and is an inquiry; a message about no
 * inquiry counts by itself.
 */
export function messageCounts(rows: MemberMessage[]): MemberSummaryDto['messages'] {
  const { conversations, loose } = grouped(rows);
  return {
    total: conversations.length + loose.length,
    unread:
      conversations.filter((c) => c.some((m) => !m.readAt)).length +
      loose.filter((m) => !m.readAt).length,
    inquiries: conversations.length + loose.filter((m) => m.type === 'inquiry').length,
  };
}
