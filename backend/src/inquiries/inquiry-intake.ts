import { Injectable, Logger } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { PublicUser } from '../auth/request-user';
import { GroupCommit } from '../common/group-commit';
import { MailService } from '../mail/mail.service';
import { type NewMemberMessage, MemberInboxService } from '../member-inbox/member-inbox.service';
import { type InquiryKind, InquiryMailer } from './inquiry-mailer';

/** What every inquiry's row has. */
interface InquiryRow {
  id: string;
  email: string;
}

/** What a public inquiry form stores and sends (contact, speaking request, corporate partnership). */
export interface InquiryForm<D extends { website?: string }, Row extends InquiryRow> {
  /** Its name in the log, e.g. 'contact'. */
  name: string;
  entity: EntityTarget<Row>;
  /** Its e-mails: `<mail>-acknowledgement` and `<mail>-notification` (InquiryMailer). */
  mail: InquiryKind;
  /** The row stored for a submission, sent by `userId` when signed in. */
  row(dto: D, userId: string | null): QueryDeepPartialEntity<Row>;
  /** The acknowledgement in a member's inbox. */
  inboxMessage(row: Row): Omit<NewMemberMessage, 'type'>;
  /** The variables of its two e-mails. */
  context(row: Row): Record<string, unknown>;
}

interface Submission<D> {
  dto: D;
  signedIn: PublicUser | undefined;
}

/**
 * How many submissions one transaction takes at most, and how many such transactions run at once
 * (of the pool's ten connections). Measured with `npm run bench:api` (docs/performance.md).
 */
const BATCH = { maxBatch: 64, maxInFlight: 2 };

/**
 * The way in for the public inquiry forms: a submission's row, the acknowledgement in a member's
 * inbox and its two e-mails are stored in one transaction (MailService.transaction), and the caller
 * is answered once it has committed. Submissions of one form that arrive together share that
 * transaction (GroupCommit: one insert of the rows, one look-up of the senders' accounts, the
 * settings read once, one insert of the inbox messages, one of the e-mails), which is what lets a
 * burst of them be stored several times faster; a batch that fails is written again one submission
 * at a time, so one that cannot be stored fails alone.
 */
@Injectable()
export class InquiryIntake {
  private readonly batches = new Map<
    InquiryForm<{ website?: string }, InquiryRow>,
    GroupCommit<Submission<{ website?: string }>, InquiryRow>
  >();

  private readonly logger = new Logger('Inquiries');

  constructor(
    private readonly mail: MailService,
    private readonly inbox: MemberInboxService,
    private readonly mailer: InquiryMailer,
  ) {}

  /**
   * Stores a submission of `form` (linked to `signedIn` when sent signed in), its member-inbox
   * acknowledgement and its e-mails; resolves with the stored row once committed. A filled honeypot
   * (`website`) is a bot: nothing is stored or sent, the drop is logged, and the answer is null (the
   * caller answers as for a success).
   */
  async submit<D extends { website?: string }, Row extends InquiryRow>(
    form: InquiryForm<D, Row>,
    dto: D,
    signedIn: PublicUser | undefined,
  ): Promise<Row | null> {
    if (dto.website) {
      this.logger.log(
        { form: form.name },
        `Dropped a ${form.name} submission whose hidden honeypot field was filled`,
      );
      return null;
    }
    const key = form as unknown as InquiryForm<{ website?: string }, InquiryRow>;
    let batch = this.batches.get(key);
    if (!batch) {
      batch = new GroupCommit((items) => this.store(key, items), BATCH);
      this.batches.set(key, batch);
    }
    return (await batch.submit({ dto, signedIn })) as Row;
  }

  /** Stores submissions of one form, all in one transaction; answers their rows in order. */
  private store<D extends { website?: string }, Row extends InquiryRow>(
    form: InquiryForm<D, Row>,
    submissions: Submission<D>[],
  ): Promise<Row[]> {
    return this.mail.transaction(async (m, mail) => {
      const values = submissions.map((s) => form.row(s.dto, s.signedIn?.id ?? null));
      const inserted = await m.insert(form.entity, values);
      // The columns given, and those the database filled in (id, defaults, timestamps).
      const rows = values.map(
        (v, i) => ({ ...v, ...(inserted.generatedMaps[i] as ObjectLiteral) }) as unknown as Row,
      );
      const acknowledged = await this.inbox.acknowledgeInquiries(
        rows.map((row, i) => ({
          signedIn: submissions[i].signedIn,
          email: row.email,
          message: form.inboxMessage(row),
        })),
        mail,
      );
      for (const [i, row] of rows.entries())
        await this.mailer.send(
          mail,
          form.mail,
          row.id,
          row.email,
          // The reference the sender was shown on the page, to quote in their answer.
          {
            ...form.context(row),
            reference: (row as { reference?: string | null }).reference ?? null,
          },
          {
            acknowledge: acknowledged[i].emailWanted,
          },
        );
      return rows;
    });
  }
}
