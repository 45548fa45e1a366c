import {
  SCHEDULED_KINDS,
  type ScheduledAction,
  type ScheduledChange,
  type ScheduledKind,
  type ScheduledList,
} from '@bb/shared/schedule';
import {
  type AdminNotification,
  type AdminNotifications,
  type AdminStats,
  type AdminSystemHealth,
  INQUIRY_KINDS,
  type InquiryKind,
  NOTIFICATION_LIMIT,
  type UploadBudget,
} from '@bb/shared/admin';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class UserCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() admins: number;
  @ApiProperty() verified: number;
  @ApiProperty() unverified: number;
  @ApiProperty() suspended: number;
  @ApiProperty({
    description: 'Not suspended, and signed in within the last ACTIVE_USER_DAYS (30) days',
  })
  active: number;
  @ApiProperty({ description: 'Created since the start of the current calendar month (UTC)' })
  newThisMonth: number;
}

class TestimonialCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() published: number;
  @ApiProperty() draft: number;
}

class SpeakingRequestCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() pending: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() declined: number;
  @ApiProperty() completed: number;
  @ApiProperty({ description: 'Received since the start of the current calendar month (UTC)' })
  thisMonth: number;
}

class PartnershipCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() new: number;
  @ApiProperty() inDiscussion: number;
  @ApiProperty() proposalSent: number;
  @ApiProperty() active: number;
  @ApiProperty() onHold: number;
  @ApiProperty() closed: number;
}

class ContactMessageCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Status new' }) unread: number;
}

/** Each section only when the caller may open what it counts (ADMIN_STATS_PERMISSIONS). */
export class AdminStatsDto implements AdminStats {
  @ApiPropertyOptional({ type: UserCountsDto, description: "With the 'users' permission" })
  users?: UserCountsDto;
  @ApiPropertyOptional({
    type: TestimonialCountsDto,
    description: "With the 'testimonials' permission",
  })
  testimonials?: TestimonialCountsDto;
  @ApiPropertyOptional({
    type: SpeakingRequestCountsDto,
    description: "With the 'inbox' permission",
  })
  speakingRequests?: SpeakingRequestCountsDto;
  @ApiPropertyOptional({ type: PartnershipCountsDto, description: "With the 'inbox' permission" })
  partnerships?: PartnershipCountsDto;
  @ApiPropertyOptional({
    type: ContactMessageCountsDto,
    description: "With the 'inbox' permission",
  })
  contactMessages?: ContactMessageCountsDto;
}

class AdminNotificationDto implements AdminNotification {
  @ApiProperty({
    enum: [...INQUIRY_KINDS, 'review'],
    description: "An inquiry, or a review waiting for the caller's decision (its path: the draft).",
  })
  kind: InquiryKind | 'review';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Speaking request from Acme Corp' }) title: string;
  @ApiProperty({ example: 'Jane Doe · Keynote' }) detail: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ example: '/admin/bookings?id=3f0c6b1e-7a51-4c1e-9d3b-2a8f6e4d9c10' })
  path: string;
}

export class AdminNotificationsDto implements AdminNotifications {
  @ApiProperty({
    description:
      "What the caller sees: pending speaking requests + new partnership inquiries + unread contact messages (with 'inbox'), + the reviews waiting for the caller's decision",
  })
  total: number;
  @ApiProperty({
    type: [AdminNotificationDto],
    description: `The newest ${NOTIFICATION_LIMIT}, newest first`,
  })
  items: AdminNotificationDto[];
}

class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ description: 'Milliseconds a SELECT 1 took' }) latencyMs: number;
  @ApiProperty({ description: 'pg_database_size of the app’s database' }) sizeBytes: number;
}

class MailQueueHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ description: 'Waiting for a first attempt or a retry' }) waiting: number;
  @ApiProperty({ description: 'Being delivered now' }) active: number;
  @ApiProperty({ description: 'Out of retries (last week)' }) failed: number;
}

class UploadBudgetDto implements UploadBudget {
  @ApiProperty({
    description: 'Bytes of the images first stored today (since midnight in timeZone)',
  })
  todayBytes: number;
  @ApiProperty({ description: 'The daily upload budget (settings), in bytes' })
  dailyLimitBytes: number;
  @ApiProperty({ description: 'Bytes of every stored image' }) storedBytes: number;
  @ApiProperty({ description: 'The storage budget (settings), in bytes' })
  storageLimitBytes: number;
  @ApiProperty({ example: 'Europe/London', description: "The organisation's time zone" })
  timeZone: string;
  @ApiProperty({ format: 'date-time', description: 'The next midnight there: a new day' })
  resetsAt: string;
}

class StorageHealthDto {
  @ApiProperty({ enum: ['local', 's3'] }) driver: 'local' | 's3';
  @ApiProperty({ type: Number, nullable: true }) usedBytes: number | null;
  @ApiProperty({ type: Number, nullable: true }) availableBytes: number | null;
  @ApiProperty({ type: Number, nullable: true }) totalBytes: number | null;
  @ApiProperty({ type: UploadBudgetDto, description: 'The upload budgets and their use' })
  budget: UploadBudgetDto;
}

export class AdminSystemHealthDto implements AdminSystemHealth {
  @ApiProperty({ type: DatabaseHealthDto }) database: DatabaseHealthDto;
  @ApiProperty({ type: MailQueueHealthDto }) mailQueue: MailQueueHealthDto;
  @ApiProperty({ type: StorageHealthDto }) storage: StorageHealthDto;
}

export class ScheduledChangeDto implements ScheduledChange {
  @ApiProperty({ enum: SCHEDULED_KINDS }) kind: ScheduledKind;
  @ApiProperty({ description: "The page's slug, or the item's id" }) id: string;
  @ApiProperty({ example: 'About' }) label: string;
  @ApiProperty({ enum: ['publish', 'unpublish', 'send'] }) action: ScheduledAction;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who scheduled it' }) by: string | null;
  @ApiProperty({ example: '/admin/content/pages/about', description: 'Where it is edited' })
  link: string;
}

export class ScheduledListDto implements ScheduledList {
  @ApiProperty({ type: [ScheduledChangeDto] }) items: ScheduledChangeDto[];
  @ApiProperty() total: number;
  @ApiProperty({ example: 'Europe/London' }) timeZone: string;
}
