import type { AuditLogPage } from '@bb/shared/admin';
import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/access';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AuditLogPageDto, AuditLogQueryDto } from './audit.dto';
import { AuditService } from './audit.service';

/** The audit trail, read-only: no route changes or deletes an entry. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/audit-log')
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
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  page(@Query() query: AuditLogQueryDto): Promise<AuditLogPage> {
    if (query.from && query.to && query.from > query.to)
      throw new BadRequestException('From must not be after To.');
    return this.audit.page(query);
  }
}
