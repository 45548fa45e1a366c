import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ContentRevisionsModule } from '../content-revisions/content-revisions.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { SettingsAdminController } from './settings.admin.controller';
import { SettingsAdminService } from './settings.admin.service';

/**
 * The site settings of the admin panel (`/api/admin/settings`). Outside SettingsModule because the
 * audit trail reads a setting (its retention period): AuditModule imports SettingsModule, so the
 * settings' admin routes, which record in the audit trail, sit here. It owns no table (a save of
 * the organisation details keeps a revision through ContentRevisionsModule).
 */
@Module({
  imports: [SettingsModule, AuditModule, UsersModule, ContentRevisionsModule],
  controllers: [SettingsAdminController],
  providers: [SettingsAdminService],
})
export class SettingsAdminModule {}
