import {
  AUDIT_RETENTION_DAYS_MAX,
  AUDIT_RETENTION_DAYS_MIN,
  UPLOAD_BUDGET_MB_MAX,
  UPLOAD_BUDGET_MB_MIN,
  type AdminSettings,
  type AdminSettingsPatch,
} from '@bb/shared/admin-content';
import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import { EMAIL_MAX } from '@bb/shared/limits';
import { NEWSLETTER_RATE_LIMITS } from '@bb/shared/newsletter';
import { formatCount } from '@bb/shared/options';
import { isTimeZone } from '@bb/shared/schedule';
import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { fieldErrors } from '../../../api/base';

// The rules of the notification address, audit retention, newsletter rate, time zone and upload
// budgets form (the server checks the same).

export interface SettingsValues {
  /** Empty: the organisation's e-mail address. */
  notificationEmail: string;
  /** A number field's value: a number, or '' while empty (Formik parses number inputs). */
  auditRetentionDays: number | string;
  /** Newsletter messages per minute as typed; empty: the environment's default. */
  newsletterRatePerMinute: number | string;
  /** The organisation's time zone (an IANA name), in which scheduled times are shown and typed. */
  timeZone: string;
  /** MB the images first stored on one day may take, as typed. */
  uploadDailyBudgetMb: number | string;
  /** MB all stored images may take, as typed. */
  uploadStorageBudgetMb: number | string;
}

export const RETENTION_REQUIRED = 'Audit retention is required';
export const RETENTION_WHOLE = 'Audit retention must be a whole number of days';
export const RETENTION_RANGE = `Audit retention must be from ${formatCount(AUDIT_RETENTION_DAYS_MIN)} to ${formatCount(AUDIT_RETENTION_DAYS_MAX)} days`;
export const RATE_WHOLE = 'Newsletter messages per minute must be a whole number';
export const RATE_RANGE = `Newsletter messages per minute must be from ${formatCount(NEWSLETTER_RATE_LIMITS.min)} to ${formatCount(NEWSLETTER_RATE_LIMITS.max)}, or empty for the default`;
/** The server's message for a name it does not know (settings.admin.dto.ts). */
export const TIME_ZONE_INVALID = 'Time zone must be a time zone name such as Europe/London or UTC.';
export const TIME_ZONE_REQUIRED = 'Time zone is required';
const budgetRange = (label: string) =>
  `${label} must be from ${formatCount(UPLOAD_BUDGET_MB_MIN)} to ${formatCount(UPLOAD_BUDGET_MB_MAX)} MB`;
export const DAILY_BUDGET_REQUIRED = 'Daily upload budget is required';
export const DAILY_BUDGET_WHOLE = 'Daily upload budget must be a whole number of MB';
export const DAILY_BUDGET_RANGE = budgetRange('Daily upload budget');
export const STORAGE_BUDGET_REQUIRED = 'Storage budget is required';
export const STORAGE_BUDGET_WHOLE = 'Storage budget must be a whole number of MB';
export const STORAGE_BUDGET_RANGE = budgetRange('Storage budget');

/** A whole number of MB within the budgets' bounds. */
const budgetRule = (required: string, whole: string, range: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .matches(/^\d+$/, whole)
    .test('range', range, (value) => {
      const mb = Number(value);
      return !Number.isFinite(mb) || (mb >= UPLOAD_BUDGET_MB_MIN && mb <= UPLOAD_BUDGET_MB_MAX);
    });

export const settingsSchema = yup.object({
  notificationEmail: yup
    .string()
    .trim()
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .email(ACCOUNT_MESSAGES.emailInvalid)
    // As the server: the domain must have a dot.
    .matches(/@[^@\s]+\.[^@\s]+$/, {
      message: ACCOUNT_MESSAGES.emailInvalid,
      excludeEmptyString: true,
    }),
  auditRetentionDays: yup
    .string()
    .trim()
    .required(RETENTION_REQUIRED)
    .matches(/^\d+$/, RETENTION_WHOLE)
    .test('range', RETENTION_RANGE, (value) => {
      const days = Number(value);
      return (
        !Number.isFinite(days) ||
        (days >= AUDIT_RETENTION_DAYS_MIN && days <= AUDIT_RETENTION_DAYS_MAX)
      );
    }),
  newsletterRatePerMinute: yup
    .string()
    .trim()
    .matches(/^\d+$/, { message: RATE_WHOLE, excludeEmptyString: true })
    .test('range', RATE_RANGE, (value) => {
      if (!value) return true;
      const rate = Number(value);
      return (
        !Number.isFinite(rate) ||
        (rate >= NEWSLETTER_RATE_LIMITS.min && rate <= NEWSLETTER_RATE_LIMITS.max)
      );
    }),
  timeZone: yup
    .string()
    .trim()
    .required(TIME_ZONE_REQUIRED)
    .test('zone', TIME_ZONE_INVALID, (value) => !value || isTimeZone(value)),
  uploadDailyBudgetMb: budgetRule(DAILY_BUDGET_REQUIRED, DAILY_BUDGET_WHOLE, DAILY_BUDGET_RANGE),
  uploadStorageBudgetMb: budgetRule(
    STORAGE_BUDGET_REQUIRED,
    STORAGE_BUDGET_WHOLE,
    STORAGE_BUDGET_RANGE,
  ),
});

export const SETTINGS_FIELD_ORDER = [
  'notificationEmail',
  'auditRetentionDays',
  'newsletterRatePerMinute',
  'timeZone',
  'uploadDailyBudgetMb',
  'uploadStorageBudgetMb',
] as const;

export function toSettingsValues(settings: AdminSettings): SettingsValues {
  return {
    notificationEmail: settings.notificationEmail ?? '',
    auditRetentionDays: settings.auditRetentionDays,
    newsletterRatePerMinute: settings.newsletterRatePerMinute ?? '',
    timeZone: settings.timeZone,
    uploadDailyBudgetMb: settings.uploadDailyBudgetMb,
    uploadStorageBudgetMb: settings.uploadStorageBudgetMb,
  };
}

/**
 * What is sent: the address (null for the organisation's), the days, the newsletter's rate (null,
 * the environment's default, when emptied), and the time zone and each upload budget when they
 * changed from `stored`'s.
 */
export function toSettingsPatch(
  values: SettingsValues,
  stored?: Pick<SettingsValues, 'timeZone' | 'uploadDailyBudgetMb' | 'uploadStorageBudgetMb'>,
): AdminSettingsPatch {
  const rate = String(values.newsletterRatePerMinute).trim();
  const timeZone = values.timeZone.trim();
  const daily = Number(String(values.uploadDailyBudgetMb).trim());
  const storage = Number(String(values.uploadStorageBudgetMb).trim());
  return {
    notificationEmail: values.notificationEmail.trim() || null,
    auditRetentionDays: Number(String(values.auditRetentionDays).trim()),
    newsletterRatePerMinute: rate ? Number(rate) : null,
    ...(timeZone !== stored?.timeZone && { timeZone }),
    // Only what changed, as the time zone: another administrator's change of the other stays.
    ...(daily !== Number(stored?.uploadDailyBudgetMb) && { uploadDailyBudgetMb: daily }),
    ...(storage !== Number(stored?.uploadStorageBudgetMb) && { uploadStorageBudgetMb: storage }),
  };
}

/** The server's field errors that belong to this form's fields. */
export function settingsErrors(error: unknown): FormikErrors<SettingsValues> | undefined {
  const fields = fieldErrors(error);
  if (!fields) return undefined;
  let errors: FormikErrors<SettingsValues> = {};
  let any = false;
  for (const name of SETTINGS_FIELD_ORDER) {
    if (fields[name]) {
      errors = setIn(errors, name, fields[name]);
      any = true;
    }
  }
  return any ? errors : undefined;
}
