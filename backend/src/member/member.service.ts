import { speakingBudgetLabel, EVENT_TYPE_LABELS } from '@bb/shared/inquiries';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, Not, Repository, SelectQueryBuilder } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ContactMessage } from '../inquiries/contact-message.entity';
import { calendarDate, formatCalendarDate } from '../inquiries/event-date';
import { InquiriesService } from '../inquiries/inquiries.service';
import { InquiryMailer } from '../inquiries/inquiry-mailer';
import { SpeakingRequest } from '../inquiries/speaking-request.entity';
import { MailService } from '../mail/mail.service';
import { CorporatePartnership } from '../partnerships/corporate-partnership.entity';
import { User } from '../users/user.entity';
import { bookingTitle } from './inquiry-messages';
import { MemberInboxService } from './member-inbox.service';
import {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MemberMessage,
} from './member-message.entity';
import type {
  MemberBookingDto,
  MemberMessageDto,
  MemberSummaryDto,
  ProfileStepDto,
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

/** Profile completion: the steps it counts (docs/decisions.md, "Member area"). */
export const PROFILE_STEPS = [
  { key: 'email-verified', label: 'Verify your email address' },
  { key: 'settings-reviewed', label: 'Review your settings' },
  { key: 'first-booking', label: 'Send your first booking request' },
  { key: 'messages-read', label: 'Read your messages' },
] as const;

/** Impact score: points per kind of engagement, each capped (docs/decisions.md, "Member area"). */
export const IMPACT = {
  perRequest: 10,
  requestsMax: 30,
  perBooking: 15,
  bookingsMax: 30,
  peoplePerPoint: 50,
  peopleMax: 30,
  perReply: 5,
  repliesMax: 10,
} as const;

type Owner = Pick<PublicUser, 'id' | 'email' | 'emailVerified'>;

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
    eventTypeLabel: EVENT_TYPE_LABELS[row.eventType] ?? row.eventType,
    date: row.eventDate,
    time: row.eventTime,
    location: row.location,
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

function toMessage(row: MemberMessage, replies: ContactMessage[]): MemberMessageDto {
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

/** How the e-mails and messages show a booking's fields. */
const FIELD_TEXT = {
  eventType: (r: SpeakingRequest) => EVENT_TYPE_LABELS[r.eventType] ?? r.eventType,
  eventDate: (r: SpeakingRequest) =>
    r.eventDate ? formatCalendarDate(r.eventDate) : 'To be determined',
  attendeeCount: (r: SpeakingRequest) =>
    r.attendeeCount ? `${r.attendeeCount.toLocaleString('en-US')} attendees` : 'Not specified',
  budget: (r: SpeakingRequest) => speakingBudgetLabel(r.budget) ?? 'To be determined',
  message: (r: SpeakingRequest) => r.message ?? 'No message provided.',
};
const FIELD_LABELS: Record<keyof typeof FIELD_TEXT, string> = {
  eventType: 'Event type',
  eventDate: 'Event date',
  attendeeCount: 'Audience size',
  budget: 'Budget',
  message: 'Message',
};

/**
 * The member area (`/api/my/*`): the member's bookings (speaking requests), inbox and dashboard
 * figures; and the methods the admin panel uses to write to a member (status changes, messages).
 *
 * A request is the member's when it is linked to their account (sent while signed in) or was sent
 * with their address while that address is verified (docs/member-api.md).
 */
@Injectable()
export class MemberService {
  private readonly logger = new Logger('Member');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(CorporatePartnership)
    private readonly partnerships: Repository<CorporatePartnership>,
    @InjectRepository(MemberMessage) private readonly messages: Repository<MemberMessage>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly inbox: MemberInboxService,
    private readonly inquiries: InquiriesService,
    private readonly inquiryMailer: InquiryMailer,
    private readonly mail: MailService,
  ) {}

  /** Restricts `qb` (alias `alias`) to the member's inquiries. */
  private owned<T extends object>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    owner: Owner,
  ): SelectQueryBuilder<T> {
    return qb.andWhere(
      new Brackets((w) => {
        w.where(`${alias}.userId = :ownerId`, { ownerId: owner.id });
        if (owner.emailVerified)
          w.orWhere(`${alias}.email = :ownerEmail`, { ownerEmail: owner.email.toLowerCase() });
      }),
    );
  }

  private ownedBookings(owner: Owner) {
    return this.owned(this.speaking.createQueryBuilder('r'), 'r', owner);
  }

  // ---- Bookings ----

  async bookings(owner: Owner): Promise<MemberBookingDto[]> {
    const rows = await this.ownedBookings(owner)
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    return rows.map(toBooking);
  }

  private async findBooking(owner: Owner, id: string): Promise<SpeakingRequest> {
    const row = await this.ownedBookings(owner).andWhere('r.id = :id', { id }).getOne();
    if (!row) throw new NotFoundException(MEMBER_MESSAGES.bookingNotFound);
    return row;
  }

  async booking(owner: Owner, id: string): Promise<MemberBookingDto> {
    return toBooking(await this.findBooking(owner, id));
  }

  /**
   * Changes a pending booking (only the fields sent; null clears an optional one) and notifies the
   * organisation of what changed. Any other status: 409.
   */
  async updateBooking(owner: Owner, id: string, dto: UpdateBookingDto): Promise<MemberBookingDto> {
    const row = await this.findBooking(owner, id);
    if (row.status !== 'pending') throw new ConflictException(MEMBER_MESSAGES.bookingLocked);
    const next: Partial<SpeakingRequest> = {};
    if (dto.eventType !== undefined) next.eventType = dto.eventType;
    if (dto.eventDate !== undefined)
      next.eventDate = dto.eventDate === null ? null : calendarDate(dto.eventDate);
    if (dto.attendeeCount !== undefined) next.attendeeCount = dto.attendeeCount;
    if (dto.budget !== undefined) next.budget = dto.budget;
    if (dto.message !== undefined) next.message = dto.message;
    const changed = (Object.keys(next) as (keyof typeof FIELD_TEXT)[]).filter(
      (key) => next[key] !== row[key],
    );
    if (!changed.length) return toBooking(row);
    const set = Object.fromEntries(changed.map((key) => [key, next[key]]));
    // Only while still pending: an administrator may have changed the status meanwhile.
    const result = await this.speaking
      .createQueryBuilder()
      .update()
      .set(set)
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    if (!result.affected) throw new ConflictException(MEMBER_MESSAGES.bookingLocked);
    const updated = await this.speaking.findOneByOrFail({ id });
    await this.inquiryMailer.notify('speaking-change-notification', updated.email, {
      ...this.inquiries.speakingContext(updated),
      changes: changed.map((key) => ({
        label: FIELD_LABELS[key],
        before: FIELD_TEXT[key](row),
        after: FIELD_TEXT[key](updated),
      })),
    });
    return toBooking(updated);
  }

  // ---- Messages ----

  private async repliesTo(owner: Owner, threads: MemberMessage[]): Promise<ContactMessage[]> {
    if (!threads.length) return [];
    return this.contacts.find({
      where: { memberMessageId: In(threads.map((m) => m.id)), userId: owner.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async messagesOf(owner: Owner): Promise<MemberMessageDto[]> {
    const rows = await this.messages.find({
      where: { userId: owner.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const replies = await this.repliesTo(owner, rows);
    return rows.map((row) => toMessage(row, replies));
  }

  private async findMessage(owner: Owner, id: string): Promise<MemberMessage> {
    const row = await this.messages.findOneBy({ id, userId: owner.id });
    if (!row) throw new NotFoundException(MEMBER_MESSAGES.messageNotFound);
    return row;
  }

  private async thread(owner: Owner, id: string): Promise<MemberMessageDto> {
    const row = await this.findMessage(owner, id);
    return toMessage(row, await this.repliesTo(owner, [row]));
  }

  /** Marks a message read (keeping the first time it was read). */
  async markRead(owner: Owner, id: string): Promise<MemberMessageDto> {
    await this.findMessage(owner, id);
    await this.messages
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'COALESCE(read_at, now())' })
      .where('id = :id AND user_id = :userId', { id, userId: owner.id })
      .execute();
    return this.thread(owner, id);
  }

  /**
   * A member's reply: stored as a contact message (general, linked to the member and the thread) and
   * sent to the organisation as the usual contact notification, naming the thread. Replying also
   * marks the thread read.
   */
  async reply(owner: Owner, id: string, text: string): Promise<MemberMessageDto> {
    const thread = await this.findMessage(owner, id);
    const member = await this.users.findOneByOrFail({ id: owner.id });
    const row = await this.contacts.save(
      this.contacts.create({
        name: [...member.username].slice(0, 120).join(''),
        email: member.email.toLowerCase(),
        company: null,
        inquiryType: 'general',
        message: text,
        userId: member.id,
        memberMessageId: thread.id,
      }),
    );
    if (!thread.readAt)
      await this.messages.update({ id: thread.id, readAt: IsNull() }, { readAt: new Date() });
    await this.inquiryMailer.notify(
      'contact-notification',
      row.email,
      this.inquiries.contactContext(row, thread.subject),
    );
    return this.thread(owner, id);
  }

  // ---- Summary ----

  async summary(owner: Owner): Promise<MemberSummaryDto> {
    const today = new Date().toISOString().slice(0, 10);
    const [bookings, messages, contactCount, partnershipCount, replyCount, user] =
      await Promise.all([
        this.ownedBookings(owner).getMany(),
        this.messages.find({ where: { userId: owner.id } }),
        this.owned(
          this.contacts.createQueryBuilder('c').where('c.memberMessageId IS NULL'),
          'c',
          owner,
        ).getCount(),
        this.owned(this.partnerships.createQueryBuilder('p'), 'p', owner).getCount(),
        this.contacts.countBy({ userId: owner.id, memberMessageId: Not(IsNull()) }),
        this.users.findOneByOrFail({ id: owner.id }),
      ]);
    const count = (status: string) => bookings.filter((b) => b.status === status).length;
    const unread = messages.filter((m) => !m.readAt).length;

    const done: Record<(typeof PROFILE_STEPS)[number]['key'], boolean> = {
      'email-verified': user.emailVerified,
      'settings-reviewed': Object.keys(user.preferences ?? {}).length > 0,
      'first-booking': bookings.length > 0,
      'messages-read': messages.length > 0 && unread === 0,
    };
    const profileSteps: ProfileStepDto[] = PROFILE_STEPS.map((s) => ({ ...s, done: done[s.key] }));

    const engaged = bookings.filter((b) => b.status === 'confirmed' || b.status === 'completed');
    const people = bookings
      .filter((b) => b.status === 'completed')
      .reduce((sum, b) => sum + (b.attendeeCount ?? 0), 0);
    const impactScore = Math.min(
      100,
      Math.min(
        IMPACT.requestsMax,
        (bookings.length + contactCount + partnershipCount) * IMPACT.perRequest,
      ) +
        Math.min(IMPACT.bookingsMax, engaged.length * IMPACT.perBooking) +
        Math.min(IMPACT.peopleMax, Math.floor(people / IMPACT.peoplePerPoint)) +
        Math.min(IMPACT.repliesMax, replyCount * IMPACT.perReply),
    );

    return {
      bookings: {
        total: bookings.length,
        pending: count('pending'),
        confirmed: count('confirmed'),
        upcoming: bookings.filter(
          (b) =>
            (b.status === 'pending' || b.status === 'confirmed') &&
            b.eventDate !== null &&
            b.eventDate >= today,
        ).length,
      },
      messages: {
        total: messages.length,
        unread,
        inquiries: messages.filter((m) => m.type === 'inquiry').length,
      },
      profileCompletion: Math.round(
        (100 * profileSteps.filter((s) => s.done).length) / profileSteps.length,
      ),
      profileSteps,
      impactScore,
    };
  }

  // ---- For the admin panel ----

  /**
   * Tells the member who owns a speaking request that its status changed: a 'confirmation' message
   * in their inbox and, when their Email Notifications are on, the same news by e-mail. The owner is
   * the member linked to the request, or else the member whose verified address it was sent with.
   * Returns the message, or null when the request belongs to no member.
   */
  async notifyStatusChange(speakingRequestId: string): Promise<MemberMessage | null> {
    const row = await this.speaking.findOneBy({ id: speakingRequestId });
    if (!row) throw new NotFoundException(MEMBER_MESSAGES.bookingNotFound);
    const owner = row.userId
      ? await this.users.findOneBy({ id: row.userId })
      : await this.inbox.verifiedUserByEmail(row.email);
    if (!owner) return null;
    const text = statusText(row);
    const message = await this.inbox.add(owner.id, {
      type: 'confirmation',
      ...text,
      speakingRequestId: row.id,
    });
    await this.emailMember(owner, message, `${this.config.publicUrl}/my/bookings`);
    return message;
  }

  /**
   * A message from the organisation to a member ('feedback'), e-mailed too (a short notice with the
   * text) when their Email Notifications are on.
   */
  async sendOrganisationMessage(
    userId: string,
    subject: string,
    body: string,
    speakingRequestId: string | null = null,
  ): Promise<MemberMessage> {
    const cleanSubject = subject?.replace(/\s+/g, ' ').trim() ?? '';
    const cleanBody = body?.replace(/\r\n?/g, '\n').trim() ?? '';
    if (!cleanSubject || [...cleanSubject].length > MEMBER_MESSAGE_SUBJECT_MAX)
      throw new BadRequestException(
        `Subject is required and must be at most ${MEMBER_MESSAGE_SUBJECT_MAX} characters.`,
      );
    if (!cleanBody || [...cleanBody].length > MEMBER_MESSAGE_BODY_MAX)
      throw new BadRequestException(
        `Message is required and must be at most ${MEMBER_MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`,
      );
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new NotFoundException(MEMBER_MESSAGES.userNotFound);
    const message = await this.inbox.add(user.id, {
      type: 'feedback',
      subject: cleanSubject,
      body: cleanBody,
      speakingRequestId,
    });
    await this.emailMember(user, message, `${this.config.publicUrl}/my/messages`);
    return message;
  }

  /** E-mails an inbox message to its member if they want e-mails; a problem is logged only. */
  private async emailMember(user: User, message: MemberMessage, link: string): Promise<void> {
    if (!(await this.inbox.wantsEmail(user.id))) return;
    try {
      await this.mail.send('member-message', user.email, {
        context: {
          username: user.username,
          messageSubject: message.subject,
          messageBody: message.body,
          link,
          settingsUrl: `${this.config.publicUrl}/my/settings`,
        },
      });
    } catch (err) {
      this.logger.error({ err }, 'Could not queue the e-mail of a member message');
    }
  }
}

/** The subject and text of a status change, for the inbox and the e-mail. */
export function statusText(row: SpeakingRequest): { subject: string; body: string } {
  const title = bookingTitle(row);
  const when = row.eventDate ? ` on ${formatCalendarDate(row.eventDate)}` : '';
  const details = [
    row.eventTime ? `Time: ${row.eventTime}` : null,
    row.location ? `Location: ${row.location}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const withDetails = (text: string) => (details ? `${text}\n\n${details}` : text);
  switch (row.status) {
    case 'confirmed':
      return {
        subject: `Booking confirmed: ${title}`,
        body: withDetails(
          `Good news, ${row.contactName}: your ${title}${when} is confirmed. We will be in touch about the details. You can see the booking under My Bookings.`,
        ),
      };
    case 'declined':
      return {
        subject: `Booking declined: ${title}`,
        body: `We are sorry, ${row.contactName}: we cannot take on your ${title}${when}. Reply to this message if you would like to talk about other dates or formats.`,
      };
    case 'completed':
      return {
        subject: `Booking completed: ${title}`,
        body: `Thank you for having us, ${row.contactName}. Your ${title}${when} is now marked as completed. We would love to hear how it went: reply to this message with your feedback.`,
      };
    default:
      return {
        subject: `Booking under review: ${title}`,
        body: withDetails(
          `Your ${title}${when} is under review again. We will get back to you soon; until then you can still change the request under My Bookings.`,
        ),
      };
  }
}
