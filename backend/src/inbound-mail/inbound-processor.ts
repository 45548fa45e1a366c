import type { ThreadAttachment } from '@bb/shared/admin';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type EmailAnswer, InquiryEmailAnswers } from '../inquiries/inquiry-email-answers';
import { MailService, type TransactionalMail } from '../mail/mail.service';
import { newTextOf, wholeTextOf } from './answer-text';
import { ATTACHMENT_MAX_BYTES, InboundAttachment } from './inbound-attachment.entity';
import { attachmentTypeOf, safeFilename } from './attachment-types';
import { automaticReason } from './automatic-mail';
import { InboundMessage, type InboundOutcome } from './inbound-message.entity';

/** How often stored messages not handled yet are looked for (after a crash, a database outage). */
const PENDING_INTERVAL_MS = 60_000;
/** How many waiting messages one look handles at most (the next look takes the rest). */
const PENDING_BATCH = 100;

/** What a message became, recorded on its row. */
interface Handled {
  outcome: InboundOutcome;
  detail: string;
}

/** The addresses of an address header (To, Cc), lower-cased. */
function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []]
    .flat()
    .flatMap((o) => o.value)
    .flatMap((a) => (a.address ? [a.address.toLowerCase()] : []));
}

/** `<a@b> <c@d>` (or an array of them) as ids without angle brackets. */
function messageIdsOf(value: string | string[] | undefined): string[] {
  return [value ?? []]
    .flat()
    .flatMap((v) => v.match(/<[^<>\s]+>/g) ?? (v.trim() ? [v.trim()] : []))
    .map((id) => id.replace(/^<|>$/g, ''));
}

/**
 * Handles one stored inbound message (issue 46): reads it, sets automatic mail aside, finds its
 * conversation (the Reply-To tag; else In-Reply-To/References naming a Message-ID we sent; else a new
 * contact message), keeps its new text and attachments, and marks it processed, in one transaction,
 * once across instances (the row is locked FOR UPDATE SKIP LOCKED and handled only while
 * processed_at is null; the thread entry is unique per message too).
 */
@Injectable()
export class InboundProcessor
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(InboundProcessor.name);
  private timer?: NodeJS.Timeout;
  private pending?: Promise<number>;
  private readonly mailFrom: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(InboundMessage) private readonly messages: Repository<InboundMessage>,
    private readonly mail: MailService,
    private readonly answers: InquiryEmailAnswers,
  ) {
    this.mailFrom = (/<([^<>]+)>\s*$/.exec(config.mailFrom)?.[1] ?? config.mailFrom)
      .trim()
      .toLowerCase();
  }

  /** The original of an answer (and its files) goes when its thread entry does. */
  onModuleInit(): void {
    this.answers.onAnswersRemoved(async (ids, m) => {
      await m.delete(InboundMessage, { id: In(ids) });
    });
  }

  /** With INBOUND_ADDRESS: what waits is handled at start, and looked for every minute. */
  onApplicationBootstrap(): void {
    if (!this.config.inboundMail.address) return;
    void this.handlePendingLogged();
    this.timer = setInterval(() => void this.handlePendingLogged(), PENDING_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.pending?.catch(() => 0);
  }

  /** Handles the stored message `id` if nobody has yet; safe to call twice and from two instances. */
  async handle(id: string): Promise<void> {
    await this.handleOne(id);
  }

  /** Every stored message not handled yet (after a crash between storing and handling), oldest first. */
  handlePending(): Promise<number> {
    // One look at a time in an instance; another instance's look skips the rows this one holds.
    this.pending ??= this.lookForPending().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async handlePendingLogged(): Promise<void> {
    try {
      await this.handlePending();
    } catch (error) {
      this.logger.error({ err: error }, 'Inbound mail: could not look for messages to handle');
    }
  }

  private async lookForPending(): Promise<number> {
    const waiting = await this.messages.find({
      select: { id: true },
      where: { processedAt: IsNull() },
      order: { receivedAt: 'ASC' },
      take: PENDING_BATCH,
    });
    let handled = 0;
    for (const { id } of waiting) {
      try {
        if (await this.handleOne(id)) handled++;
      } catch (error) {
        this.logger.error({ err: error, inboundMessageId: id }, 'Inbound mail: not handled yet');
      }
    }
    return handled;
  }

  /** Answers whether this call handled it (false: handled before, or by another instance now). */
  private async handleOne(id: string): Promise<boolean> {
    const done = await this.mail.transaction(async (m, mail) => {
      const rows = (await m.query(
        `SELECT "id", "raw" FROM "inbound_message"
          WHERE "id" = $1 AND "processed_at" IS NULL
          FOR UPDATE SKIP LOCKED`,
        [id],
      )) as { id: string; raw: Buffer }[];
      if (!rows.length) return null;
      const handled = await this.process(id, rows[0].raw, m, mail);
      await m.update(
        InboundMessage,
        { id },
        { processedAt: () => 'now()', outcome: handled.outcome, outcomeDetail: handled.detail },
      );
      return handled;
    });
    if (done)
      this.logger.log(
        { inboundMessageId: id, outcome: done.outcome, detail: done.detail },
        `Inbound mail handled: ${done.outcome}`,
      );
    return done !== null;
  }

  private async process(
    id: string,
    raw: Buffer,
    m: EntityManager,
    mail: TransactionalMail,
  ): Promise<Handled> {
    // Its row was set back to unhandled (by hand, or a restore): its entry is there already.
    if (await this.answers.added(id, m))
      return { outcome: 'thread', detail: 'added before: nothing new' };
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(raw, {
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipTextLinks: true,
        skipImageLinks: true,
      });
    } catch (error) {
      this.logger.warn({ err: error, inboundMessageId: id }, 'Inbound mail: unreadable message');
      return { outcome: 'unreadable', detail: 'the message could not be read' };
    }
    const reason = automaticReason(
      parsed,
      (address) => address === this.mailFrom || this.answers.isReplyAddress(address),
    );
    if (reason) return { outcome: 'automatic', detail: reason.slice(0, 200) };

    const sender = parsed.from!.value[0];
    const whole = wholeTextOf(parsed);
    const answer: EmailAnswer = {
      inboundMessageId: id,
      from: sender.address!.trim().toLowerCase(),
      fromName: sender.name?.replace(/\s+/g, ' ').trim() ?? '',
      subject: (parsed.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
      text: newTextOf(whole) || '(No new text: the whole e-mail is in its original.)',
      attachments: await this.keepAttachments(id, parsed, m),
    };
    const recipients = [
      ...addressesOf(parsed.to),
      ...addressesOf(parsed.cc),
      // Set by the receiving server (and by our SMTP receiver: the envelope's recipients).
      ...parsed.headerLines
        .filter((h) => ['delivered-to', 'x-original-to', 'envelope-to'].includes(h.key))
        .map((h) =>
          h.line
            .slice(h.line.indexOf(':') + 1)
            .trim()
            .replace(/^<|>$/g, '')
            .toLowerCase(),
        ),
    ];
    const references = messageIdsOf(parsed.references).reverse(); // newest first
    const conversation = await this.answers.conversationOf(recipients, [
      ...messageIdsOf(parsed.inReplyTo),
      ...references,
    ]);
    if (conversation) {
      const added = await this.answers.addToConversation(conversation, answer, m, mail);
      if (added)
        return {
          outcome: 'thread',
          detail: `joined the ${added.kind} ${added.inquiryId}`,
        };
    }
    const created = await this.answers.newContactMessage(answer, m, mail);
    return {
      outcome: 'contact',
      detail: `${conversation ? 'its conversation is gone: ' : ''}new contact message ${created.inquiryId}`,
    };
  }

  /**
   * Keeps the attachments that are PDFs, images or office documents of at most 10 MB each, by their
   * bytes (attachmentTypeOf); others are left in the stored original. Images shown inside the HTML
   * (a signature's logo) are not attachments.
   */
  private async keepAttachments(
    id: string,
    parsed: ParsedMail,
    m: EntityManager,
  ): Promise<ThreadAttachment[]> {
    const kept: ThreadAttachment[] = [];
    for (const file of parsed.attachments) {
      if (file.related) continue;
      const content = file.content;
      if (!content.length || content.length > ATTACHMENT_MAX_BYTES) continue;
      const filename = safeFilename(file.filename);
      const contentType = await attachmentTypeOf(content, filename);
      if (!contentType) continue;
      const row = await m.save(
        m.create(InboundAttachment, {
          inboundMessageId: id,
          filename,
          contentType,
          size: content.length,
          content,
        }),
      );
      kept.push({ id: row.id, filename, contentType, size: content.length });
    }
    return kept;
  }
}
