import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_KINDS,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_SECURITY_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditChanges,
  type AuditKind,
  type AuditTargetType,
} from '@bb/shared/admin';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryNumber, QueryTrimmed, WholeNumberParam } from '../common/list-query';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { MaxChars } from '../common/form-fields';

/** The highest page number asked for (far beyond any trail; keeps the offset a sane number). */
export const AUDIT_PAGE_MAX = 100_000;

/** Rules checked in the order written (stacked decorators would run bottom-up). */
const InOrder = (...rules: PropertyDecorator[]) => applyDecorators(...rules);

/** A real calendar day written YYYY-MM-DD. */
const CalendarDay = (label: string) =>
  applyDecorators(
    QueryTrimmed(),
    IsOptional(),
    IsString({ message: `${label} must be a date written YYYY-MM-DD.` }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date written YYYY-MM-DD.` }),
    ValidateBy(
      {
        name: 'calendarDay',
        validator: {
          validate: (value: unknown) => {
            if (typeof value !== 'string') return false;
            const date = new Date(`${value}T00:00:00Z`);
            return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
          },
        },
      },
      { message: `${label} is not a real date.` },
    ),
  );

const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}.`;

/** GET /api/admin/audit-log: every filter optional; a bad value is a 400 naming it. */
export class AuditLogQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 1 })
  @InOrder(
    QueryNumber(),
    IsOptional(),
    IsInt({ message: 'Page must be a whole number of at least 1.' }),
    Min(1, { message: 'Page must be a whole number of at least 1.' }),
    Max(AUDIT_PAGE_MAX, {
      message: `Page must be at most ${AUDIT_PAGE_MAX.toLocaleString('en-US')}.`,
    }),
  )
  page?: number;

  @WholeNumberParam(AUDIT_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE, { default: AUDIT_DEFAULT_PAGE_SIZE })
  pageSize?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description: "The actor's username (exact, without regard to case) or id",
  })
  @InOrder(
    QueryTrimmed(),
    IsOptional(),
    IsString({ message: 'Actor must be a username or a user id.' }),
    MaxChars(100, { message: 'Actor must be at most 100 characters.' }),
  )
  actor?: string;

  @ApiPropertyOptional({
    enum: AUDIT_KINDS,
    description:
      `change: what administrators (and the site's own clean-up) changed, every action but ` +
      `${AUDIT_SECURITY_ACTIONS.join(' and ')}; security: those two only. The dashboard's recent ` +
      'activity asks for change.',
  })
  @QueryTrimmed()
  @IsOptional()
  @IsIn(AUDIT_KINDS, { message: `Kind must be one of: ${AUDIT_KINDS.join(', ')}.` })
  kind?: AuditKind;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @QueryTrimmed()
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Action must be one of the audit actions.' })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @QueryTrimmed()
  @IsOptional()
  @IsIn(AUDIT_TARGET_TYPES, {
    message: `Target type must be one of: ${AUDIT_TARGET_TYPES.join(', ')}.`,
  })
  targetType?: AuditTargetType;

  @ApiPropertyOptional({ format: 'uuid' })
  @QueryTrimmed()
  @IsOptional()
  @IsUUID('all', { message: 'Target id must be an id (a UUID).' })
  targetId?: string;

  @ApiPropertyOptional({ example: '2025-01-01', description: 'YYYY-MM-DD, inclusive, UTC' })
  @CalendarDay('From')
  from?: string;

  @ApiPropertyOptional({ example: '2025-01-31', description: 'YYYY-MM-DD, inclusive, UTC' })
  @CalendarDay('To')
  to?: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When, UTC' }) at: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' }) actorName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ipAddress: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ type: String, enum: AUDIT_TARGET_TYPES, nullable: true })
  targetType: AuditTargetType | null;
  @ApiProperty({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the target was called then' })
  targetLabel: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: {
      type: 'object',
      properties: { from: {}, to: {} },
    },
    example: { username: { from: 'jordan', to: 'jordan.lee' } },
    description: 'Old and new values of the plain fields that changed',
  })
  changes: AuditChanges | null;
  @ApiProperty({ type: String, nullable: true, example: 'GET /api/admin/users/:id' })
  detail: string | null;
  @ApiProperty({
    minimum: 1,
    example: 1,
    description:
      "How many times it happened: 1, except for a signed-in user's refused admin requests, one " +
      'entry per user, route and UTC minute (at: the first of them)',
  })
  count: number;
}

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) items: AuditEntryDto[];
  @ApiProperty({ example: 42 }) total: number;
}
