import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { TwoFactorModule } from '../auth/two-factor/two-factor.module';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminUsersService } from './admin-users.service';
import { UsersAdminController } from './users.admin.controller';
import { UsersModule } from '../users/users.module';

/**
 * Users administration (`/api/admin/users`). It owns no table: it changes accounts through
 * UsersService, mails through AccountMailer and records through AuditService.
 */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    SessionsModule,
    AuditModule,
    TwoFactorModule,
    RateLimitStorageModule,
  ],
  controllers: [UsersAdminController],
  providers: [AdminUsersService],
})
export class UsersAdminModule {}
