import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MemberInboxModule } from '../member-inbox/member-inbox.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { PartnershipsModule } from '../partnerships/partnerships.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersModule } from '../users/users.module';

/**
 * The member's own account (`/api/user`). It owns no table: the export and deletion ask each owning
 * module's service.
 */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    SessionsModule,
    RateLimitStorageModule,
    NewsletterModule,
    InquiriesModule,
    PartnershipsModule,
    MemberInboxModule,
  ],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
