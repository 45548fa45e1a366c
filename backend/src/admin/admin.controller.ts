import { Requires } from '../common/access';
import type { AdminNotifications, AdminStats, AdminSystemHealth } from '@bb/shared/admin';
import type { ScheduledList } from '@bb/shared/schedule';
import { Get, Header, Query } from '@nestjs/common';
import type { PublicUser } from '../auth/request-user';
import { CurrentUser } from '../common/current-user.decorator';
import { pageOf, PageQueryDto } from '../common/list-query';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import {
  AdminNotificationsDto,
  AdminStatsDto,
  AdminSystemHealthDto,
  ScheduledListDto,
} from './admin.dto';
import { AdminService } from './admin.service';
import { AdminApiController } from '../common/api-answers';

/** The dashboard's figures, the bell and the system health (docs/admin-api.md). */
@AdminApiController('admin', 'dashboard')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Counts of users, testimonials, speaking requests, partnerships and contact messages',
    description:
      "Each section only when the caller's roles open what it counts: users 'users', " +
      "testimonials 'testimonials', speakingRequests, partnerships and contactMessages 'inbox'.",
  })
  @ApiOkResponse({ type: AdminStatsDto })
  stats(@CurrentUser() user: PublicUser): Promise<AdminStats> {
    return this.admin.stats(user.permissions);
  }

  @Get('notifications')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'What waits for the organisation (the bell)',
    description:
      "Pending speaking requests, new partnership inquiries and unread contact messages (for 'inbox'), " +
      "and the reviews waiting for the caller's decision (page drafts for 'pages.publish', campaigns " +
      "for 'campaigns.send'): total counts all the caller sees, items lists the newest 20 with the " +
      'admin page that shows each.',
  })
  @ApiOkResponse({ type: AdminNotificationsDto })
  notifications(@CurrentUser() user: PublicUser): Promise<AdminNotifications> {
    return this.admin.notifications(user.permissions);
  }

  @Get('scheduled')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'What is scheduled: page publishes, testimonial and carousel item (un)publishes, campaigns',
    description:
      'Soonest first (10 a page unless asked; the first 1,000 can be paged), with the total and ' +
      "the organisation's time zone to show the times in. Each item links to where it is edited. " +
      "Only the kinds the caller's roles open: pages 'pages.edit', testimonials 'testimonials', " +
      "carousel items 'carousels', campaigns 'campaigns.edit'.",
  })
  @ApiOkResponse({ type: ScheduledListDto })
  scheduled(@Query() query: PageQueryDto, @CurrentUser() user: PublicUser): Promise<ScheduledList> {
    const { page, pageSize } = pageOf(query, 10);
    return this.admin.scheduled(page, pageSize, user.permissions);
  }

  @Requires('system')
  @Get('system')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'System health: database, mail queue, storage',
    description:
      'Database: a timed SELECT 1 and the database size. Mail queue: messages waiting, being ' +
      'delivered and failed. Storage (local driver): bytes under DATA_DIR/uploads (the walk stops ' +
      'after 10,000 files) and the free and total bytes of its disk.',
  })
  @ApiOkResponse({ type: AdminSystemHealthDto })
  system(): Promise<AdminSystemHealth> {
    return this.admin.system();
  }
}
