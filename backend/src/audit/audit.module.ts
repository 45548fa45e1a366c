import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { AuditEntryRow } from './audit-entry.entity';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

/**
 * Owns the audit trail (`audit_entry`): modules that make administrative changes import it and
 * record them with AuditService; administrators read it at GET /api/admin/audit-log.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRow]), SettingsModule],
  controllers: [AuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
