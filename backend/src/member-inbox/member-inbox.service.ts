import type { InquiryKind } from '@bb/shared/admin';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { pickPreferences } from '../users/preferences';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MemberMessage,
  MemberMessageType,
} from './member-message.entity';

/** The inquiry a message is about (member_message.inquiry_kind and inquiry_id). */
export interface InquiryLink {
  kind: InquiryKind;
  id: string;
}

export interface NewMemberMessage {
  type: MemberMessageType;
  subject: string;
  body: string;
  speakingRequestId?: string | null;
  inquiry?: InquiryLink | null;
}

export const INBOX_MESSAGES = {
  messageNotFound: 'We could not find that message.',
  userNotFound: 'We could not find that member.',
} as const;

/**
 * The members' inboxes (table `member_message`): which member an inquiry belongs to, the
 * acknowledgements of their inquiries, news on their requests' status and messages from the
 * organisation, each e-mailed too when the member wants e-mails. No HTTP here (the member area's
 * controller is MemberController), so the inquiry and partnership modules, and the admin panel, call
 * it without a module cycle. Writes that go with other rows take the caller's transaction.
 */
@Injectable()
export class MemberInboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MemberMessage) private readonly messages: Repository<MemberMessage>,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  private repo(m?: EntityManager): Repository<MemberMessage> {
    return m ? m.getRepository(MemberMessage) : this.messages;
  }

  /**
   * Whose inbox an inquiry goes to: the member signed in when it was sent, or else the member whose
   * verified address the form gave. Null for a visitor.
   */
  async ownerOf(signedIn: PublicUser | undefined, email: string): Promise<string | null> {
    if (signedIn) return signedIn.id;
    return (await this.users.findByVerifiedEmail(email))?.id ?? null;
  }

  /**
   * Inquiries just stored (in the transaction of `mail`): each acknowledgement goes to the inbox of
   * the inquiry's owner (see ownerOf), and the answer says, for each, whether to e-mail the
   * acknowledgement to its address too: not when it is the verified address of a member who turned
   * Email Notifications off (their inbox still gets the message). One look-up of all the addresses
   * and one insert of all the messages, however many inquiries (InquiryIntake writes them in
   * batches).
   */
  async acknowledgeInquiries(
    inquiries: {
      signedIn: PublicUser | undefined;
      email: string;
      message: Omit<NewMemberMessage, 'type'>;
    }[],
    mail: TransactionalMail,
  ): Promise<{ emailWanted: boolean }[]> {
    // Everything through the transaction's connection: a second one from the pool, asked for while
    // holding this one, deadlocks when every connection is held so (a burst of submissions).
    const members = new Map(
      (
        await this.users.findVerifiedByEmails(
          [...new Set(inquiries.map((i) => i.email.toLowerCase()))],
          mail.manager,
        )
      ).map((u) => [u.email.toLowerCase(), u]),
    );
    const byAddress = inquiries.map((i) => members.get(i.email.toLowerCase()));
    const messages = inquiries.flatMap((i, n) => {
      const ownerId = i.signedIn?.id ?? byAddress[n]?.id;
      return ownerId
        ? [{ userId: ownerId, message: { ...i.message, type: 'inquiry' as const } }]
        : [];
    });
    if (messages.length) {
      const { organizationName } = await mail.siteDetails();
      await mail.manager.insert(
        MemberMessage,
        messages.map(({ userId, message }) => this.newRow(userId, message, organizationName)),
      );
    }
    return byAddress.map((user) => ({
      emailWanted: !user || pickPreferences(user.preferences).emailNotifications,
    }));
  }

  /** Adds a message to a member's inbox, from the organisation (its current name). */
  async add(userId: string, message: NewMemberMessage, m?: EntityManager): Promise<MemberMessage> {
    const site = await this.settings.siteDetails(m);
    const repo = this.repo(m);
    return repo.save(repo.create(this.newRow(userId, message, site.organizationName)));
  }

  /**
   * Puts past messages in a member's inbox, each dated when it was first sent and already read (it
   * reached them by e-mail then): the history of inquiries they sent before the address was theirs
   * in the member area (InquiryClaims). In the caller's transaction; answers the new ids in order.
   */
  async addHistory(
    userId: string,
    messages: (NewMemberMessage & { sentAt: Date })[],
    m: EntityManager,
  ): Promise<string[]> {
    if (messages.length === 0) return [];
    const { organizationName } = await this.settings.siteDetails(m);
    const result = await m.insert(
      MemberMessage,
      messages.map((message) => ({
        ...this.newRow(userId, message, organizationName),
        createdAt: message.sentAt,
        readAt: () => 'now()',
      })),
    );
    return result.identifiers.map((i) => i.id as string);
  }

  /** Which of these inquiries of a kind already have a message in the member's inbox. */
  async inquiriesWithMessages(
    userId: string,
    kind: InquiryKind,
    inquiryIds: string[],
    m: EntityManager,
  ): Promise<Set<string>> {
    if (inquiryIds.length === 0) return new Set();
    const rows = await m.getRepository(MemberMessage).find({
      select: { inquiryId: true },
      where: { userId, inquiryKind: kind, inquiryId: In(inquiryIds) },
    });
    return new Set(rows.map((r) => r.inquiryId!));
  }

  /** The columns of a new message in a member's inbox, from the organisation named so. */
  private newRow(userId: string, message: NewMemberMessage, organizationName: string) {
    return {
      userId,
      type: message.type,
      subject: truncate(message.subject, MEMBER_MESSAGE_SUBJECT_MAX),
      body: truncate(message.body, MEMBER_MESSAGE_BODY_MAX),
      senderName: truncate(organizationName, 120),
      speakingRequestId: message.speakingRequestId ?? null,
      inquiryKind: message.inquiry?.kind ?? null,
      inquiryId: message.inquiry?.id ?? null,
      readAt: null,
    };
  }

  /** A member's messages, newest first. */
  messagesOf(userId: string): Promise<MemberMessage[]> {
    return this.messages.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** How many messages a member's inbox holds (in the caller's transaction when given one). */
  countOf(userId: string, m?: EntityManager): Promise<number> {
    return this.repo(m).countBy({ userId });
  }

  /** The member's inbox, oldest first (Download Your Data). */
  exportFor(userId: string): Promise<MemberMessage[]> {
    return this.messages.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** One of the member's messages; 404 for any other id. */
  async find(userId: string, id: string): Promise<MemberMessage> {
    const row = await this.messages.findOneBy({ id, userId });
    if (!row) throw new NotFoundException(INBOX_MESSAGES.messageNotFound);
    return row;
  }

  /** Marks one of the member's messages read, keeping the first time it was read. */
  async markRead(userId: string, id: string, m?: EntityManager): Promise<void> {
    await this.repo(m)
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'COALESCE(read_at, now())' })
      .where('id = :id AND user_id = :userId', { id, userId })
      .execute();
  }

  /**
   * Marks every message of a member's conversation (the messages about one inquiry) read, keeping
   * the first time each was read: a conversation is read as a whole.
   */
  async markConversationRead(
    userId: string,
    inquiry: InquiryLink,
    m?: EntityManager,
  ): Promise<void> {
    await this.repo(m)
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'COALESCE(read_at, now())' })
      .where(
        'user_id = :userId AND inquiry_kind = :kind AND inquiry_id = :id AND read_at IS NULL',
        {
          userId,
          kind: inquiry.kind,
          id: inquiry.id,
        },
      )
      .execute();
  }

  /**
   * An inquiry is deleted: the messages about it stay in the member's inbox (they were sent to them),
   * no longer linked to it, so a reply to one arrives as a new contact message. In the caller's
   * transaction.
   */
  async unlinkInquiry(kind: InquiryKind, inquiryId: string, m: EntityManager): Promise<void> {
    await this.repo(m).update(
      { inquiryKind: kind, inquiryId },
      { inquiryKind: null, inquiryId: null },
    );
  }

  /**
   * The member's messages about one inquiry become messages about another: of the same kind (two
   * inquiries merged into one) or of `toKind` (a contact message converted: messages about a new
   * speaking request also name it as their booking), in `m`.
   */
  async moveInquiryMessages(
    kind: InquiryKind,
    fromId: string,
    toId: string,
    m: EntityManager,
    toKind: InquiryKind = kind,
  ): Promise<void> {
    const repo = m.getRepository(MemberMessage);
    await repo.update(
      { inquiryKind: kind, inquiryId: fromId },
      {
        inquiryKind: toKind,
        inquiryId: toId,
        // Messages about a speaking request also name it as the booking they belong to.
        ...(toKind === 'speaking-request' && kind !== toKind ? { speakingRequestId: toId } : {}),
      },
    );
    if (kind === 'speaking-request')
      await repo.update({ speakingRequestId: fromId }, { speakingRequestId: toId });
  }

  /**
   * The member an inquiry belongs to: the member linked to it (sent while signed in), or else the
   * member whose verified address it was sent with; null for a visitor.
   */
  async ownerOfInquiry(row: { userId: string | null; email: string }): Promise<User | null> {
    return row.userId
      ? await this.users.findById(row.userId)
      : await this.users.findByVerifiedEmail(row.email);
  }

  /**
   * The members whose verified addresses these are, by address (lower-cased): whose inquiries sent
   * without signing in are (see ownerOfInquiry), for a whole list at once.
   */
  async memberIdsByAddress(emails: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
    if (!unique.length) return new Map();
    const users = await this.users.findVerifiedByEmails(unique);
    return new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  }

  /** Whether the member wants e-mails besides their inbox (Email Notifications). */
  wantsEmail(user: User): boolean {
    return pickPreferences(user.preferences).emailNotifications;
  }

  /** The subjects of the messages with these ids (e.g. the messages members replied to). */
  async subjectsOf(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.messages.find({
      select: { id: true, subject: true },
      where: { id: In(unique) },
    });
    return new Map(rows.map((r) => [r.id, r.subject]));
  }

  /**
   * A message from the organisation to a member ('feedback'), e-mailed too (a short notice with the
   * text) when their Email Notifications are on. Subject and text are required (400 otherwise); an
   * unknown member is a 404.
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
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(INBOX_MESSAGES.userNotFound);
    return this.mail.transaction(async (m, mail) => {
      const message = await this.add(
        user.id,
        { type: 'feedback', subject: cleanSubject, body: cleanBody, speakingRequestId },
        m,
      );
      await this.emailMember(user, message, `${this.config.publicUrl}/my/messages`, mail);
      return message;
    });
  }

  /** E-mails an inbox message to its member if they want e-mails (Email Notifications). */
  private async emailMember(
    user: User,
    message: MemberMessage,
    link: string,
    mail: TransactionalMail,
  ): Promise<void> {
    if (!pickPreferences(user.preferences).emailNotifications) return;
    await mail.send('member-message', user.email, {
      context: {
        username: user.username,
        messageSubject: message.subject,
        messageBody: message.body,
        link,
        settingsUrl: `${this.config.publicUrl}/my/settings`,
      },
    });
  }
}

/** At most `max` characters (code points), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
