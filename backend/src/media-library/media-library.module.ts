import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { MediaModule } from '../media/media.module';
import { UploadsModule } from '../uploads/uploads.module';
import { MediaLibraryController } from './media-library.controller';
import { MediaLibraryService } from './media-library.service';

/**
 * The media library's admin routes (/api/admin/media): MediaModule's details of the images with
 * UploadsModule's uses and deletion of them. A module of its own, so that MediaModule imports
 * nothing (the content modules and UploadsModule import it).
 */
@Module({
  imports: [MediaModule, UploadsModule, AuditModule],
  controllers: [MediaLibraryController],
  providers: [MediaLibraryService],
})
export class MediaLibraryModule {}
