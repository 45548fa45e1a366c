import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersModule } from './users.module';

/** The member's own account; a module of its own because it uses the auth module's mailer. */
@Module({
  imports: [UsersModule, AuthModule, RateLimitStorageModule, NewsletterModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
