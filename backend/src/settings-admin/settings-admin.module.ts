import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { SettingsAdminController } from './settings.admin.controller';
import { SettingsAdminService } from './settings.admin.service';

/**
 * The site settings of the admin panel (`/api/admin/settings`). Outside SettingsModule because the
 * audit trail reads a setting (its retention period): AuditModule imports SettingsModule, so the
 * settings' admin routes, which record in the audit trail, sit here. It owns no table.
 */
@Module({
  imports: [SettingsModule, AuditModule, UsersModule],
  controllers: [SettingsAdminController],
  providers: [SettingsAdminService],
})
export class SettingsAdminModule {}
