import { Injectable } from '@nestjs/common';
import type { TransactionalMail } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';

export type InquiryKind = 'contact' | 'speaking' | 'partnership';

/**
 * The two e-mails of every accepted inquiry: `<kind>-acknowledgement` to the sender and
 * `<kind>-notification` to the organisation (the notification address of the settings, or else the
 * e-mail address of the site details), with Reply-To set to the sender so that answering reaches
 * them; the acknowledgement has Reply-To that address, so that answering it reaches the organisation. They are queued in the transaction that stores the inquiry (MailService.transaction): the row and its mails exist together
 * or not at all.
 */
@Injectable()
export class InquiryMailer {
  /** The notification address each mail transaction read (once per transaction). */
  private readonly addresses = new WeakMap<TransactionalMail, Promise<string>>();

  constructor(private readonly settings: SettingsService) {}

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
    sender: string,
    context: Record<string, unknown>,
    { acknowledge = true }: { acknowledge?: boolean } = {},
  ): Promise<void> {
    // Answering the acknowledgement reaches the organisation, as answering a reply does.
    if (acknowledge) {
      await mail.send(`${kind}-acknowledgement`, sender, {
        context,
        headers: { 'Reply-To': await this.notificationAddress(mail) },
      });
    }
    await this.notify(mail, `${kind}-notification`, sender, context);
  }

  /** Queues a notification to the organisation, Reply-To the sender. */
  async notify(
    mail: TransactionalMail,
    template: string,
    replyTo: string,
    context: Record<string, unknown>,
  ): Promise<void> {
    await mail.send(template, await this.notificationAddress(mail), {
      context,
      headers: { 'Reply-To': replyTo },
    });
  }
}
