import { AUDIT_RETENTION_DAYS_DEFAULT } from '@bb/shared/admin';
import {
  type AdminSettings,
  type AdminSettingsPatch,
  AUDIT_RETENTION_DAYS_MAX,
  AUDIT_RETENTION_DAYS_MIN,
  PHONE_HREF_PATTERN,
  SITE_TEXT_MAX,
  SOCIAL_LABEL_MAX,
  SOCIAL_LINKS_MAX,
  UPLOAD_BUDGET_MB_MAX,
  UPLOAD_BUDGET_MB_MIN,
  UPLOAD_DAILY_BUDGET_MB_DEFAULT,
  UPLOAD_STORAGE_BUDGET_MB_DEFAULT,
  type SiteDetails,
  type SocialLink,
} from '@bb/shared/admin-content';
import { URL_MAX } from '@bb/shared/content';
import { DETAIL_LINK_MESSAGE, detailLinkProblem } from '@bb/shared/pages/placeholders';
import { NEWSLETTER_RATE_LIMITS } from '@bb/shared/newsletter';
import { EMAIL_MAX } from '@bb/shared/limits';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isTimeZone } from '@bb/shared/schedule';
import { IsEmailAddress } from '../common/email';
import { IfSent, RequiredText } from '../common/form-fields';
import { SiteDetailsDto } from '../settings/settings.dto';

/**
 * A detail of the organisation shown on public pages: required when sent, one line, bounded; pages
 * may name it in a link (`{speaker}`), so it cannot start an address of another site or a script
 * (`detailLinkProblem`).
 */
const SiteText = (label: string) =>
  applyDecorators(
    IfSent(),
    RequiredText(label, SITE_TEXT_MAX),
    ValidateBy(
      {
        name: 'isSafeInLinks',
        validator: {
          validate: (value: unknown) =>
            typeof value !== 'string' || detailLinkProblem(label, value) === undefined,
        },
      },
      { message: `${label} ${DETAIL_LINK_MESSAGE}` },
    ),
  );

const PHONE_HREF_MESSAGE =
  'Phone link must be a tel: link: "tel:" then the number\'s digits, e.g. tel:+15550100199.';
const SOCIAL_URL_MESSAGE = 'Social link addresses must be https:// web addresses.';
const RATE_MESSAGE = `Newsletter messages per minute must be a whole number from ${NEWSLETTER_RATE_LIMITS.min} to ${NEWSLETTER_RATE_LIMITS.max.toLocaleString('en-US')}, or null for the default.`;
const TIME_ZONE_MESSAGE = 'Time zone must be a time zone name such as Europe/London or UTC.';
const budgetMessage = (label: string) =>
  `${label} must be a whole number of MB from ${UPLOAD_BUDGET_MB_MIN} to ${UPLOAD_BUDGET_MB_MAX.toLocaleString('en-US')}.`;
const DAILY_BUDGET_MESSAGE = budgetMessage('Daily upload budget');
const STORAGE_BUDGET_MESSAGE = budgetMessage('Storage budget');
const RETENTION_MESSAGE = `Audit retention must be a whole number of days from ${AUDIT_RETENTION_DAYS_MIN} to ${AUDIT_RETENTION_DAYS_MAX.toLocaleString('en-US')}.`;

export class SocialLinkBodyDto implements SocialLink {
  @ApiProperty({ example: 'LinkedIn', maxLength: SOCIAL_LABEL_MAX })
  @RequiredText('Social link label', SOCIAL_LABEL_MAX)
  label: string;

  @ApiProperty({ example: 'https://www.linkedin.com/', maxLength: URL_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @applyDecorators(
    IsString({ message: SOCIAL_URL_MESSAGE }),
    MaxLength(URL_MAX, { message: `Social link addresses must be at most ${URL_MAX} characters.` }),
    IsUrl(
      { protocols: ['https'], require_protocol: true, require_valid_protocol: true },
      { message: SOCIAL_URL_MESSAGE },
    ),
  )
  url: string;
}

/** The organisation's details, any of them (the others stay as they are). */
export class SiteDetailsPatchDto implements Partial<SiteDetails> {
  @ApiPropertyOptional({ example: 'Building Bridges Inclusion', maxLength: SITE_TEXT_MAX })
  @SiteText('Organization name')
  organizationName?: string;

  @ApiPropertyOptional({
    example: 'Building Bridges. Breaking Barriers.',
    maxLength: SITE_TEXT_MAX,
  })
  @SiteText('Tagline')
  tagline?: string;

  @ApiPropertyOptional({ example: 'Our Founder', maxLength: SITE_TEXT_MAX })
  @SiteText('Speaker name')
  speakerName?: string;

  @ApiPropertyOptional({
    example: '+1 (555) 010-0199',
    maxLength: SITE_TEXT_MAX,
    description: 'The phone number as shown',
  })
  @SiteText('Phone number')
  phoneDisplay?: string;

  @ApiPropertyOptional({
    example: 'tel:+15550100199',
    pattern: PHONE_HREF_PATTERN.source,
    description: 'The same number as a tel: link',
  })
  @IfSent()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: PHONE_HREF_MESSAGE })
  @Matches(PHONE_HREF_PATTERN, { message: PHONE_HREF_MESSAGE })
  phoneHref?: string;

  @ApiPropertyOptional({ example: 'hello@example.org', maxLength: EMAIL_MAX })
  @IfSent()
  @IsEmailAddress()
  email?: string;

  @ApiPropertyOptional({ type: [SocialLinkBodyDto], maxItems: SOCIAL_LINKS_MAX })
  @IfSent()
  @applyDecorators(
    IsArray({ message: 'Social links must be a list of {label, url}.' }),
    ArrayMaxSize(SOCIAL_LINKS_MAX, { message: `At most ${SOCIAL_LINKS_MAX} social links.` }),
  )
  @ValidateNested({ each: true, message: 'Each social link must be {label, url}.' })
  @Type(() => SocialLinkBodyDto)
  socialLinks?: SocialLinkBodyDto[];
}

/** PATCH /api/admin/settings: any of the fields. */
export class AdminSettingsPatchDto implements AdminSettingsPatch {
  @ApiPropertyOptional({
    description:
      'Visitors who are not signed in see only the coming-soon page and the sign-in pages',
  })
  @IfSent()
  @IsBoolean({ message: 'Coming soon must be true or false.' })
  comingSoon?: boolean;

  @ApiPropertyOptional({ type: SiteDetailsPatchDto })
  @IfSent()
  @IsObject({ message: 'siteDetails must be an object of the details to change.' })
  @ValidateNested()
  @Type(() => SiteDetailsPatchDto)
  siteDetails?: SiteDetailsPatchDto;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EMAIL_MAX,
    example: 'bookings@example.org',
    description:
      "Where notices of new inquiries go; null or '' for the organisation's e-mail (siteDetails.email)",
  })
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const address = value.trim().toLowerCase();
    return address === '' ? null : address;
  })
  @IsOptional()
  @applyDecorators(
    IsString({ message: 'Please enter a valid email address.' }),
    MaxLength(EMAIL_MAX, { message: `Email address must be at most ${EMAIL_MAX} characters.` }),
    IsEmail({}, { message: 'Please enter a valid email address.' }),
  )
  notificationEmail?: string | null;

  @ApiPropertyOptional({
    minimum: AUDIT_RETENTION_DAYS_MIN,
    maximum: AUDIT_RETENTION_DAYS_MAX,
    example: AUDIT_RETENTION_DAYS_DEFAULT,
    description: 'Days the audit trail and sign-in history are kept',
  })
  @IfSent()
  @IsInt({ message: RETENTION_MESSAGE })
  @Min(AUDIT_RETENTION_DAYS_MIN, { message: RETENTION_MESSAGE })
  @Max(AUDIT_RETENTION_DAYS_MAX, { message: RETENTION_MESSAGE })
  auditRetentionDays?: number;

  @ApiPropertyOptional({
    description:
      'Require two-factor sign-in for staff: every member of staff (any staff role) without ' +
      'two-factor sign-in must set it up at their next request. Turning it on needs two-factor ' +
      'sign-in on for the acting administrator (400 otherwise).',
  })
  @IfSent()
  @IsBoolean({ message: 'Require two-factor sign-in for staff must be true or false.' })
  requireAdminTwoFactor?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: NEWSLETTER_RATE_LIMITS.min,
    maximum: NEWSLETTER_RATE_LIMITS.max,
    example: 60,
    description:
      'Newsletter messages sent per minute across all instances; null: NEWSLETTER_RATE_PER_MINUTE',
  })
  @IsOptional()
  @IsInt({ message: RATE_MESSAGE })
  @Min(NEWSLETTER_RATE_LIMITS.min, { message: RATE_MESSAGE })
  @Max(NEWSLETTER_RATE_LIMITS.max, { message: RATE_MESSAGE })
  newsletterRatePerMinute?: number | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    maxLength: 64,
    description:
      "The organisation's time zone (an IANA name): scheduled publishing times are shown and entered in it",
  })
  @IfSent()
  @ValidateBy({
    name: 'isTimeZone',
    validator: { validate: (value) => isTimeZone(value), defaultMessage: () => TIME_ZONE_MESSAGE },
  })
  timeZone?: string;

  @ApiPropertyOptional({
    minimum: UPLOAD_BUDGET_MB_MIN,
    maximum: UPLOAD_BUDGET_MB_MAX,
    example: UPLOAD_DAILY_BUDGET_MB_DEFAULT,
    description:
      'MB (1024 × 1024 bytes) the images first stored on one day, in the organisation’s time zone, may take; an upload past it is refused (429)',
  })
  @IfSent()
  @IsInt({ message: DAILY_BUDGET_MESSAGE })
  @Min(UPLOAD_BUDGET_MB_MIN, { message: DAILY_BUDGET_MESSAGE })
  @Max(UPLOAD_BUDGET_MB_MAX, { message: DAILY_BUDGET_MESSAGE })
  uploadDailyBudgetMb?: number;

  @ApiPropertyOptional({
    minimum: UPLOAD_BUDGET_MB_MIN,
    maximum: UPLOAD_BUDGET_MB_MAX,
    example: UPLOAD_STORAGE_BUDGET_MB_DEFAULT,
    description: 'MB all stored images may take together; an upload past it is refused (507)',
  })
  @IfSent()
  @IsInt({ message: STORAGE_BUDGET_MESSAGE })
  @Min(UPLOAD_BUDGET_MB_MIN, { message: STORAGE_BUDGET_MESSAGE })
  @Max(UPLOAD_BUDGET_MB_MAX, { message: STORAGE_BUDGET_MESSAGE })
  uploadStorageBudgetMb?: number;
}

export class AdminSettingsDto implements AdminSettings {
  @ApiProperty() comingSoon: boolean;
  @ApiProperty({ type: SiteDetailsDto }) siteDetails: SiteDetailsDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Where notices of new inquiries go (as set here, else NOTIFICATION_EMAIL); null: the organisation's e-mail",
  })
  notificationEmail: string | null;
  @ApiProperty({ example: AUDIT_RETENTION_DAYS_DEFAULT }) auditRetentionDays: number;
  @ApiProperty({ description: 'Staff (every staff role) must use two-factor sign-in' })
  requireAdminTwoFactor: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Newsletter messages per minute as set here; null: the default below',
  })
  newsletterRatePerMinute: number | null;
  @ApiProperty({ description: 'NEWSLETTER_RATE_PER_MINUTE, or 60 without it' })
  newsletterRateDefault: number;
  @ApiProperty({
    example: 'Europe/London',
    description: "The organisation's time zone (UTC unless set)",
  })
  timeZone: string;
  @ApiProperty({
    example: UPLOAD_DAILY_BUDGET_MB_DEFAULT,
    description: 'MB the images first stored on one day may take',
  })
  uploadDailyBudgetMb: number;
  @ApiProperty({
    example: UPLOAD_STORAGE_BUDGET_MB_DEFAULT,
    description: 'MB all stored images may take',
  })
  uploadStorageBudgetMb: number;
}
