import type { AdminNewsletterPage } from '@bb/shared/admin-content';
import { NEWSLETTER_EXPORT_COLUMNS, newsletterExportFileName } from '@bb/shared/admin-content';
import { Delete, Get, Header, HttpCode, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { streamCsvTextDownload } from '../common/csv';
import { IdParam } from '../common/id.pipe';
import {
  AdminNewsletterPageDto,
  NewsletterFilterQueryDto,
  NewsletterListQueryDto,
} from './newsletter.admin.dto';
import { NewsletterAdminService } from './newsletter.admin.service';
import { ApiAnswers, ApiCsvDownload, ApiErrors, AdminApiController } from '../common/api-answers';

/** The newsletter's subscribers in the admin panel (/admin/content). Removals are in the audit trail. */
@AdminApiController('admin/newsletter-subscribers', 'subscribers')
export class NewsletterAdminController {
  constructor(private readonly admin: NewsletterAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Subscribers matching the search and status, newest first, one page',
    description:
      'Each with its state (pending, confirmed, unsubscribed, bounced) and proof of consent; ' +
      '`counts` gives how many addresses are in each state, whatever the filter.',
  })
  @ApiAnswers(AdminNewsletterPageDto, { invalid: true })
  list(@Query() query: NewsletterListQueryDto): Promise<AdminNewsletterPage> {
    return this.admin.page(query);
  }

  // Before the route with an id.
  @Get('export')
  @ApiOperation({
    summary:
      'Every subscriber matching the search and status, as CSV (newsletter-subscribers-YYYY-MM-DD.csv)',
    description:
      'Columns Email, Status (Pending, Confirmed, Unsubscribed or Bounced), Subscribed, ' +
      "Unsubscribed, Bounced ('MMM d, yyyy', UTC), Consent Source, Consent Given, Consent " +
      "Confirmed ('YYYY-MM-DD HH:MM:SS UTC'), Consent Wording; newest first; escaped like the " +
      'users export (RFC 4180, formula-safe).',
  })
  @ApiCsvDownload()
  export(@Query() query: NewsletterFilterQueryDto, @Res() res: Response): Promise<void> {
    return streamCsvTextDownload(
      res,
      newsletterExportFileName,
      NEWSLETTER_EXPORT_COLUMNS,
      this.admin.exportLines(query),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a subscriber entirely (the address, its consent and its tokens)',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ invalid: true, notFound: true })
  async delete(@Actor() actor: AuditActor, @IdParam('subscriber') id: string): Promise<void> {
    await this.admin.delete(actor, id);
  }
}
