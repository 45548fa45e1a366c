import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { PublicAnswersModule } from '../public-answer-cache/public-answers';
import { ContentRevisionsModule } from '../content-revisions/content-revisions.module';
import { SettingsModule } from '../settings/settings.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { PageContentRow } from './page-content.entity';
import { PagePreviews } from './page-preview';
import { PagesAdminController } from './pages.admin.controller';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';

/** The public pages' documents: published, drafts, publishing (table page_content). */
@Module({
  imports: [
    TypeOrmModule.forFeature([PageContentRow]),
    AuditModule,
    PublicAnswersModule,
    SettingsModule,
    ContentRevisionsModule,
    SchedulingModule,
    MediaModule,
    ReviewsModule,
  ],
  controllers: [PagesController, PagesAdminController],
  providers: [PagesService, PagePreviews],
  exports: [PagesService, PagePreviews],
})
export class PagesModule {}
