import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/access';
import { MailService, type MailQueueStatus } from '../mail/mail.service';

class ComponentStatusDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
}

class MailQueueStatusDto extends ComponentStatusDto {
  @ApiProperty({ description: 'Messages waiting for delivery or a retry' }) waiting: number;
  @ApiProperty({ description: 'Messages that ran out of retries' }) failed: number;
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: ComponentStatusDto }) database: ComponentStatusDto;
  @ApiProperty({ type: MailQueueStatusDto }) mailQueue: MailQueueStatusDto;
}

/**
 * The longest one check may take: a component that has not answered by then counts as down, so a
 * load balancer gets its answer quickly even from a database that does not answer at all.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** `check`'s result, or `fallback` when it fails or takes longer than HEALTH_CHECK_TIMEOUT_MS. */
async function bounded<T>(check: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Database and mail-queue status, for load balancers and monitoring',
    description: `200 when both are up, otherwise 503 naming what is down; each check takes ${HEALTH_CHECK_TIMEOUT_MS / 1000} s at most.`,
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, mailQueue] = await Promise.all([
      bounded<'up' | 'down'>(() => this.dataSource.query('SELECT 1').then(() => 'up'), 'down'),
      bounded<MailQueueStatus>(() => this.mail.queueStatus(), {
        status: 'down',
        waiting: 0,
        failed: 0,
      }),
    ]);
    const ok = database === 'up' && mailQueue.status === 'up';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'error', database: { status: database }, mailQueue };
  }
}
