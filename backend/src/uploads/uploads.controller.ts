import { UPLOAD_MAX_BYTES } from '@bb/shared/admin-content';
import {
  decodeMediaFileName,
  MEDIA_FILE_NAME_HEADER,
  MEDIA_LIBRARY_HEADER,
} from '@bb/shared/media';
import { HttpCode, HttpException, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AcceptsBody } from '../common/body-type';
import { ErrorResponseDto } from '../common/error-response.dto';
import { UPLOAD_MESSAGES, UploadRefusedError } from './image-pipeline';
import { ImageWorker } from './image-worker';
import { readBodyLimited } from './read-body';
import { UploadResultDto, UploadStartDto } from './uploads.dto';
import { UploadsService } from './uploads.service';
import { ApiCreatedAnswers, AdminApiController, ApiErrors } from '../common/api-answers';

const DAILY_BUDGET_ANSWER =
  "The daily upload budget is used up (Retry-After: the seconds until midnight in the organisation's time zone)";
const STORAGE_BUDGET_ANSWER = 'The storage budget for uploaded images is used up';

function headerOf(req: Request, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/** The media types the PUT takes; the bytes decide what the image is, whichever is sent. */
export const UPLOAD_BODY_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/octet-stream',
];

/**
 * Image uploads for the admin panel (spec 001 "Upload start response"; DESIGN.md "Uploads"): an
 * address for one upload, then the PUT of the raw image to it.
 */
@AdminApiController('objects/upload', 'media')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly images: ImageWorker,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'An address to upload one image to',
    description:
      'No body (or {}). The uploadURL is signed for one PUT by this administrator and expires after ' +
      '15 minutes. Refused while an upload budget (site settings) is used up.',
  })
  @ApiCreatedResponse({ type: UploadStartDto })
  @ApiErrors({ tooMany: DAILY_BUDGET_ANSWER })
  @ApiResponse({ status: 507, type: ErrorResponseDto, description: STORAGE_BUDGET_ANSWER })
  start(@Actor() actor: AuditActor): Promise<UploadStartDto> {
    return this.uploads.start(actor);
  }

  @Put(':token')
  @HttpCode(201)
  @AcceptsBody(...UPLOAD_BODY_TYPES)
  @ApiOperation({
    summary: 'Upload one image (the raw file as the body) to an address from POST /objects/upload',
    description:
      'The bytes decide: JPEG, PNG, WebP or GIF only (415 otherwise), at most 5 MB (413, as soon as ' +
      'the body passes it) and 25 megapixels (413). The image is turned upright, stripped of every ' +
      'metadata and stored as AVIF and WebP in the widths 480, 960 and 1440 that it reaches. The ' +
      'address is used by this request whatever its outcome (410 on a second use); another ' +
      "administrator's address is a 403. An image that would pass an upload budget (site " +
      'settings: what the images first stored today, and all stored images, may take) is refused ' +
      '(429 for the daily budget, 507 for the storage budget), its message naming the limit; ' +
      'nothing is stored and the address is used. A budget already used up is refused before the ' +
      'address is used.',
  })
  @ApiParam({ name: 'token', description: 'The token of the upload address' })
  @ApiHeader({
    name: MEDIA_FILE_NAME_HEADER,
    required: false,
    description:
      'The original file name, percent-encoded UTF-8 (encodeURIComponent), at most 255 characters ' +
      'decoded; control characters are dropped, and a name that cannot be decoded or is too long is ' +
      'ignored (the upload goes on). Kept by the media library on the first upload of these bytes.',
  })
  @ApiHeader({
    name: MEDIA_LIBRARY_HEADER,
    required: false,
    description:
      '1: uploaded through the media library on purpose, so the hourly clean-up keeps it unused.',
  })
  @ApiConsumes(...UPLOAD_BODY_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedAnswers(UploadResultDto, {
    invalid: 'Empty, damaged or incomplete',
    forbidden: true,
    notFound: 'Unknown address',
    tooMany: DAILY_BUDGET_ANSWER,
  })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Address used or expired' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto })
  @ApiResponse({
    status: 507,
    type: ErrorResponseDto,
    description: `No room left on the server to store the files, or ${STORAGE_BUDGET_ANSWER[0].toLowerCase()}${STORAGE_BUDGET_ANSWER.slice(1)}: nothing was stored`,
  })
  async upload(
    @Actor() actor: AuditActor,
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadResultDto> {
    try {
      // A declared length over the limit is refused before the address is used.
      if (Number(req.headers['content-length']) > UPLOAD_MAX_BYTES)
        throw new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge);
      await this.uploads.refuseWhenBudgetUsedUp();
      const ticket = await this.uploads.claim(actor, token);
      const body = await readBodyLimited(req, UPLOAD_MAX_BYTES);
      // In the image worker's process, at the lowest CPU priority: visitors go first.
      const processed = await this.images.process(body);
      return await this.uploads.store(actor, ticket, processed, {
        fileName: decodeMediaFileName(headerOf(req, MEDIA_FILE_NAME_HEADER)),
        kept: headerOf(req, MEDIA_LIBRARY_HEADER) === '1',
      });
    } catch (err) {
      // Not reading the rest of a refused body: the answer ends the connection instead.
      if (!req.complete) res.setHeader('Connection', 'close');
      if (err instanceof UploadRefusedError)
        throw new HttpException({ statusCode: err.status, message: err.message }, err.status);
      throw err;
    }
  }
}
