import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MemberInboxModule } from '../member-inbox/member-inbox.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { BookingLogisticsController } from './booking-logistics.controller';
import { BookingLogisticsService } from './booking-logistics.service';
import { ContactMessage } from './contact-message.entity';
import { ContactMessagesAdminController } from './contact-messages.admin.controller';
import { InquiriesAdminService } from './inquiries.admin.service';
import { FormPages } from './form-pages';
import { InquiriesController } from './inquiries.controller';
import { InquiryFormPostsController } from './inquiry-form-posts.controller';
import { InquiriesService } from './inquiries.service';
import { InquiryClaims } from './inquiry-claims';
import { InquiryConversations } from './inquiry-conversations';
import { InquiryEmailAnswers } from './inquiry-email-answers';
import { InquiryMailTag, InquirySentMail } from './inquiry-mail-address.entity';
import { MemberConversations } from './member-conversations';
import { InquiryNotesController } from './inquiry-notes.controller';
import { InquiryMergeController } from './inquiry-merge.controller';
import { InquiryMergeService } from './inquiry-merge.service';
import { InquiryNotesService } from './inquiry-notes.service';
import { InquiryInboxService } from './inquiry-inbox.service';
import { InquiryIntake } from './inquiry-intake';
import { InquiryKinds } from './inquiry-kind';
import { InquiryMailer } from './inquiry-mailer';
import { InquiryReply } from './inquiry-reply.entity';
import { InquiryResponder } from './inquiry-responder';
import { InquiryThreadsService } from './inquiry-threads.service';
import {
  ContactMessageTriageController,
  PartnershipTriageController,
  SpeakingRequestTriageController,
} from './inquiry-triage.controller';
import { InquiryTriageService } from './inquiry-triage.service';
import { SpamSender } from './spam-sender.entity';
import { SpeakingRequest } from './speaking-request.entity';
import { SpeakingRequestsAdminController } from './speaking-requests.admin.controller';

/** The providers other modules may use too (every one but BookingLogisticsService). */
const SHARED_PROVIDERS = [
  InquiryKinds,
  InquiryInboxService,
  InquiriesService,
  InquiriesAdminService,
  InquiryMailer,
  InquiryIntake,
  InquiryThreadsService,
  InquiryResponder,
  InquiryClaims,
  MemberConversations,
  InquiryNotesService,
  InquiryTriageService,
  InquiryMergeService,
  InquiryConversations,
  InquiryEmailAnswers,
  FormPages,
];

/**
 * Owns contact messages, speaking requests and the threads of replies to every kind of inquiry
 * (`contact_message`, `speaking_request`, `inquiry_reply`, `spam_sender`, and the e-mail addressing
 * of conversations `inquiry_mail_tag`, `inquiry_sent_mail`): the public forms, the
 * registry of the kinds of inquiry (InquiryKinds: this module registers these two, the partnerships
 * module its own), the admin inbox for every kind (InquiryInboxService, inboxAdminController), and
 * what the organisation sends a sender (InquiryResponder, also used by partnerships), and customers'
 * e-mail answers joining their conversations (InquiryEmailAnswers, used by the inbound-mail module).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ContactMessage,
      SpeakingRequest,
      InquiryReply,
      SpamSender,
      InquiryMailTag,
      InquirySentMail,
    ]),
    SettingsModule,
    MemberInboxModule,
    UsersModule,
    AuditModule,
  ],
  controllers: [
    InquiriesController,
    InquiryFormPostsController,
    SpeakingRequestsAdminController,
    ContactMessagesAdminController,
    BookingLogisticsController,
    InquiryNotesController,
    SpeakingRequestTriageController,
    PartnershipTriageController,
    ContactMessageTriageController,
    InquiryMergeController,
  ],
  providers: [...SHARED_PROVIDERS, BookingLogisticsService],
  exports: SHARED_PROVIDERS,
})
export class InquiriesModule {}
