import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { ContentRevision } from './content-revision.entity';
import { ContentRevisionsService } from './content-revisions.service';

/** Content history (table content_revision): kept by the pages and the organisation details. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentRevision]), SettingsModule],
  providers: [ContentRevisionsService],
  exports: [ContentRevisionsService],
})
export class ContentRevisionsModule {}
