import { Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BodyTypeGuard } from '../common/body-type';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SessionsModule } from '../sessions/sessions.module';
import { SessionsService } from '../sessions/sessions.service';
import { createSignedInHintMiddleware } from '../sessions/signed-in-hint';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AccountMailer } from './account-mailer';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CurrentUserMiddleware } from './current-user.middleware';
import { EmailToken } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import { LocalStrategy } from './local.strategy';
import { TwoFactorModule } from './two-factor/two-factor.module';

/**
 * Sign-in: sessions on every request (then the signed-in hint, then the user loader), the one global
 * role guard, the sign-in API (passport-local: LocalStrategy, LocalAuthGuard) and the one-time e-mail links (table `email_token`).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailToken]),
    PassportModule,
    UsersModule,
    SessionsModule,
    RateLimitStorageModule,
    AuditModule,
    TwoFactorModule,
  ],
  controllers: [AuthController],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    // After the access guard (global guards run in the order registered): a signed-out request to
    // a protected route is a 401 whatever its body, before the body's type is judged (415).
    { provide: APP_GUARD, useClass: BodyTypeGuard },
    AuthService,
    LocalStrategy,
    EmailTokensService,
    AccountMailer,
  ],
  exports: [AccountMailer, EmailTokensService],
})
export class AuthModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(
        this.sessions.middleware(),
        createSignedInHintMiddleware(this.config),
        CurrentUserMiddleware,
      )
      .forRoutes('{*path}');
  }
}
