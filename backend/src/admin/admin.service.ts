import {
  ADMIN_STATS_PERMISSIONS,
  type AdminNotifications,
  type AdminStats,
  type AdminSystemHealth,
  NOTIFICATION_LIMIT,
} from '@bb/shared/admin';
import {
  SCHEDULED_KIND_PERMISSIONS,
  type ScheduledKind,
  type ScheduledList,
} from '@bb/shared/schedule';
import { BadRequestException, Injectable } from '@nestjs/common';
import { CarouselsAdminService } from '../carousels/carousels.admin.service';
import { CampaignsService } from '../newsletter-campaigns/campaigns.service';
import { PagesService } from '../pages/pages.service';
import { SettingsService } from '../settings/settings.service';
import { TestimonialsAdminService } from '../testimonials/testimonials.admin.service';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { InquiriesAdminService } from '../inquiries/inquiries.admin.service';
import { MailService } from '../mail/mail.service';
import { PartnershipsAdminService } from '../partnerships/partnerships.admin.service';
import { TestimonialsService } from '../testimonials/testimonials.service';
import { UploadsService } from '../uploads/uploads.service';
import { UsersService } from '../users/users.service';
import { ReviewsService } from '../reviews/reviews.service';
import { allows, type Permission } from '@bb/shared/staff-roles';

/** How deep the list of scheduled changes can be paged. */
export const SCHEDULED_LIST_MAX = 1_000;

/**
 * The admin dashboard's figures, across modules: it asks each module's service for its own counts
 * and owns no table.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly testimonials: TestimonialsService,
    private readonly inquiries: InquiriesAdminService,
    private readonly partnerships: PartnershipsAdminService,
    private readonly mail: MailService,
    private readonly uploads: UploadsService,
    private readonly pages: PagesService,
    private readonly testimonialsAdmin: TestimonialsAdminService,
    private readonly carousels: CarouselsAdminService,
    private readonly campaigns: CampaignsService,
    private readonly settings: SettingsService,
    private readonly reviews: ReviewsService,
  ) {}

  /**
   * What is scheduled (the dashboard): page publishes, testimonials' and carousel items' publishes
   * and unpublishes, and newsletter campaigns, soonest first. Each module answers its soonest
   * `offset + pageSize` (an index each); the page is cut from their merge.
   */
  /**
   * What is scheduled, of the kinds the caller may open (`permissions`, SCHEDULED_KIND_PERMISSIONS):
   * soonest first, with the total of those kinds.
   */
  async scheduled(
    page: number,
    pageSize: number,
    permissions: readonly Permission[],
  ): Promise<ScheduledList> {
    const offset = (page - 1) * pageSize;
    if (offset + pageSize > SCHEDULED_LIST_MAX)
      throw new BadRequestException(
        `Only the first ${SCHEDULED_LIST_MAX.toLocaleString('en-US')} scheduled changes can be listed.`,
      );
    const limit = offset + pageSize;
    const may = (kind: ScheduledKind) => permissions.includes(SCHEDULED_KIND_PERMISSIONS[kind]);
    const none = Promise.resolve({ items: [], total: 0 });
    const parts = await Promise.all([
      may('page') ? this.pages.scheduled(limit) : none,
      may('testimonial') ? this.testimonialsAdmin.scheduled(limit) : none,
      may('carousel-item') ? this.carousels.scheduled(limit) : none,
      may('newsletter-campaign') ? this.campaigns.scheduled(limit) : none,
    ]);
    const items = parts
      .flatMap((part) => part.items)
      .sort(
        (a, b) =>
          a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
      )
      .slice(offset, limit);
    return {
      items,
      total: parts.reduce((sum, part) => sum + part.total, 0),
      timeZone: await this.settings.timeZone(),
    };
  }

  /**
   * The dashboard's figures: each section only when `permissions` open what it counts
   * (ADMIN_STATS_PERMISSIONS); the others are neither counted nor answered.
   */
  async stats(permissions: readonly Permission[]): Promise<AdminStats> {
    const may = (section: keyof AdminStats) =>
      permissions.includes(ADMIN_STATS_PERMISSIONS[section]);
    const [users, testimonials, speakingRequests, partnerships, contactMessages] =
      await Promise.all([
        may('users') ? this.users.counts() : undefined,
        may('testimonials') ? this.testimonials.counts() : undefined,
        may('speakingRequests') ? this.inquiries.speakingCounts() : undefined,
        may('partnerships') ? this.partnerships.counts() : undefined,
        may('contactMessages') ? this.inquiries.contactCounts() : undefined,
      ]);
    const stats: AdminStats = {};
    if (users) stats.users = users;
    if (testimonials) stats.testimonials = testimonials;
    if (speakingRequests) stats.speakingRequests = speakingRequests;
    if (partnerships) stats.partnerships = partnerships;
    if (contactMessages) stats.contactMessages = contactMessages;
    return stats;
  }

  /**
   * What waits for the caller (the bell): pending requests, new partnerships and unread messages
   * for those who hold 'inbox'; the reviews the caller may decide (reviews/). Counted, the newest
   * listed.
   */
  async notifications(permissions: readonly Permission[]): Promise<AdminNotifications> {
    const none = { total: 0, items: [] };
    const inbox = allows(permissions, 'inbox');
    const parts = await Promise.all([
      inbox ? this.inquiries.waiting(NOTIFICATION_LIMIT) : none,
      inbox ? this.partnerships.waiting(NOTIFICATION_LIMIT) : none,
      this.reviews.bell(permissions, NOTIFICATION_LIMIT),
    ]);
    const items = parts
      .flatMap((part) => part.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, NOTIFICATION_LIMIT);
    return { total: parts.reduce((sum, part) => sum + part.total, 0), items };
  }

  async system(): Promise<AdminSystemHealth> {
    const [database, mailQueue, storage] = await Promise.all([
      this.database(),
      this.mail.queueFigures(),
      this.uploads.storageFigures(),
    ]);
    return { database, mailQueue, storage };
  }

  /** A round trip (SELECT 1) timed, and the database's size on disk. */
  private async database(): Promise<AdminSystemHealth['database']> {
    const start = performance.now();
    try {
      await this.dataSource.query('SELECT 1');
      const latencyMs = Math.round((performance.now() - start) * 100) / 100;
      const [{ size }] = (await this.dataSource.query(
        'SELECT pg_database_size(current_database())::bigint AS size',
      )) as { size: string }[];
      return { status: 'up', latencyMs, sizeBytes: Number(size) };
    } catch {
      return {
        status: 'down',
        latencyMs: Math.round((performance.now() - start) * 100) / 100,
        sizeBytes: 0,
      };
    }
  }
}
