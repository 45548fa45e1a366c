import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { RateLimitStorageModule } from '../common/rate-limit.module';
import { SettingsModule } from '../settings/settings.module';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterAdminController } from './newsletter.admin.controller';
import { NewsletterAdminService } from './newsletter.admin.service';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([NewsletterSubscriber]),
    AuditModule,
    SettingsModule,
    RateLimitStorageModule,
  ],
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterService, NewsletterAdminService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
