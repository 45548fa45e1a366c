import { Requires } from '../common/access';
import {
  Body,
  Delete,
  Get,
  Header,
  HttpCode,
  Post,
  Put,
  Param,
  Query,
  Res,
  NotFoundException,
} from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Revision, RevisionPage } from '@bb/shared/pages/revisions';
import { pageOf, PageQueryDto } from '../common/list-query';
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
  RestoreRevisionDto,
  RevisionDto,
  RevisionPageDto,
  SavePageDraftDto,
  SchedulePageDto,
} from './pages.dto';
import type { AdminPage, PageSummary } from '@bb/shared/pages/admin';
import { PagesService } from './pages.service';
import type { Review } from '@bb/shared/reviews';
import { DeclineReviewDto, ReviewDto, SubmitReviewDto } from '../reviews/reviews.dto';

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

/** How many revisions a page of the history holds unless asked. */
const REVISIONS_PAGE_SIZE = 20;

const ApiRevisionId = () =>
  ApiParam({ name: 'id', format: 'uuid', description: "The revision's id (from the list)." });

export const PREVIEW_UNAVAILABLE =
  'Previews need the built frontend (npm run build); this server has none.';

/** The public pages' documents: drafts, publishing (docs/admin-api.md, "Pages"). All audited. */
@AdminApiController('admin/pages', 'pages.edit')
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

  @Requires('pages.publish')
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

  @Requires('pages.publish')
  @Delete(':slug/draft')
  @ApiPageSlug()
  @ApiOperation({ summary: 'Discard the draft (the published page stays)' })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true })
  discard(@Actor() actor: AuditActor, @PageSlugParam() slug: PageSlug): Promise<AdminPage> {
    return this.pages.discard(actor, slug);
  }

  @Requires('pages.publish')
  @Post(':slug/schedule')
  @ApiPageSlug()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Schedule the draft to publish by itself at `at` (or move the time)',
    description:
      'The draft as it is saved at that time is published, audited under the administrator who ' +
      'scheduled it; every instance checks every few seconds and at its start, so a time passed ' +
      'while the app was down publishes at the next start, once. Checked now as a publish is: 400 ' +
      'without a draft, with a blocking problem (`errors` per field) or a time in the past or more ' +
      'than a year ahead; 409 on a stale `version`. Publishing now or discarding the draft cancels it.',
  })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true, conflict: true })
  schedule(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Body() dto: SchedulePageDto,
  ): Promise<AdminPage> {
    return this.pages.schedule(actor, slug, new Date(dto.at), dto.version);
  }

  @Requires('pages.publish')
  @Delete(':slug/schedule')
  @ApiPageSlug()
  @ApiOperation({ summary: 'Cancel the scheduled publish (the draft stays a draft)' })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true })
  unschedule(@Actor() actor: AuditActor, @PageSlugParam() slug: PageSlug): Promise<AdminPage> {
    return this.pages.unschedule(actor, slug);
  }

  @Post(':slug/review')
  @ApiPageSlug()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit the saved draft for review, with an optional note',
    description:
      'For those who may edit but not publish (a contributor), or anyone who wants a second look. ' +
      'Everyone who may publish pages is e-mailed a link to the draft; a review already waiting for ' +
      'the page is withdrawn. Publishing or scheduling the page approves it. 400 without a saved ' +
      'draft; 409 when `version` is not the latest (the draft changed since).',
  })
  @ApiAnswers(ReviewDto, { invalid: true, notFound: true, conflict: true })
  submitForReview(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Body() dto: SubmitReviewDto,
  ): Promise<Review> {
    return this.pages.submitForReview(actor, slug, dto.version, dto.note ?? null);
  }

  @Requires('pages.publish')
  @Post(':slug/review/decline')
  @ApiPageSlug()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send the waiting review back with a note (the draft stays)',
    description:
      'The submitter is e-mailed the note and a link to the draft. 409 when no review waits (it ' +
      'was published, declined or withdrawn meanwhile).',
  })
  @ApiAnswers(ReviewDto, { invalid: true, notFound: true, conflict: true })
  declineReview(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Body() dto: DeclineReviewDto,
  ): Promise<Review> {
    return this.pages.declineReview(actor, slug, dto.note);
  }

  @Get(':slug/revisions')
  @ApiPageSlug()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The page's history: a revision per publish, newest first (`current`: live now)",
    description:
      "Kept for the audit trail's retention period (settings), and the newest always. The first " +
      'revision is the content the page had when history began (by nobody: the shipped defaults).',
  })
  @ApiAnswers(RevisionPageDto, { invalid: true, notFound: true })
  revisions(@PageSlugParam() slug: PageSlug, @Query() query: PageQueryDto): Promise<RevisionPage> {
    const { page, pageSize } = pageOf(query, REVISIONS_PAGE_SIZE);
    return this.pages.revisionList(slug, page, pageSize);
  }

  @Get(':slug/revisions/:id')
  @ApiPageSlug()
  @ApiRevisionId()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One revision of the page, with its document' })
  @ApiAnswers(RevisionDto, { invalid: true, notFound: true })
  revision(@PageSlugParam() slug: PageSlug, @Param('id') id: string): Promise<Revision> {
    return this.pages.revision(slug, id);
  }

  @Post(':slug/revisions/:id/restore')
  @ApiPageSlug()
  @ApiRevisionId()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a revision as the draft (the public page changes only when it is published)',
    description:
      "The revision's document replaces the draft, audited as page.restore with the fields it " +
      'changes; preview and publish it as usual. 409 when `version` is not the latest (someone ' +
      'saved since: restoring would overwrite their draft).',
  })
  @ApiAnswers(AdminPageDto, { invalid: true, notFound: true, conflict: true })
  restore(
    @Actor() actor: AuditActor,
    @PageSlugParam() slug: PageSlug,
    @Param('id') id: string,
    @Body() dto: RestoreRevisionDto,
  ): Promise<AdminPage> {
    return this.pages.restore(actor, slug, id, dto.version);
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
