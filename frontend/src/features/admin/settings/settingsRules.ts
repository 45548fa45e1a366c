import {
  AUDIT_RETENTION_DAYS_MAX,
  AUDIT_RETENTION_DAYS_MIN,
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

// The rules of the notification address, audit retention, newsletter rate and time zone form (the
// server checks the same).

export interface SettingsValues {
  /** Empty: the organisation's e-mail address. */
  notificationEmail: string;
  /** A number field's value: a number, or '' while empty (Formik parses number inputs). */
  auditRetentionDays: number | string;
  /** Newsletter messages per minute as typed; empty: the environment's default. */
  newsletterRatePerMinute: number | string;
  /** The organisation's time zone (an IANA name), in which scheduled times are shown and typed. */
  timeZone: string;
}

export const RETENTION_REQUIRED = 'Audit retention is required';
export const RETENTION_WHOLE = 'Audit retention must be a whole number of days';
export const RETENTION_RANGE = `Audit retention must be from ${formatCount(AUDIT_RETENTION_DAYS_MIN)} to ${formatCount(AUDIT_RETENTION_DAYS_MAX)} days`;
export const RATE_WHOLE = 'Newsletter messages per minute must be a whole number';
export const RATE_RANGE = `Newsletter messages per minute must be from ${formatCount(NEWSLETTER_RATE_LIMITS.min)} to ${formatCount(NEWSLETTER_RATE_LIMITS.max)}, or empty for the default`;
/** The server's message for a name it does not know (settings.admin.dto.ts). */
export const TIME_ZONE_INVALID = 'Time zone must be a time zone name such as Europe/London or UTC.';
export const TIME_ZONE_REQUIRED = 'Time zone is required';

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
});

export const SETTINGS_FIELD_ORDER = [
  'notificationEmail',
  'auditRetentionDays',
  'newsletterRatePerMinute',
  'timeZone',
] as const;

export function toSettingsValues(settings: AdminSettings): SettingsValues {
  return {
    notificationEmail: settings.notificationEmail ?? '',
    auditRetentionDays: settings.auditRetentionDays,
    newsletterRatePerMinute: settings.newsletterRatePerMinute ?? '',
    timeZone: settings.timeZone,
  };
}

/**
 * What is sent: the address (null for the organisation's), the days, the newsletter's rate (null,
 * the environment's default, when emptied), and the time zone when it changed from `stored`'s.
 */
export function toSettingsPatch(
  values: SettingsValues,
  stored?: Pick<SettingsValues, 'timeZone'>,
): AdminSettingsPatch {
  const rate = String(values.newsletterRatePerMinute).trim();
  const timeZone = values.timeZone.trim();
  return {
    notificationEmail: values.notificationEmail.trim() || null,
    auditRetentionDays: Number(String(values.auditRetentionDays).trim()),
    newsletterRatePerMinute: rate ? Number(rate) : null,
    ...(timeZone !== stored?.timeZone && { timeZone }),
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
