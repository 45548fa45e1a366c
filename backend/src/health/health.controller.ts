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
import { MailService } from '../mail/mail.service';

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

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Database and mail-queue status, for load balancers and monitoring' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    let database: 'up' | 'down' = 'up';
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      database = 'down';
    }
    const mailQueue = await this.mail.queueStatus();
    const ok = database === 'up' && mailQueue.status === 'up';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'error', database: { status: database }, mailQueue };
  }
}
