import { CAROUSEL_SLUGS } from '@bb/shared/content';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access';
import { PublicAnswers } from '../public-answer-cache/public-answers';
import { PublicCarouselDto } from './carousels.dto';
import { carouselAnswer, CarouselsService } from './carousels.service';
import { ApiAnswers } from '../common/api-answers';

@ApiTags('carousels')
@Public()
@Controller('carousel')
export class CarouselsController {
  constructor(
    private readonly carousels: CarouselsService,
    private readonly answers: PublicAnswers,
  ) {}

  @Get(':slug')
  // Sent from memory while current (public-answer-cache/public-answers.ts), with Cache-Control: no-cache and an
  // ETag: browsers always ask again, and an administrator's change shows at once.
  @ApiOperation({ summary: "A page's carousel: its settings and published slides in order" })
  @ApiParam({ name: 'slug', enum: CAROUSEL_SLUGS })
  @ApiAnswers(PublicCarouselDto, { notFound: 'Unknown carousel' })
  carousel(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answers.send(carouselAnswer(this.carousels.assertSlug(slug)), req, res);
  }
}
