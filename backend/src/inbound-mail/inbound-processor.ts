import { Injectable } from '@nestjs/common';

/**
 * Handles one stored inbound message (issue 46): reads it, sets automatic mail aside, finds its
 * conversation (the Reply-To tag; else In-Reply-To/References naming a Message-ID we sent; else a new
 * contact message), keeps its new text and attachments, and marks it processed, in one transaction,
 * once across instances.
 *
 * Skeleton of the coordinator's contract: the inbound-processing branch builds it.
 */
@Injectable()
export class InboundProcessor {
  /** Handles the stored message `id` if nobody has yet; safe to call twice and from two instances. */
  async handle(id: string): Promise<void> {
    void id;
  }

  /** Every stored message not handled yet (after a crash between storing and handling), oldest first. */
  async handlePending(): Promise<number> {
    return 0;
  }
}
