import type { AuditLogPage } from '@bb/shared/admin';
import { BadRequestException, Get, Header, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AuditLogPageDto, AuditLogQueryDto } from './audit.dto';
import { AuditService } from './audit.service';
import { ApiAnswers, AdminApiController } from '../common/api-answers';

/** The audit trail, read-only: no route changes or deletes an entry. */
@AdminApiController('admin/audit-log', 'audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The audit trail, newest first, a page at a time',
    description:
      'Filters: actor (username without regard to case, or id), kind (change or security), action, ' +
      'target type and id, from/to (YYYY-MM-DD, inclusive UTC days).',
  })
  @ApiAnswers(AuditLogPageDto, { invalid: true })
  page(@Query() query: AuditLogQueryDto): Promise<AuditLogPage> {
    if (query.from && query.to && query.from > query.to)
      throw new BadRequestException('From must not be after To.');
    return this.audit.page(query);
  }
}
