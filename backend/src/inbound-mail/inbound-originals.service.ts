import type { InboundOriginal } from '@bb/shared/admin';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AddressObject, simpleParser } from 'mailparser';
import { Repository } from 'typeorm';
import { wholeTextOf } from './answer-text';
import { InboundAttachment } from './inbound-attachment.entity';
import { InboundMessage } from './inbound-message.entity';

export const INBOUND_MESSAGES = {
  messageNotFound: 'We could not find that e-mail.',
  attachmentNotFound: 'We could not find that attachment.',
} as const;

/** An address header as one line ("Name <a@b>, c@d"). */
function line(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []]
    .flat()
    .map((o) => o.text)
    .join(', ');
}

/**
 * What staff open of a received e-mail (issue 46): the whole original as safe text, and the files
 * kept of it. Both only through the admin API (permission 'inbox'), never served publicly.
 */
@Injectable()
export class InboundOriginalsService {
  constructor(
    @InjectRepository(InboundMessage) private readonly messages: Repository<InboundMessage>,
    @InjectRepository(InboundAttachment)
    private readonly attachments: Repository<InboundAttachment>,
  ) {}

  /** The whole original: its sender, recipients, subject and whole text (HTML as text); 404 unknown. */
  async original(id: string): Promise<InboundOriginal> {
    const row = await this.messages.findOneBy({ id });
    if (!row) throw new NotFoundException(INBOUND_MESSAGES.messageNotFound);
    const parsed = await simpleParser(row.raw, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
    });
    return {
      id: row.id,
      from: line(parsed.from),
      to: [line(parsed.to), line(parsed.cc)].filter(Boolean).join(', '),
      subject: parsed.subject ?? '',
      receivedAt: row.receivedAt.toISOString(),
      text: wholeTextOf(parsed),
    };
  }

  /** A file kept of the e-mail `id`; 404 for an unknown one or one of another e-mail. */
  async attachment(id: string, attachmentId: string): Promise<InboundAttachment> {
    const row = await this.attachments.findOneBy({ id: attachmentId, inboundMessageId: id });
    if (!row) throw new NotFoundException(INBOUND_MESSAGES.attachmentNotFound);
    return row;
  }
}
