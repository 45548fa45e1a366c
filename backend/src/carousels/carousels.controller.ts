import { CAROUSEL_SLUGS } from '@bb/shared/content';
import { Controller, Get, Header, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { Public } from '../common/access';
import { PublicCarouselDto } from './carousels.dto';
import { CarouselsService } from './carousels.service';

@ApiTags('carousels')
@Public()
@Controller('carousel')
export class CarouselsController {
  constructor(private readonly carousels: CarouselsService) {}

  @Get(':slug')
  // Always asked again (revalidated by ETag): an administrator's change shows at once.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A page's carousel: its settings and published slides in order" })
  @ApiParam({ name: 'slug', enum: CAROUSEL_SLUGS })
  @ApiOkResponse({ type: PublicCarouselDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown carousel' })
  carousel(@Param('slug') slug: string): Promise<PublicCarouselDto> {
    return this.carousels.publicCarousel(slug);
  }
}
