import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { SettingsService } from '../settings/settings.service';
import { pickPreferences } from '../users/preferences';
import { User } from '../users/user.entity';
import {
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_SUBJECT_MAX,
  MemberMessage,
  MemberMessageType,
} from './member-message.entity';

export interface NewMemberMessage {
  type: MemberMessageType;
  subject: string;
  body: string;
  speakingRequestId?: string | null;
}

/**
 * The members' inboxes as the rest of the app writes to them: which member an inquiry belongs to,
 * whether a member wants e-mails about their requests, and new messages. No HTTP here (the member
 * area's controller is MemberController), so the inquiry modules can use it without a cycle.
 */
@Injectable()
export class MemberInboxService {
  private readonly logger = new Logger('MemberInbox');

  constructor(
    @InjectRepository(MemberMessage) private readonly messages: Repository<MemberMessage>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly settings: SettingsService,
  ) {}

  /** The account whose address is `email` (trimmed, lower-cased), only while that address is verified. */
  verifiedUserByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.emailVerified = true')
      .getOne();
  }

  /**
   * Whose inbox an inquiry goes to: the member signed in when it was sent, or else the member whose
   * verified address the form gave. Null for a visitor.
   */
  async ownerOf(signedIn: PublicUser | undefined, email: string): Promise<string | null> {
    if (signedIn) return signedIn.id;
    return (await this.verifiedUserByEmail(email))?.id ?? null;
  }

  /**
   * An inquiry just stored: its acknowledgement goes to the inbox of its owner (see ownerOf), and the
   * answer says whether to e-mail the acknowledgement to `email` too: not when it is the verified
   * address of a member who turned Email Notifications off (their inbox still gets the message).
   * One look-up of the address serves both.
   */
  async acknowledgeInquiry(
    signedIn: PublicUser | undefined,
    email: string,
    message: Omit<NewMemberMessage, 'type'>,
  ): Promise<{ emailWanted: boolean }> {
    const byAddress = await this.verifiedUserByEmail(email);
    await this.acknowledge(signedIn?.id ?? byAddress?.id ?? null, message);
    return { emailWanted: !byAddress || pickPreferences(byAddress.preferences).emailNotifications };
  }

  /** Whether the member wants e-mails about their requests (Email Notifications). */
  async wantsEmail(userId: string): Promise<boolean> {
    const user = await this.users.findOneBy({ id: userId });
    return !!user && pickPreferences(user.preferences).emailNotifications;
  }

  /** Adds a message to a member's inbox, from the organisation (its current name). */
  async add(userId: string, message: NewMemberMessage): Promise<MemberMessage> {
    const site = await this.settings.siteDetails();
    return this.messages.save(
      this.messages.create({
        userId,
        type: message.type,
        subject: truncate(message.subject, MEMBER_MESSAGE_SUBJECT_MAX),
        body: truncate(message.body, MEMBER_MESSAGE_BODY_MAX),
        senderName: truncate(site.organizationName, 120),
        speakingRequestId: message.speakingRequestId ?? null,
        readAt: null,
      }),
    );
  }

  /**
   * The acknowledgement of an inquiry in its owner's inbox. Like the e-mails, a problem is logged and
   * never fails the request: the inquiry is already stored.
   */
  private async acknowledge(
    ownerId: string | null,
    message: Omit<NewMemberMessage, 'type'>,
  ): Promise<void> {
    if (!ownerId) return;
    try {
      await this.add(ownerId, { ...message, type: 'inquiry' });
    } catch (err) {
      this.logger.error({ err }, 'Could not add the acknowledgement of an inquiry to an inbox');
    }
  }
}

/** At most `max` characters (code points), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
