import {
  speakingBudgetLabel,
  BOOKING_LEAD_TIME,
  DEFAULT_EVENT_TYPE,
  DEFAULT_INQUIRY_TYPE,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  RESPONSE_TIME,
} from '@bb/shared/inquiries';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { contactInboxText, speakingInboxText } from '../member/inquiry-messages';
import { MemberInboxService } from '../member/member-inbox.service';
import { ContactMessage } from './contact-message.entity';
import { calendarDate, formatCalendarDate } from './event-date';
import type { ContactDto, SpeakingRequestDto } from './inquiries.dto';
import { InquiryMailer } from './inquiry-mailer';
import { SpeakingRequest } from './speaking-request.entity';

@Injectable()
export class InquiriesService {
  private readonly logger = new Logger('Inquiries');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(ContactMessage) private readonly contacts: Repository<ContactMessage>,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly mailer: InquiryMailer,
    private readonly inbox: MemberInboxService,
  ) {}

  /**
   * Stores a contact message and queues its two e-mails. A filled honeypot is a bot: nothing is
   * stored or sent, and the caller answers as for a success. Returns the stored row, or null.
   *
   * `signedIn`: the member who sent it, if signed in: the row is linked to them. The acknowledgement
   * also goes to the inbox of that member, or else of the member whose verified address the form
   * gave; the acknowledgement e-mail is left out for a member who turned Email Notifications off.
   */
  async submitContact(dto: ContactDto, signedIn?: PublicUser): Promise<ContactMessage | null> {
    if (dto.website) return this.dropped('contact');
    const row = await this.contacts.save(
      this.contacts.create({
        name: dto.name,
        email: dto.email,
        company: dto.company ?? null,
        inquiryType: dto.inquiryType ?? DEFAULT_INQUIRY_TYPE,
        message: dto.message,
        userId: signedIn?.id ?? null,
      }),
    );
    const { emailWanted } = await this.inbox.acknowledgeInquiry(
      signedIn,
      row.email,
      contactInboxText(row),
    );
    await this.mailer.send('contact', row.email, this.contactContext(row), {
      acknowledge: emailWanted,
    });
    return row;
  }

  /** The variables of the contact e-mails (also used for a member's reply in the member area). */
  contactContext(row: ContactMessage, inReplyTo?: string): Record<string, unknown> {
    return {
      name: row.name,
      email: row.email,
      company: row.company,
      inquiryTypeLabel: INQUIRY_TYPE_LABELS[row.inquiryType],
      message: row.message,
      responseTime: RESPONSE_TIME.contact,
      inReplyTo: inReplyTo ?? null,
    };
  }

  /** Stores a speaking request and queues its two e-mails (see submitContact). */
  async submitSpeakingRequest(
    dto: SpeakingRequestDto,
    signedIn?: PublicUser,
  ): Promise<SpeakingRequest | null> {
    if (dto.website) return this.dropped('speaking-request');
    const row = await this.speaking.save(
      this.speaking.create({
        contactName: dto.contactName,
        email: dto.email,
        company: dto.company,
        eventType: dto.eventType ?? DEFAULT_EVENT_TYPE,
        eventDate: dto.eventDate ? calendarDate(dto.eventDate) : null,
        attendeeCount: dto.attendeeCount ?? null,
        budget: dto.budget ?? null,
        message: dto.message ?? null,
        userId: signedIn?.id ?? null,
      }),
    );
    const { emailWanted } = await this.inbox.acknowledgeInquiry(signedIn, row.email, {
      ...speakingInboxText(row),
      speakingRequestId: row.id,
    });
    await this.mailer.send('speaking', row.email, this.speakingContext(row), {
      acknowledge: emailWanted,
    });
    return row;
  }

  /** The variables of the speaking-request e-mails. */
  speakingContext(row: SpeakingRequest): Record<string, unknown> {
    return {
      contactName: row.contactName,
      email: row.email,
      company: row.company,
      eventTypeLabel: EVENT_TYPE_LABELS[row.eventType],
      eventDate: row.eventDate ? formatCalendarDate(row.eventDate) : null,
      attendeeCount: row.attendeeCount?.toLocaleString('en-US') ?? null,
      budgetLabel: speakingBudgetLabel(row.budget),
      message: row.message,
      responseTime: RESPONSE_TIME.speaking,
      leadTime: BOOKING_LEAD_TIME,
      adminUrl: `${this.config.publicUrl}/admin/bookings`,
    };
  }

  private dropped(form: string): null {
    this.logger.log(
      { form },
      `Dropped a ${form} submission whose hidden honeypot field was filled`,
    );
    return null;
  }
}
