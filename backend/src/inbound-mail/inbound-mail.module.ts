import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboundMessage } from './inbound-message.entity';
import { InboundMailService } from './inbound-mail.service';
import { InboundProcessor } from './inbound-processor';
import { ImapReader } from './imap-reader';

/**
 * Customers' e-mail answers (issue 46): owns the table `inbound_message`. The SMTP receiver and the
 * IMAP reader (imap-reader.ts: INBOUND_IMAP_URL, read once across instances, moved only once stored)
 * hand every message to InboundMailService.receive; InboundProcessor turns it into a
 * thread entry or a contact message through the inquiry modules' services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InboundMessage])],
  providers: [InboundMailService, InboundProcessor, ImapReader],
  exports: [InboundMailService],
})
export class InboundMailModule {}
