import type { AdminSettings } from '@bb/shared/admin-content';
import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { AdminOnly } from '../common/access';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AdminSettingsDto, AdminSettingsPatchDto } from './settings.admin.dto';
import { SettingsAdminService } from './settings.admin.service';

/** Site content and settings: coming-soon mode, the organisation's details, notices, retention. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/settings')
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
      'over NOTIFICATION_EMAIL, and auditRetentionDays over AUDIT_RETENTION_DAYS.',
  })
  @ApiOkResponse({ type: AdminSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(@Actor() actor: AuditActor, @Body() dto: AdminSettingsPatchDto): Promise<AdminSettings> {
    return this.admin.update(actor, dto);
  }
}
