import { Module } from '@nestjs/common';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { UsersModule } from '../users/users.module';
import { MemberInboxModule } from '../member-inbox/member-inbox.module';
import { MemberController } from './member.controller';
import { MemberService } from './member.service';

/**
 * The member area (`/api/my`): bookings, inbox, dashboard figures. It owns no table: it calls the
 * services of the modules that own them.
 */
@Module({
  imports: [InquiriesModule, MemberInboxModule, UsersModule],
  controllers: [MemberController],
  providers: [MemberService],
})
export class MemberModule {}
