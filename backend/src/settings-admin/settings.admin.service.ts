import type { AdminSettings, AdminSettingsPatch } from '@bb/shared/admin-content';
import { auditedChange } from '../audit/audit-actor.decorator';
import { permissionRefusal, type Permission } from '@bb/shared/staff-roles';
import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { SITE_DETAILS_SUBJECT } from '@bb/shared/pages/revisions';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService } from '../audit/audit.service';
import { ContentRevisionsService } from '../content-revisions/content-revisions.service';
import { SettingsService } from '../settings/settings.service';
import { UsersService } from '../users/users.service';

/** PATCH requireAdminTwoFactor: true by an administrator without two-factor sign-in. */
export const OWN_TWO_FACTOR_FIRST =
  'Turn on two-factor sign-in for your own account first (My Settings > Security).';

/**
 * The site settings of the admin panel (`/api/admin/settings`). It lives in SettingsAdminModule because
 * the audit trail itself reads a setting (its retention period): SettingsModule cannot import
 * AuditModule. The change and its audit entry are stored in one transaction.
 */
@Injectable()
export class SettingsAdminService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly revisions: ContentRevisionsService,
  ) {}

  /** The details' history starts with the details as they stand. */
  async onApplicationBootstrap(): Promise<void> {
    await this.revisions.ensureFirst([
      { subject: SITE_DETAILS_SUBJECT, content: await this.settings.siteDetails() },
    ]);
  }

  get(): Promise<AdminSettings> {
    return this.settings.adminSettings();
  }

  /**
   * Applies the fields sent; one 'settings.update' entry lists every field changed (none: no entry).
   * Requiring two-factor sign-in of staff is turned on only by one who uses it (400). Without the
   * 'settings' permission (the Editor's 'site-details') only siteDetails may be sent: any other
   * field is a 403 naming who may change it, and nothing is stored.
   */
  update(
    actor: AuditActor,
    patch: AdminSettingsPatch,
    permissions: readonly Permission[],
  ): Promise<AdminSettings> {
    // 'site-details' alone (an editor) changes the organisation's details and nothing else.
    if (!permissions.includes('settings')) {
      const others = Object.entries(patch).filter(
        ([field, value]) => field !== 'siteDetails' && value !== undefined,
      );
      if (others.length) throw new ForbiddenException(permissionRefusal('settings'));
    }
    return this.dataSource.transaction(async (m) => {
      const { after, changes } = await this.settings.update(patch, m);
      if (changes?.requireAdminTwoFactor && after.requireAdminTwoFactor) {
        const self = await this.users.findById(actor.user.id, m);
        if (!self?.twoFactorEnabledAt) throw new BadRequestException(OWN_TWO_FACTOR_FIRST);
      }
      // Every save of the organisation details keeps a revision of them (content history).
      if (changes && Object.keys(changes).some((field) => field.startsWith('siteDetails.')))
        await this.revisions.record(m, SITE_DETAILS_SUBJECT, after.siteDetails, actor.user);
      if (changes)
        await this.audit.record(
          {
            ...auditedChange(actor, 'settings.update', {
              type: 'settings',
              id: null,
              label: 'Site settings',
            }),
            changes,
          },
          m,
        );
      return after;
    });
  }
}
