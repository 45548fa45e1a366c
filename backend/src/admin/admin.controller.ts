import type { AdminNotifications, AdminStats, AdminSystemHealth } from '@bb/shared/admin';
import { Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminNotificationsDto, AdminStatsDto, AdminSystemHealthDto } from './admin.dto';
import { AdminService } from './admin.service';
import { AdminApiController } from '../common/api-answers';

/** The dashboard's figures, the bell and the system health (docs/admin-api.md). */
@AdminApiController('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Counts of users, testimonials, speaking requests, partnerships and contact messages',
  })
  @ApiOkResponse({ type: AdminStatsDto })
  stats(): Promise<AdminStats> {
    return this.admin.stats();
  }

  @Get('notifications')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'What waits for the organisation (the bell)',
    description:
      'Pending speaking requests, new partnership inquiries and unread contact messages: total counts ' +
      'them all, items lists the newest 20 with the admin page that shows each.',
  })
  @ApiOkResponse({ type: AdminNotificationsDto })
  notifications(): Promise<AdminNotifications> {
    return this.admin.notifications();
  }

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
