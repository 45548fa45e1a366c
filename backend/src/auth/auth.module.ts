import { Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AuthController } from './auth.controller';
import { createSessionMiddleware } from './session';
import { SessionAuthGuard } from './session-auth.guard';
import { createSignedInHintMiddleware } from './signed-in-hint';

@Module({
  controllers: [AuthController],
  providers: [{ provide: APP_GUARD, useClass: SessionAuthGuard }],
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
      )
      .forRoutes('{*path}');
  }
}
