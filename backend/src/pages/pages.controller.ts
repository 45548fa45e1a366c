import { Get, Header, Req, Res, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PageSlug } from '@bb/shared/pages/registry';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { ApiErrors } from '../common/api-answers';
import { PublicAnswers } from '../public-answer-cache/public-answers';
import { ApiPageSlug, PageSlugParam } from './pages.dto';
import { pageAnswer } from './pages.service';

@ApiTags('pages')
@Public()
@Controller('pages')
export class PagesController {
  constructor(private readonly answers: PublicAnswers) {}

  @Get(':slug')
  @ApiPageSlug()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "A public page's published document (for headless use; the served pages carry it)",
    description:
      'The document as visitors see it: its `{name}`-style placeholders filled with the current ' +
      'organisation details, and a link that a detail made unsafe kept as text (the stored document, ' +
      'placeholders and all, is GET /api/admin/pages/{slug}). Sent from memory while current, with ' +
      'an ETag (If-None-Match answers 304). Drafts never show here.',
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiErrors({ invalid: true, notFound: true })
  page(@PageSlugParam() slug: PageSlug, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answers.send(pageAnswer(slug), req, res);
  }
}
