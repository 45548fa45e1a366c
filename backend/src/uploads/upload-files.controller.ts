import { parseUploadUrl, UPLOADS_PREFIX } from '@bb/shared/admin-content';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '../common/access';
import { ErrorResponseDto } from '../common/error-response.dto';
import { parseMailRenditionName } from './mail-rendition';
import { UPLOAD_TICKET_MESSAGES, UploadsService } from './uploads.service';
import { ApiAnswers } from '../common/api-answers';

/** The paths this controller answers at the site's root (app.setup.ts keeps them out of /api). */
export const UPLOAD_FILE_ROUTES = ['uploads/:name', 'uploads/t/:id'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Uploaded images, served by this app from whichever storage holds them (never a redirect to a
 * bucket: the Content-Security-Policy shows images from the site's own origin only). Names are
 * content-hashed, so a file never changes: cached for a year, immutable. The variants (AVIF, WebP)
 * are for this site's pages (Cross-Origin-Resource-Policy: same-origin, helmet's); a mail rendition
 * (JPEG, PNG: mail-rendition.ts) is for mail apps, their image proxies and the admin's sandboxed
 * preview, so any origin may load it, by an image element or a CORS request, without a cookie.
 */
@ApiTags('public')
@Public()
@Controller('uploads')
export class UploadFilesController {
  constructor(private readonly uploads: UploadsService) {}

  @Get('t/:id')
  @ApiOperation({
    summary: "An upload address's stable alias (its publicPath): redirects to the stored image",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiFoundResponse({ description: "Location: the image's URL" })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Nothing uploaded there (yet)' })
  async alias(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const target = UUID.test(id) ? await this.uploads.aliasTarget(id.toLowerCase()) : null;
    if (!target) {
      res.setHeader('Cache-Control', 'no-store');
      throw new NotFoundException(UPLOAD_TICKET_MESSAGES.noImage);
    }
    // The alias never points elsewhere once set.
    res.setHeader('Cache-Control', IMMUTABLE);
    res.redirect(302, target);
  }

  @Get(':name')
  @ApiOperation({
    summary:
      'An uploaded image by its content-hashed name: a variant (AVIF or WebP) or its mail rendition (JPEG or PNG, loadable from any origin)',
  })
  @ApiParam({
    name: 'name',
    description:
      '{hash}-{width}x{height}-{variantWidth}.{avif|webp}, or the mail rendition {hash}-{width}x{height}-{renditionWidth}.{jpg|png}',
    example: '0123456789abcdef0123456789abcdef-4000x3000-960.webp',
  })
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg', 'image/png')
  @ApiAnswers(
    { description: 'The image', schema: { type: 'string', format: 'binary' } },
    { notFound: true },
  )
  async file(
    @Param('name') name: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // Only names of the upload patterns reach the storage: no path, no traversal.
    const rendition = parseMailRenditionName(name) !== null;
    const file =
      rendition || parseUploadUrl(`${UPLOADS_PREFIX}${name}`)
        ? await this.uploads.file(name)
        : null;
    if (!file) {
      res.setHeader('Cache-Control', 'no-store');
      throw new NotFoundException(UPLOAD_TICKET_MESSAGES.noImage);
    }
    const etag = `"${name}"`;
    if (rendition) {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Access-Control-Allow-Origin', '*');
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', file.contentType);
    const ifNoneMatch = req.headers['if-none-match'];
    if (
      req.method === 'HEAD' ||
      (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    ) {
      file.body.destroy();
      if (req.method === 'HEAD') res.setHeader('Content-Length', String(file.size));
      res.status(req.method === 'HEAD' ? 200 : 304).end();
      return;
    }
    res.setHeader('Content-Length', String(file.size));
    res.status(200);
    try {
      await pipeline(file.body, res);
    } catch {
      // The client went away, or the storage failed midway: the connection is ended either way.
      res.destroy();
    }
  }
}
