import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { PublicAnswers } from '../public-answer-cache/public-answers';
import { PublicTestimonialDto } from './testimonials.dto';
import { TESTIMONIALS_ANSWER } from './testimonials.service';

@ApiTags('testimonials')
@Public()
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly answers: PublicAnswers) {}

  @Get()
  // Sent from memory while current (public-answer-cache/public-answers.ts), with Cache-Control: no-cache and an
  // ETag: browsers always ask again, and an administrator's change shows at once.
  @ApiOperation({ summary: 'Published testimonials, newest first' })
  @ApiOkResponse({ type: [PublicTestimonialDto] })
  list(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answers.send(TESTIMONIALS_ANSWER, req, res);
  }
}
