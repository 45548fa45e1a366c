import { Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { UsersModule } from '../users/users.module';
import { AccountMailer } from './account-mailer';
import { AdminBootstrap } from './admin-bootstrap';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CurrentUserMiddleware } from './current-user.middleware';
import { EmailToken } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import { createSessionMiddleware } from './session';
import { SessionAuthGuard } from './session-auth.guard';
import { createSignedInHintMiddleware } from './signed-in-hint';

@Module({
  imports: [TypeOrmModule.forFeature([EmailToken]), UsersModule, RateLimitStorageModule],
  controllers: [AuthController],
  providers: [
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    AuthService,
    EmailTokensService,
    AccountMailer,
    AdminGuard,
    AdminBootstrap,
  ],
  exports: [AccountMailer, EmailTokensService, AdminGuard],
})
export class AuthModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(
        createSessionMiddleware(this.config, this.dataSource),
        createSignedInHintMiddleware(this.config),
        CurrentUserMiddleware,
      )
      .forRoutes('{*path}');
  }
}
