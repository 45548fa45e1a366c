import {
  DynamicModule,
  ForwardReference,
  MiddlewareConsumer,
  Module,
  NestModule,
  Type,
} from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { SettingsAdminModule } from './settings-admin/settings-admin.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AccountModule } from './account/account.module';
import { UsersAdminModule } from './users-admin/users-admin.module';
import { CarouselsModule } from './carousels/carousels.module';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { RateLimitModule } from './common/rate-limit.module';
import { RequestOriginMiddleware } from './common/request-origin.middleware';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { InboundMailModule } from './inbound-mail/inbound-mail.module';
import { InquiriesModule } from './inquiries/inquiries.module';
import { InquiryConversionModule } from './inquiry-conversion/inquiry-conversion.module';
import { loggerOptions } from './logger';
import { MailModule } from './mail/mail.module';
import { MemberModule } from './member/member.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NewsletterCampaignsModule } from './newsletter-campaigns/newsletter-campaigns.module';
import { PartnershipsModule } from './partnerships/partnerships.module';
import { SampleContentModule } from './sample-content/sample-content.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { PagesModule } from './pages/pages.module';
import { UploadsModule } from './uploads/uploads.module';
import { MediaLibraryModule } from './media-library/media-library.module';

@Module({})
export class AppModule implements NestModule {
  /** `extraImports`: modules only tests add (e.g. a test-only admin controller). */
  static forRoot(
    config: AppConfig,
    extraImports: (Type | DynamicModule | ForwardReference)[] = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        ScheduleModule.forRoot(),
        RateLimitModule,
        SettingsModule,
        MailModule,
        AuditModule,
        AuthModule,
        AccountModule,
        UsersAdminModule,
        HealthModule,
        NewsletterModule,
        NewsletterCampaignsModule,
        TestimonialsModule,
        PagesModule,
        CarouselsModule,
        UploadsModule,
        MediaLibraryModule,
        InquiriesModule,
        InboundMailModule,
        PartnershipsModule,
        InquiryConversionModule,
        MemberModule,
        AdminModule,
        SettingsAdminModule,
        SeoModule,
        SampleContentModule,
        ...extraImports,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestOriginMiddleware).forRoutes('{*path}');
  }
}
