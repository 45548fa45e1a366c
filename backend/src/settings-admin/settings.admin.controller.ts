import type { AdminSettings } from '@bb/shared/admin-content';
import { Body, Get, Header, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import type { PublicUser } from '../auth/request-user';
import { CurrentUser } from '../common/current-user.decorator';
import { AdminSettingsDto, AdminSettingsPatchDto } from './settings.admin.dto';
import { SettingsAdminService } from './settings.admin.service';
import { ApiAnswers, AdminApiController } from '../common/api-answers';

/** Site content and settings: coming-soon mode, the organisation's details, notices, retention. */
@AdminApiController('admin/settings', 'settings', 'site-details')
export class SettingsAdminController {
  constructor(private readonly admin: SettingsAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The site settings' })
  @ApiOkResponse({ type: AdminSettingsDto })
  get(): Promise<AdminSettings> {
    return this.admin.get();
  }

  @Patch()
  @ApiOperation({
    summary: 'Change the site settings (only the fields sent; siteDetails field by field)',
    description:
      'Public pages (GET /api/site, GET /api/coming-soon-status, the served HTML) follow at once on ' +
      "every instance. notificationEmail null means the organisation's e-mail; a stored value wins " +
      'over NOTIFICATION_EMAIL, and auditRetentionDays over AUDIT_RETENTION_DAYS. With ' +
      "'site-details' but not 'settings' (an editor) only siteDetails may be sent: any other field " +
      'is a 403 naming the role that may change it.',
  })
  @ApiAnswers(AdminSettingsDto, { invalid: true })
  update(
    @Actor() actor: AuditActor,
    @Body() dto: AdminSettingsPatchDto,
    @CurrentUser() user: PublicUser,
  ): Promise<AdminSettings> {
    return this.admin.update(actor, dto, user.permissions);
  }
}
