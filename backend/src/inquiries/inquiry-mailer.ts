import type { InquiryKind as Conversation } from '@bb/shared/admin';
import { Injectable } from '@nestjs/common';
import type { SendOptions, TransactionalMail } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { InquiryConversations } from './inquiry-conversations';

export type InquiryKind = 'contact' | 'speaking' | 'partnership';

/** The kind of inquiry each form's e-mails are about. */
const CONVERSATION_OF: Readonly<Record<InquiryKind, Conversation>> = {
  contact: 'contact-message',
  speaking: 'speaking-request',
  partnership: 'corporate-partnership',
};

/**
 * RFC 3834's mark of a message no person wrote: well-behaved auto-responders do not answer it, and
 * our own inbound mail sets it aside, so no mail loop can start from one (issue 46).
 */
export const AUTO_GENERATED = { 'Auto-Submitted': 'auto-generated' } as const;

/**
 * The two e-mails of every accepted inquiry: `<kind>-acknowledgement` to the sender and
 * `<kind>-notification` to the organisation (the notification address of the settings, or else the
 * e-mail address of the site details), with Reply-To set to the sender so that answering reaches
 * them; the acknowledgement has Reply-To that address, so that answering it reaches the organisation
 * (with INBOUND_ADDRESS: the conversation's tagged reply address, InquiryConversations). They are queued in the transaction that stores the inquiry (MailService.transaction): the row and its mails exist together
 * or not at all.
 */
@Injectable()
export class InquiryMailer {
  /** The notification address each mail transaction read (once per transaction). */
  private readonly addresses = new WeakMap<TransactionalMail, Promise<string>>();

  constructor(
    private readonly settings: SettingsService,
    private readonly conversations: InquiryConversations,
  ) {}

  /**
   * The headers (and Message-ID) of a mail to the sender about the inquiry `conversation`: with
   * INBOUND_ADDRESS, Reply-To its tagged reply address and a recorded Message-ID, so that an answer
   * joins its conversation; without, Reply-To the notification address (answering reaches the
   * organisation's mailbox). `automatic`: a mail no person wrote (an acknowledgement), marked so.
   */
  async toSender(
    mail: TransactionalMail,
    conversation: { kind: Conversation; id: string },
    { automatic = false }: { automatic?: boolean } = {},
  ): Promise<Pick<SendOptions, 'headers' | 'messageId'>> {
    const tagged = await this.conversations.headers(conversation, mail.manager);
    if (!tagged) return { headers: { 'Reply-To': await this.notificationAddress(mail) } };
    return {
      headers: { 'Reply-To': tagged.replyTo, ...(automatic ? AUTO_GENERATED : {}) },
      messageId: tagged.messageId,
    };
  }

  /**
   * Where notifications of new inquiries go: the address set in the admin panel's settings, else
   * NOTIFICATION_EMAIL, else the organisation's e-mail (SettingsService.notificationAddress; read in
   * each mail transaction, so a change applies to the next one on every instance), through the mail
   * transaction, and read once in it, like its organisation's details.
   */
  notificationAddress(mail: TransactionalMail): Promise<string> {
    let address = this.addresses.get(mail);
    if (!address) {
      address = this.settings
        .notificationEmail(mail.manager)
        .then(async (chosen) => chosen ?? (await mail.siteDetails()).email);
      this.addresses.set(mail, address);
    }
    return address;
  }

  /**
   * `acknowledge: false` leaves out the acknowledgement (a member who turned Email Notifications
   * off); the organisation's notification is always sent.
   */
  async send(
    mail: TransactionalMail,
    kind: InquiryKind,
    inquiryId: string,
    sender: string,
    context: Record<string, unknown>,
    { acknowledge = true }: { acknowledge?: boolean } = {},
  ): Promise<void> {
    // Answering the acknowledgement reaches the organisation (its conversation with INBOUND_ADDRESS),
    // as answering a reply does.
    if (acknowledge) {
      await mail.send(`${kind}-acknowledgement`, sender, {
        context,
        ...(await this.toSender(
          mail,
          { kind: CONVERSATION_OF[kind], id: inquiryId },
          { automatic: true },
        )),
      });
    }
    await this.notify(mail, `${kind}-notification`, sender, context);
  }

  /**
   * Queues a notification to the organisation (or to `to`, e.g. an inquiry's assignee), Reply-To the
   * sender. With INBOUND_ADDRESS it is marked automatic (AUTO_GENERATED): were it ever to come back
   * to the inbound address, it is set aside, never answered.
   */
  async notify(
    mail: TransactionalMail,
    template: string,
    replyTo: string,
    context: Record<string, unknown>,
    to?: string,
  ): Promise<void> {
    await mail.send(template, to ?? (await this.notificationAddress(mail)), {
      context,
      headers: {
        'Reply-To': replyTo,
        ...(this.conversations.enabled ? AUTO_GENERATED : {}),
      },
    });
  }
}
