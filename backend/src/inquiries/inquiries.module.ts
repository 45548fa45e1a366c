import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberInboxModule } from '../member/member-inbox.module';
import { SettingsModule } from '../settings/settings.module';
import { ContactMessage } from './contact-message.entity';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryMailer } from './inquiry-mailer';
import { SpeakingRequest } from './speaking-request.entity';

/** Owns contact messages and speaking requests (`contact_message`, `speaking_request`). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessage, SpeakingRequest]),
    SettingsModule,
    MemberInboxModule,
  ],
  controllers: [InquiriesController],
  providers: [InquiriesService, InquiryMailer],
  exports: [InquiriesService, InquiryMailer],
})
export class InquiriesModule {}
