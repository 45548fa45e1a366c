import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { InboundAttachment } from './inbound-attachment.entity';
import { InboundMailAdminController } from './inbound-mail.admin.controller';
import { InboundMessage } from './inbound-message.entity';
import { InboundMailService } from './inbound-mail.service';
import { InboundOriginalsService } from './inbound-originals.service';
import { InboundProcessor } from './inbound-processor';
import { ImapReader } from './imap-reader';
import { InboundSmtpReceiver } from './inbound-smtp-receiver';

/**
 * Customers' e-mail answers (issue 46): owns the tables `inbound_message` and `inbound_attachment`.
 * The SMTP receiver (InboundSmtpReceiver: INBOUND_SMTP_PORT) and the IMAP reader (ImapReader:
 * INBOUND_IMAP_URL, read once across instances, moved only once stored) hand every message to
 * InboundMailService.receive; InboundProcessor turns it into a thread entry or a contact message
 * through the inquiry module's service (InquiryEmailAnswers); staff open the original and its
 * attachments (InboundMailAdminController).
 */
@Module({
  imports: [TypeOrmModule.forFeature([InboundMessage, InboundAttachment]), InquiriesModule],
  controllers: [InboundMailAdminController],
  providers: [
    InboundMailService,
    InboundProcessor,
    InboundSmtpReceiver,
    InboundOriginalsService,
    ImapReader,
  ],
  exports: [InboundMailService],
})
export class InboundMailModule {}
