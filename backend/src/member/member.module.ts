import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from '../inquiries/contact-message.entity';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { SpeakingRequest } from '../inquiries/speaking-request.entity';
import { CorporatePartnership } from '../partnerships/corporate-partnership.entity';
import { User } from '../users/user.entity';
import { MemberInboxModule } from './member-inbox.module';
import { MemberMessage } from './member-message.entity';
import { MemberController } from './member.controller';
import { MemberGuard } from './member.guard';
import { MemberService } from './member.service';

/** The member area: bookings, inbox, dashboard figures; status and organisation messages. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MemberMessage,
      SpeakingRequest,
      ContactMessage,
      CorporatePartnership,
      User,
    ]),
    InquiriesModule,
    MemberInboxModule,
  ],
  controllers: [MemberController],
  providers: [MemberService, MemberGuard],
  exports: [MemberService],
})
export class MemberModule {}
