import { bookingCalendarFileName, type BookingLogisticsBody } from '@bb/shared/admin';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { inquiryAuditEntry } from './inquiry-audit';
import { AuditService, changesOf } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { MailAttachment, TransactionalMail } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { bookingTitle } from './inquiry-messages';
import { bookingCalendar } from './booking-calendar';
import { ADMIN_INQUIRY_MESSAGES } from './inquiry-refs';
import { SpeakingRequest } from './speaking-request.entity';

export const LOGISTICS_MESSAGES = {
  endWithoutStart: 'Set a start time before an end time.',
  endBeforeStart: 'The end time must be after the start time.',
  noDate: 'Set the event date first: a calendar file needs a date.',
} as const;

const LOGISTICS_FIELDS = [
  'eventDate',
  'eventTime',
  'endTime',
  'location',
  'videoLink',
  'feeNote',
] as const satisfies readonly (keyof BookingLogisticsBody & keyof SpeakingRequest)[];

/**
 * A speaking request's booking logistics (`PATCH /api/admin/speaking-requests/{id}/logistics`): the
 * event's date, start and end times at the venue, the place or video link, and the organisation's
 * internal fee note, audited; and the booking's calendar file (booking-calendar.ts), downloadable
 * from the admin panel and attached to the confirmation e-mail. Saving logistics tells nobody: the
 * member sees them under My Bookings, and the confirmation carries them.
 */
@Injectable()
export class BookingLogisticsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SpeakingRequest) private readonly speaking: Repository<SpeakingRequest>,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Stores the fields given (null clears one); 400 for an end without a start or before it. */
  async set(id: string, body: BookingLogisticsBody, by: AuditActor): Promise<void> {
    await this.speaking.manager.transaction(async (m) => {
      const row = await m.findOne(SpeakingRequest, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
      const given = Object.fromEntries(
        LOGISTICS_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f] ?? null]),
      ) as Partial<Pick<SpeakingRequest, (typeof LOGISTICS_FIELDS)[number]>>;
      const after = { ...row, ...given };
      if (after.endTime && !after.eventTime)
        throw new BadRequestException({
          statusCode: 400,
          message: LOGISTICS_MESSAGES.endWithoutStart,
          errors: { endTime: LOGISTICS_MESSAGES.endWithoutStart },
        });
      if (after.endTime && after.eventTime && after.endTime <= after.eventTime)
        throw new BadRequestException({
          statusCode: 400,
          message: LOGISTICS_MESSAGES.endBeforeStart,
          errors: { endTime: LOGISTICS_MESSAGES.endBeforeStart },
        });
      const changes = changesOf(row, given, LOGISTICS_FIELDS);
      if (!changes) return;
      await m.update(SpeakingRequest, { id }, given);
      await this.audit.record(
        {
          ...inquiryAuditEntry('speaking-request', 'logistics', id, bookingTitle(row), by),
          changes,
        },
        m,
      );
    });
  }

  /** The booking's calendar file; 404 for an unknown id, 409 while it has no date. */
  async calendar(id: string): Promise<{ fileName: string; content: string }> {
    const row = await this.speaking.findOneBy({ id });
    if (!row) throw new NotFoundException(ADMIN_INQUIRY_MESSAGES.speakingNotFound);
    const { organizationName } = await this.settings.siteDetails();
    const content = bookingCalendar(row, organizationName, this.host());
    if (!content || !row.eventDate) throw new ConflictException(LOGISTICS_MESSAGES.noDate);
    return { fileName: bookingCalendarFileName(row.eventDate, row.company), content };
  }

  /** The calendar file to attach to a booking's confirmation, or none while it has no date. */
  async attachmentFor(
    row: SpeakingRequest,
    mail: TransactionalMail,
  ): Promise<MailAttachment[] | undefined> {
    if (!row.eventDate) return undefined;
    const { organizationName } = await mail.siteDetails();
    const content = bookingCalendar(row, organizationName, this.host());
    if (!content) return undefined;
    return [
      {
        filename: bookingCalendarFileName(row.eventDate, row.company),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content,
      },
    ];
  }

  private host(): string {
    return new URL(this.config.publicUrl).hostname;
  }
}
