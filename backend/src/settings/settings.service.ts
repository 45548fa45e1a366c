import { type AuditChanges, AUDIT_RETENTION_DAYS_DEFAULT } from '@bb/shared/admin';
import {
  PHONE_MISMATCH,
  phoneLinkDialsShown,
  UPLOAD_DAILY_BUDGET_MB_DEFAULT,
  UPLOAD_STORAGE_BUDGET_MB_DEFAULT,
  type AdminSettings,
  type AdminSettingsPatch,
} from '@bb/shared/admin-content';
import { randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Setting } from './setting.entity';
import { DEFAULT_SITE_DETAILS, SiteDetails } from './site-details';
import { canonicalJson } from '../common/canonical-json';
import { DEFAULT_NEWSLETTER_RATE_PER_MINUTE } from '@bb/shared/newsletter';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@bb/shared/schedule';

export const COMING_SOON_KEY = 'comingSoon';
export const SITE_DETAILS_KEY = 'siteDetails';
/** `{email: string | null}`; a stored null means the organisation's e-mail, whatever the env says. */
export const NOTIFICATION_EMAIL_KEY = 'notificationEmail';
/** `{days: number}`. */
export const AUDIT_RETENTION_KEY = 'auditRetentionDays';
/** `{enabled: boolean}`: administrators must use two-factor sign-in. */
export const REQUIRE_ADMIN_TWO_FACTOR_KEY = 'requireAdminTwoFactor';
/** `{perMinute: number | null}`: the newsletter campaigns' throttle (null: the environment's). */
export const NEWSLETTER_RATE_KEY = 'newsletterRatePerMinute';
/** `{zone: string}`: the organisation's time zone (scheduled publishing). */
export const TIME_ZONE_KEY = 'timeZone';
/** `{dailyMb: number, storageMb: number}`: the upload budgets (issue 44). */
export const UPLOAD_BUDGETS_KEY = 'uploadBudgets';

/** The upload budgets in MB: what a day's new images and all stored images may take. */
export interface UploadBudgetSettings {
  dailyMb: number;
  storageMb: number;
}

const SITE_FIELDS = [
  'organizationName',
  'tagline',
  'speakerName',
  'phoneDisplay',
  'phoneHref',
  'email',
  'socialLinks',
] as const satisfies readonly (keyof SiteDetails)[];

/** What a settings change did: the settings before and after, and the audit trail's changes. */
export interface SettingsChange {
  before: AdminSettings;
  after: AdminSettings;
  /** `{field: {from, to}}` (site details as `siteDetails.phoneDisplay`...); null when nothing changed. */
  changes: AuditChanges | null;
}

/**
 * Site-wide settings (table `setting`, a key and a JSON value each). Nothing is kept in memory: every
 * read asks the database (a primary-key lookup), so a change made through any app instance applies at
 * once on all of them. A stored setting wins over its environment variable (NOTIFICATION_EMAIL,
 * AUDIT_RETENTION_DAYS), which stays the default until an administrator sets one.
 */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    // Optional: the coming-soon command builds the service by hand, without the app's config.
    @Optional() @Inject(APP_CONFIG) private readonly config?: AppConfig,
  ) {}

  async get<T>(key: string, fallback: T, m?: EntityManager): Promise<T> {
    const repo = m ? m.getRepository(Setting) : this.settings;
    const row = await repo.findOneBy({ key });
    return row ? (row.value as T) : fallback;
  }

  async set<T>(key: string, value: T, m?: EntityManager): Promise<void> {
    const repo = m ? m.getRepository(Setting) : this.settings;
    await repo.upsert({ key, value: value as object }, ['key']);
  }

  async isComingSoon(m?: EntityManager): Promise<boolean> {
    return (
      (await this.get<{ enabled: boolean }>(COMING_SOON_KEY, { enabled: false }, m)).enabled ===
      true
    );
  }

  async setComingSoon(enabled: boolean): Promise<void> {
    await this.set(COMING_SOON_KEY, { enabled });
  }

  async siteDetails(m?: EntityManager): Promise<SiteDetails> {
    const stored = await this.get<Partial<SiteDetails>>(SITE_DETAILS_KEY, {}, m);
    return { ...DEFAULT_SITE_DETAILS, ...stored };
  }

  /**
   * What every public page sent needs (coming-soon mode and the organisation details), in one query
   * (in `m`'s transaction when given: the served pages read it with the pages' documents).
   */
  async pageSettings(
    m?: EntityManager,
  ): Promise<{ comingSoon: boolean; siteDetails: SiteDetails }> {
    const repo = m ? m.getRepository(Setting) : this.settings;
    const rows = await repo.findBy({ key: In([COMING_SOON_KEY, SITE_DETAILS_KEY]) });
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    const comingSoon = value(COMING_SOON_KEY) as { enabled?: boolean } | undefined;
    const stored = value(SITE_DETAILS_KEY) as Partial<SiteDetails> | undefined;
    return {
      comingSoon: comingSoon?.enabled === true,
      siteDetails: { ...DEFAULT_SITE_DETAILS, ...stored },
    };
  }

  /**
   * The notification address an administrator chose (null: the organisation's e-mail), else
   * NOTIFICATION_EMAIL, else null.
   */
  async notificationEmail(m?: EntityManager): Promise<string | null> {
    const stored = await this.get<{ email: string | null } | null>(NOTIFICATION_EMAIL_KEY, null, m);
    return stored ? stored.email : (this.config?.notificationEmail ?? null);
  }

  /** Where notices of new inquiries go: the notification address, else the organisation's e-mail. */
  async notificationAddress(m?: EntityManager): Promise<string> {
    return (await this.notificationEmail(m)) ?? (await this.siteDetails(m)).email;
  }

  /** Days the audit trail and sign-in history are kept: the stored setting, else AUDIT_RETENTION_DAYS. */
  async auditRetentionDays(m?: EntityManager): Promise<number> {
    const stored = await this.get<{ days: number } | null>(AUDIT_RETENTION_KEY, null, m);
    return stored?.days ?? this.config?.auditRetentionDays ?? AUDIT_RETENTION_DAYS_DEFAULT;
  }

  /** Whether administrators must use two-factor sign-in (off until an administrator turns it on). */
  async requireAdminTwoFactor(m?: EntityManager): Promise<boolean> {
    const stored = await this.get<{ enabled: boolean }>(
      REQUIRE_ADMIN_TWO_FACTOR_KEY,
      { enabled: false },
      m,
    );
    return stored.enabled === true;
  }

  /**
   * A random secret made once per database and kept in this table (key `secret:<name>`): the same
   * on every instance, in a backup and after a restore, and unchanged when SESSION_SECRET rotates.
   */
  async secret(name: string): Promise<string> {
    const key = `secret:${name}`;
    await this.settings.query(
      `INSERT INTO setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`,
      [key, JSON.stringify({ secret: randomBytes(32).toString('base64url') })],
    );
    const row = await this.settings.findOneByOrFail({ key });
    return (row.value as { secret: string }).secret;
  }

  /** The newsletter throttle as set in /admin/settings (null: not set). */
  async newsletterRateSetting(m?: EntityManager): Promise<number | null> {
    const stored = await this.get<{ perMinute: number | null } | null>(
      NEWSLETTER_RATE_KEY,
      null,
      m,
    );
    return typeof stored?.perMinute === 'number' ? stored.perMinute : null;
  }

  /** NEWSLETTER_RATE_PER_MINUTE, or the built-in default. */
  newsletterRateDefault(): number {
    return this.config?.newsletterRatePerMinute ?? DEFAULT_NEWSLETTER_RATE_PER_MINUTE;
  }

  /** Newsletter messages a minute, across every instance: the setting, else the environment's. */
  async newsletterRatePerMinute(m?: EntityManager): Promise<number> {
    return (await this.newsletterRateSetting(m)) ?? this.newsletterRateDefault();
  }

  /**
   * The organisation's time zone, in which scheduled times are shown and entered: the setting, else
   * UTC (a zone this runtime no longer knows counts as unset).
   */
  async timeZone(m?: EntityManager): Promise<string> {
    const stored = await this.get<{ zone?: unknown } | null>(TIME_ZONE_KEY, null, m);
    return isTimeZone(stored?.zone) ? stored.zone : DEFAULT_TIME_ZONE;
  }

  /** The upload budgets: as set in /admin/settings, else the defaults (200 MB a day, 5 GB in all). */
  async uploadBudgets(m?: EntityManager): Promise<UploadBudgetSettings> {
    const stored = await this.get<Partial<UploadBudgetSettings> | null>(
      UPLOAD_BUDGETS_KEY,
      null,
      m,
    );
    const whole = (value: unknown, fallback: number) =>
      typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
    return {
      dailyMb: whole(stored?.dailyMb, UPLOAD_DAILY_BUDGET_MB_DEFAULT),
      storageMb: whole(stored?.storageMb, UPLOAD_STORAGE_BUDGET_MB_DEFAULT),
    };
  }

  /** GET /api/admin/settings. */
  async adminSettings(m?: EntityManager): Promise<AdminSettings> {
    const [
      comingSoon,
      siteDetails,
      notificationEmail,
      auditRetentionDays,
      requireAdminTwoFactor,
      newsletterRatePerMinute,
      timeZone,
      budgets,
    ] = await Promise.all([
      this.isComingSoon(m),
      this.siteDetails(m),
      this.notificationEmail(m),
      this.auditRetentionDays(m),
      this.requireAdminTwoFactor(m),
      this.newsletterRateSetting(m),
      this.timeZone(m),
      this.uploadBudgets(m),
    ]);
    return {
      comingSoon,
      siteDetails,
      notificationEmail,
      auditRetentionDays,
      requireAdminTwoFactor,
      newsletterRatePerMinute,
      newsletterRateDefault: this.newsletterRateDefault(),
      timeZone,
      uploadDailyBudgetMb: budgets.dailyMb,
      uploadStorageBudgetMb: budgets.storageMb,
    };
  }

  /**
   * Applies a validated patch in the caller's transaction `m` (site details merged field by field):
   * settings changes are serialised by a transaction-scoped advisory lock, so two administrators
   * editing different details at once both keep their change. Writes only what differs.
   */
  async update(patch: AdminSettingsPatch, m: EntityManager): Promise<SettingsChange> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('settings'))`);
    // One after the other: the queries share the transaction's connection.
    const before: AdminSettings = {
      comingSoon: await this.isComingSoon(m),
      siteDetails: await this.siteDetails(m),
      notificationEmail: await this.notificationEmail(m),
      auditRetentionDays: await this.auditRetentionDays(m),
      requireAdminTwoFactor: await this.requireAdminTwoFactor(m),
      newsletterRatePerMinute: await this.newsletterRateSetting(m),
      newsletterRateDefault: this.newsletterRateDefault(),
      timeZone: await this.timeZone(m),
      ...(await this.uploadBudgets(m).then((b) => ({
        uploadDailyBudgetMb: b.dailyMb,
        uploadStorageBudgetMb: b.storageMb,
      }))),
    };
    const after: AdminSettings = {
      comingSoon: patch.comingSoon ?? before.comingSoon,
      siteDetails: { ...before.siteDetails },
      notificationEmail:
        patch.notificationEmail === undefined ? before.notificationEmail : patch.notificationEmail,
      auditRetentionDays: patch.auditRetentionDays ?? before.auditRetentionDays,
      requireAdminTwoFactor: patch.requireAdminTwoFactor ?? before.requireAdminTwoFactor,
      newsletterRatePerMinute:
        patch.newsletterRatePerMinute === undefined
          ? before.newsletterRatePerMinute
          : patch.newsletterRatePerMinute,
      newsletterRateDefault: before.newsletterRateDefault,
      timeZone: patch.timeZone ?? before.timeZone,
      uploadDailyBudgetMb: patch.uploadDailyBudgetMb ?? before.uploadDailyBudgetMb,
      uploadStorageBudgetMb: patch.uploadStorageBudgetMb ?? before.uploadStorageBudgetMb,
    };
    const changes: AuditChanges = {};
    const differs = (a: unknown, b: unknown) => canonicalJson(a) !== canonicalJson(b);
    const note = (field: string, from: unknown, to: unknown) => {
      if (differs(from, to)) changes[field] = { from, to };
    };

    note('comingSoon', before.comingSoon, after.comingSoon);
    if (patch.siteDetails) {
      for (const field of SITE_FIELDS) {
        const value = patch.siteDetails[field];
        if (value === undefined) continue;
        (after.siteDetails as unknown as Record<string, unknown>)[field] = value;
        note(`siteDetails.${field}`, before.siteDetails[field], value);
      }
    }
    // The "Call Now" link and the number shown are one number: a change to either must keep them so
    // (details stored before this rule are left alone until one of the two is changed).
    const phone = patch.siteDetails;
    if (
      (phone?.phoneDisplay !== undefined || phone?.phoneHref !== undefined) &&
      !phoneLinkDialsShown(after.siteDetails.phoneDisplay, after.siteDetails.phoneHref)
    ) {
      throw new BadRequestException({
        statusCode: 400,
        message: PHONE_MISMATCH,
        errors: { 'siteDetails.phoneHref': PHONE_MISMATCH },
      });
    }
    note('notificationEmail', before.notificationEmail, after.notificationEmail);
    note('auditRetentionDays', before.auditRetentionDays, after.auditRetentionDays);
    note('requireAdminTwoFactor', before.requireAdminTwoFactor, after.requireAdminTwoFactor);
    note('newsletterRatePerMinute', before.newsletterRatePerMinute, after.newsletterRatePerMinute);
    note('timeZone', before.timeZone, after.timeZone);
    note('uploadDailyBudgetMb', before.uploadDailyBudgetMb, after.uploadDailyBudgetMb);
    note('uploadStorageBudgetMb', before.uploadStorageBudgetMb, after.uploadStorageBudgetMb);

    if (differs(before.comingSoon, after.comingSoon))
      await this.set(COMING_SOON_KEY, { enabled: after.comingSoon }, m);
    if (differs(before.siteDetails, after.siteDetails))
      await this.set(SITE_DETAILS_KEY, after.siteDetails, m);
    if (patch.notificationEmail !== undefined && 'notificationEmail' in changes)
      await this.set(NOTIFICATION_EMAIL_KEY, { email: after.notificationEmail }, m);
    if ('auditRetentionDays' in changes)
      await this.set(AUDIT_RETENTION_KEY, { days: after.auditRetentionDays }, m);
    if ('requireAdminTwoFactor' in changes)
      await this.set(REQUIRE_ADMIN_TWO_FACTOR_KEY, { enabled: after.requireAdminTwoFactor }, m);
    if ('newsletterRatePerMinute' in changes)
      await this.set(NEWSLETTER_RATE_KEY, { perMinute: after.newsletterRatePerMinute }, m);
    if ('timeZone' in changes) await this.set(TIME_ZONE_KEY, { zone: after.timeZone }, m);
    if ('uploadDailyBudgetMb' in changes || 'uploadStorageBudgetMb' in changes)
      await this.set<UploadBudgetSettings>(
        UPLOAD_BUDGETS_KEY,
        { dailyMb: after.uploadDailyBudgetMb, storageMb: after.uploadStorageBudgetMb },
        m,
      );

    return { before, after, changes: Object.keys(changes).length ? changes : null };
  }
}
