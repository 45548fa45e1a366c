import {
  type AdminTestimonial,
  type AdminTestimonialPage,
  testimonialExportFileName,
} from '@bb/shared/admin-content';
import { Body, Delete, Get, Header, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../audit/audit-actor.decorator';
import { streamJsonArrayDownload } from '../common/csv';
import { MessageResponseDto } from '../common/error-response.dto';
import { IdParam } from '../common/id.pipe';
import {
  AdminTestimonialDto,
  AdminTestimonialPageDto,
  CreateTestimonialDto,
  TestimonialListQueryDto,
  UpdateTestimonialDto,
} from './testimonials.admin.dto';
import { TESTIMONIAL_MESSAGES, TestimonialsAdminService } from './testimonials.admin.service';
import {
  ApiAnswers,
  ApiCreatedAnswers,
  ApiMessageAnswers,
  ApiRecordAnswers,
  AdminApiController,
} from '../common/api-answers';

/** Testimonials administration (spec 001 "Admin testimonials"). Every change is in the audit trail. */
@AdminApiController('admin/testimonials', 'testimonials')
export class TestimonialsAdminController {
  constructor(private readonly admin: TestimonialsAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Testimonials matching the search and status, drafts included, newest first, one page',
    description:
      'Without page parameters, the first page (20). `counts` are over every testimonial, ' +
      'whatever the search and status.',
  })
  @ApiAnswers(AdminTestimonialPageDto, { invalid: true })
  list(@Query() query: TestimonialListQueryDto): Promise<AdminTestimonialPage> {
    return this.admin.page(query);
  }

  // Before any route with an id.
  @Get('export')
  @ApiOperation({
    summary:
      'Every testimonial as a JSON array, newest first (testimonials-export-YYYY-MM-DD.json)',
    description:
      'Streamed in batches; X-Total-Count says how many testimonials there were when it started. ' +
      'The Export button writes the file without id, createdAt and updatedAt, oldest first.',
  })
  @ApiProduces('application/json')
  @ApiAnswers([AdminTestimonialDto])
  async export(@Res() res: Response): Promise<void> {
    const total = await this.admin.count();
    await streamJsonArrayDownload(
      res,
      {
        'Content-Disposition': `attachment; filename="${testimonialExportFileName(new Date().toISOString().slice(0, 10))}"`,
        'X-Total-Count': String(total),
      },
      this.admin.exportBatches(),
    );
  }

  @Post()
  @ApiOperation({
    summary: 'Create a testimonial',
    description:
      'name, title, company and content are required (trimmed); rating defaults to 5, isPublished ' +
      "to false; imageUrl is one of this site's images or uploads. The rules are those of " +
      "testimonialEntryProblems() (@bb/shared/admin-content), which an import's preview applies.",
  })
  @ApiCreatedAnswers(AdminTestimonialDto, { invalid: true })
  create(@Actor() actor: AuditActor, @Body() dto: CreateTestimonialDto): Promise<AdminTestimonial> {
    return this.admin.create(actor, dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a testimonial (only the fields sent)',
    description: "imageUrl null or '' removes the photo.",
  })
  @ApiRecordAnswers(AdminTestimonialDto)
  update(
    @Actor() actor: AuditActor,
    @IdParam('testimonial') id: string,
    @Body() dto: UpdateTestimonialDto,
  ): Promise<AdminTestimonial> {
    return this.admin.update(actor, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a testimonial' })
  @ApiMessageAnswers({ invalid: true, notFound: true })
  async delete(
    @Actor() actor: AuditActor,
    @IdParam('testimonial') id: string,
  ): Promise<MessageResponseDto> {
    await this.admin.delete(actor, id);
    return { message: TESTIMONIAL_MESSAGES.deleted };
  }
}
