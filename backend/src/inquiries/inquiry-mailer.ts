import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';

export type InquiryKind = 'contact' | 'speaking' | 'partnership';

/**
 * The two e-mails of every accepted inquiry: `<kind>-acknowledgement` to the sender and
 * `<kind>-notification` to the organisation (NOTIFICATION_EMAIL, or else the e-mail address of the site
 * details), with Reply-To set to the sender so that answering reaches them. Called after the inquiry
 * is stored; a problem queuing either mail is logged and never fails the request, whose inquiry is
 * already safe.
 */
@Injectable()
export class InquiryMailer {
  private readonly logger = new Logger('InquiryMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /** Where notifications of new inquiries go. */
  async notificationAddress(): Promise<string> {
    return this.config.notificationEmail ?? (await this.settings.siteDetails()).email;
  }

  /**
   * `acknowledge: false` leaves out the acknowledgement (a member who turned Email Notifications
   * off); the organisation's notification is always sent.
   */
  async send(
    kind: InquiryKind,
    sender: string,
    context: Record<string, unknown>,
    { acknowledge = true }: { acknowledge?: boolean } = {},
  ): Promise<void> {
    if (acknowledge) {
      try {
        await this.mail.send(`${kind}-acknowledgement`, sender, { context });
      } catch (err) {
        this.logger.error({ err, kind }, 'Could not queue the acknowledgement of an inquiry');
      }
    }
    await this.notify(`${kind}-notification`, sender, context);
  }

  /** Queues a notification to the organisation, Reply-To the sender; a problem is logged only. */
  async notify(template: string, replyTo: string, context: Record<string, unknown>): Promise<void> {
    try {
      await this.mail.send(template, await this.notificationAddress(), {
        context,
        headers: { 'Reply-To': replyTo },
      });
    } catch (err) {
      this.logger.error({ err, template }, 'Could not queue a notification to the organisation');
    }
  }
}
