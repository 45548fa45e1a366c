import {
  Body,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Put,
  Query,
  Res,
  NotFoundException,
} from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { PAGE_DEFINITIONS, type PageSlug } from '@bb/shared/pages/registry';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AdminApiController, ApiAnswers, ApiErrors } from '../common/api-answers';
import { PagePreviews } from './page-preview';
import {
  AdminPageDto,
  ApiPageSlug,
  PageSlugParam,
  PagePreviewQueryDto,
  PageSummaryDto,
  PublishPageDto,
  SavePageDraftDto,
} from './pages.dto';
import type { AdminPage, PageSummary } from '@bb/shared/pages/admin';
import { PagesService } from './pages.service';

/** The preview's Content-Security-Policy: nothing runs, and only this site may frame it. */
const PREVIEW_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const PREVIEW_UNAVAILABLE =
  'Previews need the built frontend (npm run build); this server has none.';

/** The public pages' documents: drafts, publishing (docs/admin-api.md, "Pages"). All audited. */
@AdminApiController('admin/pages')
export class PagesAdminController {
  constructor(
    private readonly pages: PagesService,
    private readonly previews: PagePreviews,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every editable public page with its state, in the site’s order' })
  @ApiAnswers([PageSummaryDto])
  list(): Promise<PageSummary[]> {
    return this.pages.list();
  }

  @Get(':slug')
  @ApiPageSlug()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A page: its published document, its draft (or null), version and checks',
  })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true })
  get(@PageSlugParam() slug: PageSlug): Promise<AdminPage> {
    return this.pages.get(slug);
  }

  @Put(':slug/draft')
  @ApiPageSlug()
  @ApiOperation({
    summary: 'Save the draft (the public page does not change)',
    description:
      '400 with `errors` per field (`content.hero.headline`) when the document does not fit the ' +
      "page's schema (nothing is stored); 409 when `version` is not the latest (someone saved since).",
  })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true, conflict: true })
  saveDraft(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Body() dto: SavePageDraftDto,
  ): Promise<AdminPage> {
    return this.pages.saveDraft(actor, slug, dto.content, dto.version);
  }

  @Post(':slug/publish')
  @ApiPageSlug()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish the draft: every visitor, on every instance, sees it from the next request',
    description:
      '400 without a draft, or while the accessibility checks find an error (a missing alt text: ' +
      "`errors` per field; the page's `checks` list every finding); 409 on a stale `version`. A failure changes nothing.",
  })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true, conflict: true })
  publish(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Body() dto: PublishPageDto,
  ): Promise<AdminPage> {
    return this.pages.publish(actor, slug, dto.version);
  }

  @Delete(':slug/draft')
  @ApiPageSlug()
  @ApiOperation({ summary: 'Discard the draft (the published page stays)' })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true })
  discard(@Actor() actor: AuditActor, @PageSlugParam() slug: PageSlug): Promise<AdminPage> {
    return this.pages.discard(actor, slug);
  }

  @Get(':slug/preview')
  @ApiPageSlug()
  @ApiOperation({
    summary:
      'The page as visitors would see it with the draft: its server-rendered HTML, no scripts',
    description:
      "For the editor's preview frame (same origin only). Without a draft, the published page. 404 " +
      'when this server has no built frontend to render pages with.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The HTML page.', schema: { type: 'string' } })
  @ApiErrors({ invalid: true, notFound: true })
  async preview(
    @PageSlugParam() slug: PageSlug,
    @Query() query: PagePreviewQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const content = await this.pages.previewDocument(slug);
    const html = await this.previews.render(
      PAGE_DEFINITIONS[slug].path,
      { slug, content },
      query.mode ?? 'light',
    );
    // No built frontend on this server (an API-only set-up, the tests): there is no page to show.
    if (html === undefined) throw new NotFoundException(PREVIEW_UNAVAILABLE);
    res
      .status(200)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .setHeader('X-Robots-Tag', 'noindex, nofollow')
      .setHeader('Content-Security-Policy', PREVIEW_POLICY)
      .send(html);
  }
}
