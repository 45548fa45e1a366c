import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { SettingsModule } from '../settings/settings.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { NewsletterCampaign } from './campaign.entity';
import { CampaignRunner } from './campaign-runner';
import { CampaignsAdminController } from './campaigns.admin.controller';
import { CampaignsService } from './campaigns.service';
import { NewsletterDelivery, NewsletterSendWindow } from './delivery.entity';
import { NewsletterArchiveController } from './newsletter-archive.controller';

/**
 * Newsletter campaigns (issue 23): composing, sending through the mail queue's bulk queue under a
 * throttle, and the public archive. Owns the campaign, delivery and throttle tables; reaches the
 * subscribers through NewsletterService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([NewsletterCampaign, NewsletterDelivery, NewsletterSendWindow]),
    AuditModule,
    MediaModule,
    NewsletterModule,
    SettingsModule,
    ReviewsModule,
  ],
  controllers: [CampaignsAdminController, NewsletterArchiveController],
  providers: [CampaignsService, CampaignRunner],
  exports: [CampaignsService],
})
export class NewsletterCampaignsModule {}
