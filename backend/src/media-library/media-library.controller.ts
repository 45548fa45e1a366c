import { Requires } from '../common/access';
import { LIST_PAGE_SIZE_MAX } from '@bb/shared/admin';
import {
  MEDIA_FILE_NAME_HEADER,
  MEDIA_LIBRARY_HEADER,
  MEDIA_PAGE_SIZE_DEFAULT,
  type MediaDetail,
  type MediaPage,
} from '@bb/shared/media';
import { Body, Delete, Get, Header, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AdminApiController, ApiAnswers, ApiErrors, ApiRecordAnswers } from '../common/api-answers';
import { MediaIdPipe } from './media-id.pipe';
import {
  MediaDetailDto,
  MediaListQueryDto,
  MediaPageDto,
  MediaUpdateDto,
} from './media-library.dto';
import { MediaLibraryService } from './media-library.service';

const ID_PARAM = ApiParam({
  name: 'id',
  description: "The image's content hash: 32 lowercase hexadecimal characters",
  example: '0123456789abcdef0123456789abcdef',
});

/**
 * The media library (issue 24 part 3, /admin/media): every uploaded image with its details and the
 * places that use it. Images are added by the upload API (PUT /api/objects/upload/{token}, headers
 * `${MEDIA_FILE_NAME_HEADER}` and `${MEDIA_LIBRARY_HEADER}`).
 */
@AdminApiController('admin/media', 'media')
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The images matching the search and filter, one page',
    description:
      `Without page parameters, the first page of ${MEDIA_PAGE_SIZE_DEFAULT} (at most ` +
      `${LIST_PAGE_SIZE_MAX}), newest upload first. Uploads send ${MEDIA_FILE_NAME_HEADER} ` +
      `(the original file name) and ${MEDIA_LIBRARY_HEADER}: 1 (kept in the library).`,
  })
  @ApiAnswers(MediaPageDto, { invalid: true })
  list(@Query() query: MediaListQueryDto): Promise<MediaPage> {
    return this.library.page(query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'One image with the places that use it',
    description:
      "A use's alt null means it takes the library's alt text; '' that it is decorative there.",
  })
  @ID_PARAM
  @ApiRecordAnswers(MediaDetailDto)
  detail(@Param('id', MediaIdPipe) id: string): Promise<MediaDetail> {
    return this.library.detail(id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change an image's library details (only the fields sent); it becomes kept",
    description:
      "fileName and altText: null or '' clears; focalX, focalY: 0 to 1. The alt text is the " +
      'default wherever the image is used without its own (public carousels at once; a page ' +
      'draft when it is saved). An empty body is a 400.',
  })
  @ID_PARAM
  @ApiRecordAnswers(MediaDetailDto)
  update(
    @Actor() actor: AuditActor,
    @Param('id', MediaIdPipe) id: string,
    @Body() dto: MediaUpdateDto,
  ): Promise<MediaDetail> {
    return this.library.update(actor, id, dto);
  }

  @Requires('media.delete')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an image nothing but kept revisions uses (its files too)',
    description:
      'Kept revisions of pages (uses of kind page-revision) do not keep an image: they show a ' +
      'placeholder where it was once it is deleted, and restoring one asks for another image. 409 ' +
      'while anything else uses it: the message names those places (GET lists them).',
  })
  @ID_PARAM
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({
    invalid: true,
    notFound: true,
    conflict:
      'Still used (kept revisions aside): the message names the places (GET /api/admin/media/{id} lists them)',
  })
  async delete(@Actor() actor: AuditActor, @Param('id', MediaIdPipe) id: string): Promise<void> {
    await this.library.delete(actor, id);
  }
}
