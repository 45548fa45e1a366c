import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { PagesModule } from '../pages/pages.module';
import { ContentRevisionsModule } from '../content-revisions/content-revisions.module';
import { NewsletterCampaignsModule } from '../newsletter-campaigns/newsletter-campaigns.module';
import { CarouselsModule } from '../carousels/carousels.module';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MediaModule } from '../media/media.module';
import { SettingsModule } from '../settings/settings.module';
import { TestimonialsModule } from '../testimonials/testimonials.module';
import { ImageWorker } from './image-worker';
import { UploadFilesController } from './upload-files.controller';
import { UploadTicket } from './upload-ticket.entity';
import { Upload } from './upload.entity';
import { LocalStorageDriver } from './storage/local-storage';
import { S3StorageDriver } from './storage/s3-storage';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** The storage driver the configuration names (config.ts, S3_* variables). */
export function storageDriverFor(config: AppConfig): StorageDriver {
  const storage = config.uploadStorage;
  return storage.driver === 's3'
    ? new S3StorageDriver(storage)
    : new LocalStorageDriver(storage.dir);
}

/**
 * Owns `upload` and `upload_ticket` and the uploaded files: upload addresses, the image pipeline,
 * serving the images and removing unused ones (asking the modules that show images which ones they
 * use: testimonials, carousels, pages and their revisions, newsletter campaigns).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Upload, UploadTicket]),
    AuditModule,
    TestimonialsModule,
    CarouselsModule,
    PagesModule,
    ContentRevisionsModule,
    NewsletterCampaignsModule,
    MediaModule,
    SettingsModule,
  ],
  controllers: [UploadsController, UploadFilesController],
  providers: [
    UploadsService,
    ImageWorker,
    { provide: STORAGE_DRIVER, useFactory: storageDriverFor, inject: [APP_CONFIG] },
  ],
  exports: [UploadsService],
})
export class UploadsModule {}
