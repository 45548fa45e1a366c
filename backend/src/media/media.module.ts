import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaItem } from './media-item.entity';
import { MediaService } from './media.service';

/**
 * Owns `media_item`, the media library's details of uploaded images (issue 24 part 3). Imports
 * nothing of the content modules, so that any of them (and UploadsModule) may import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MediaItem])],
  providers: [MediaService],
  exports: [MediaService],
})
export class MediaModule {}
