import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InboundMessage, type InboundVia } from './inbound-message.entity';
import { InboundProcessor } from './inbound-processor';
import { storageMessageId } from './message-id';

export interface ReceiveOutcome {
  /** The stored message's row (the earlier one for a duplicate). */
  id: string;
  /** The same Message-ID was stored before: nothing new was kept. */
  duplicate: boolean;
}

/**
 * The one way into the product for customers' e-mail (issue 46), whichever way it came (the SMTP
 * receiver, the IMAP reader): the message is stored whole, once per Message-ID, and committed before
 * `receive` resolves, so a caller may then acknowledge it (answer 250, move it out of the mailbox).
 * Handling it follows (InboundProcessor); a failure there never loses the stored message, which is
 * handled again later.
 */
@Injectable()
export class InboundMailService {
  private readonly logger = new Logger(InboundMailService.name);

  constructor(
    @InjectRepository(InboundMessage) private readonly messages: Repository<InboundMessage>,
    private readonly processor: InboundProcessor,
  ) {}

  async receive(raw: Buffer, via: InboundVia): Promise<ReceiveOutcome> {
    const messageId = storageMessageId(raw);
    const inserted = await this.messages
      .createQueryBuilder()
      .insert()
      .into(InboundMessage)
      .values({ messageId, raw, via })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id: string | undefined = inserted.raw[0]?.id;
    if (!id) {
      const earlier = await this.messages.findOneOrFail({
        where: { messageId },
        select: { id: true },
      });
      return { id: earlier.id, duplicate: true };
    }
    try {
      await this.processor.handle(id);
    } catch (error) {
      this.logger.error(
        { err: error, inboundMessageId: id },
        'inbound message kept, not handled yet',
      );
    }
    return { id, duplicate: false };
  }
}
