import type { InboundOriginal } from '@bb/shared/admin';
import { Get, Header, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiProperty } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminApiController, ApiRecordAnswers } from '../common/api-answers';
import { IdParam } from '../common/id.pipe';
import { InboundOriginalsService } from './inbound-originals.service';

export class InboundOriginalDto implements InboundOriginal {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Sam Lee <sam@example.org>' }) from: string;
  @ApiProperty({ example: 'replies+…@org.example', description: 'Its To and Cc' }) to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty({
    description:
      'The whole text, quoted history included; an HTML-only message turned into plain text',
  })
  text: string;
}

/** A name for Content-Disposition: ASCII for old clients, the real one as filename* (RFC 6266). */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The originals of customers' e-mail answers and their files, for staff (docs/admin-api.md). */
@AdminApiController('admin/inbound-mail', 'inbox')
export class InboundMailAdminController {
  constructor(private readonly originals: InboundOriginalsService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The whole original of an e-mail answer',
    description:
      'A thread entry that came by e-mail names it (`email.originalId`): its sender, recipients, ' +
      'subject and whole text as plain text (quoted history included; HTML turned into text).',
  })
  @ApiRecordAnswers(InboundOriginalDto)
  original(@IdParam('e-mail') id: string): Promise<InboundOriginal> {
    return this.originals.original(id);
  }

  @Get(':id/attachments/:attachmentId')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download a file that came with an e-mail answer',
    description:
      'One of the thread entry’s `email.attachments`: a PDF, image or office document of at most ' +
      '10 MB, its type checked by its bytes. Always a download (Content-Disposition: attachment, ' +
      'X-Content-Type-Options: nosniff), for staff only.',
  })
  @ApiProduces('application/octet-stream')
  @ApiRecordAnswers({
    description: 'The file (Content-Disposition: attachment)',
    schema: { type: 'string', format: 'binary' },
  })
  async attachment(
    @IdParam('e-mail') id: string,
    @IdParam('attachment', 'attachmentId') attachmentId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.originals.attachment(id, attachmentId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, {
      type: file.contentType,
      length: file.size,
      disposition: disposition(file.filename),
    });
  }
}
