import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit/audit.module';
import { RateLimitStorageModule } from '../../common/rate-limit.module';
import { SettingsModule } from '../../settings/settings.module';
import { UsersModule } from '../../users/users.module';
import { RecoveryCodeRow } from './recovery-code.entity';
import { TwoFactorCipher } from './two-factor-cipher';
import { TwoFactorController, TwoFactorSignInController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in: owns `two_factor_recovery_code`; the key's columns on `app_user` belong to
 * UsersModule and are changed through UsersService. Sign-in (AuthModule) and the users
 * administration call TwoFactorService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RecoveryCodeRow]),
    UsersModule,
    SettingsModule,
    RateLimitStorageModule,
    AuditModule,
  ],
  controllers: [TwoFactorSignInController, TwoFactorController],
  providers: [TwoFactorService, TwoFactorCipher],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
