import { Module } from '@nestjs/common';
import { CarouselsModule } from '../carousels/carousels.module';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { NewsletterCampaignsModule } from '../newsletter-campaigns/newsletter-campaigns.module';
import { PagesModule } from '../pages/pages.module';
import { SettingsModule } from '../settings/settings.module';
import { PartnershipsModule } from '../partnerships/partnerships.module';
import { TestimonialsModule } from '../testimonials/testimonials.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * What of the admin panel crosses modules: the dashboard's figures, the bell's list, the system
 * health and what is scheduled. It owns no table and calls the services of the modules that own the data.
 */
@Module({
  imports: [
    UsersModule,
    TestimonialsModule,
    InquiriesModule,
    PartnershipsModule,
    UploadsModule,
    PagesModule,
    CarouselsModule,
    NewsletterCampaignsModule,
    SettingsModule,
    ReviewsModule,
  ],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
